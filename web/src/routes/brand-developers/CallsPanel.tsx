import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphQLErrorMessage } from '../../apollo/errors';
import { PanelNote, WorkspacePanel } from '../../components/brand/WorkspacePanel';
import { formatCount, timeAgo } from '../../components/format';
import { Icon } from '../../components/Icon';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { Tag } from '../../components/ui/Tag';
import { BRAND_API_CALLS_QUERY } from './developersQuery';
import { dateTime, maskedSecret } from './developerText';
import { Empty, Mono, Rows } from './KeysPanel';

const statusTone = (status: number) => (status < 300 ? 'success' : status === 429 ? 'accent' : 'danger');

/** The calls made with the brand's keys over 90 days, newest first, a page at a time. */
export const CallsPanel = ({ slug }: { slug: string }) => {
  const { data, loading, error, fetchMore, refetch } = useQuery(BRAND_API_CALLS_QUERY, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const [more, setMore] = useState<'loading' | 'failed' | null>(null);
  const calls = data?.brand?.apiCalls;

  const loadMore = async () => {
    if (!calls?.pageInfo.endCursor) return;
    setMore('loading');
    try {
      await fetchMore({ variables: { after: calls.pageInfo.endCursor } });
      setMore(null);
    } catch {
      setMore('failed');
    }
  };

  return (
    <WorkspacePanel aria-labelledby="calls-title">
      <div>
        <h2 id="calls-title">Calls</h2>
        <PanelNote>Every call made with the brand’s keys over the last 90 days, newest first, with what it cost from the key’s budget.</PanelNote>
      </div>
      {loading && !calls ? (
        <Spinner />
      ) : error && !calls ? (
        <Failed role="alert">
          {graphQLErrorMessage(error, 'The calls could not load.')}{' '}
          <Button type="button" $size="sm" $variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </Failed>
      ) : !calls || calls.edges.length === 0 ? (
        <Empty>No calls yet. They appear here, with their cost and answer, as soon as a key is used.</Empty>
      ) : (
        <>
          <Rows aria-label="API calls">
            {calls.edges.map(({ node: call }) => (
              <Call key={call.id} data-testid="api-call">
                <CallMain>
                  <Mono>{call.operationName ?? 'Anonymous operation'}</Mono>
                  <Tag $tone={statusTone(call.status)}>
                    {call.status}
                    {call.errorCode ? ` ${call.errorCode}` : ''}
                  </Tag>
                </CallMain>
                <CallMeta>
                  <span>
                    {call.key.name} <Mono>{maskedSecret(call.key.lastFour)}</Mono>
                  </span>
                  <span>{call.cost === null || call.cost === undefined ? 'cost not measured' : `cost ${formatCount(call.cost)}`}</span>
                  <span>{call.durationMs} ms</span>
                  <time dateTime={call.at} title={dateTime(call.at)}>
                    {timeAgo(call.at)}
                  </time>
                </CallMeta>
              </Call>
            ))}
          </Rows>
          {calls.pageInfo.hasNextPage ? (
            <More>
              <Button type="button" $variant="secondary" onClick={() => void loadMore()} disabled={more === 'loading'} aria-busy={more === 'loading'}>
                {more === 'loading' ? <Spinner $size="sm" /> : <Icon name="plus" size={18} />}
                {more === 'loading' ? 'Loading…' : 'Load more calls'}
              </Button>
              {more === 'failed' ? <PanelNote role="alert">The next calls could not load. Please try again.</PanelNote> : null}
            </More>
          ) : null}
        </>
      )}
    </WorkspacePanel>
  );
};

const Call = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} 0;
`;

const CallMain = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};

  code {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const CallMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  code {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
