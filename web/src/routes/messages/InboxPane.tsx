import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { onSocketReconnect } from '../../apollo/lazyApollo';
import { useAuth } from '../../auth/authContext';
import { timeAgo } from '../../components/format';
import { Icon } from '../../components/Icon';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { AvatarImage } from '../../components/layout/Avatar';
import { avatarTone } from '../../components/network/creatorName';
import { Spinner } from '../../components/ui/Spinner';
import { sentByViewer } from '../../live/messageSides';
import { INBOX_QUERY, REQUEST_COUNT_QUERY } from './messageOperations';

/**
 * The conversations, latest first, with the message requests one tab away; live as messages come:
 * the tab's live updates (useLiveUpdates) write each new message and read into the cached rows,
 * which this reads. After a dropped socket, events may have been missed: the lists are read again.
 */
export const InboxPane = ({ activeId }: { activeId?: string }) => {
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const [requests, setRequests] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useQuery(INBOX_QUERY, { variables: { requests }, fetchPolicy: 'cache-and-network' });
  const { data: counts, refetch: refetchCounts } = useQuery(REQUEST_COUNT_QUERY, { fetchPolicy: 'cache-and-network' });
  const reload = useCallback(() => {
    void refetch();
    void refetchCounts();
  }, [refetch, refetchCounts]);
  useEffect(() => onSocketReconnect(reload), [reload]);

  const page = data?.viewer?.conversations;
  const requestCount = counts?.viewer?.messageRequests.totalCount ?? 0;

  return (
    <Pane aria-labelledby="inbox-title">
      <Head>
        <h1 id="inbox-title">Messages</h1>
        <Tabs role="tablist" aria-label="Conversations">
          <Tab type="button" role="tab" aria-selected={!requests} onClick={() => setRequests(false)}>
            Inbox
          </Tab>
          <Tab type="button" role="tab" aria-selected={requests} onClick={() => setRequests(true)}>
            Requests{requestCount > 0 ? <Count aria-label={`${requestCount} waiting`}>{requestCount}</Count> : null}
          </Tab>
        </Tabs>
      </Head>
      <List role="tabpanel" aria-label={requests ? 'Message requests' : 'Inbox'} aria-busy={loading}>
        {!page && loading ? (
          <Centered>
            <Spinner />
          </Centered>
        ) : error && !page ? (
          <Empty role="alert">Your messages could not load. Reload the page to try again.</Empty>
        ) : page && page.edges.length === 0 ? (
          <Empty>
            {requests ? (
              'No message requests. When someone you are not connected with writes to you, it waits here.'
            ) : (
              <>
                No conversations yet. Message a connection from <Link to="/network">your network</Link> or from a creator’s page.
              </>
            )}
          </Empty>
        ) : (
          <ul>
            {page?.edges.map(({ node }) => {
              const name = node.other?.displayName ?? 'Deleted account';
              const mine = sentByViewer(node.lastMessage?.sender, node.other, viewerId);
              return (
                <li key={node.id}>
                  <Row to={`/messages/${node.id}`} aria-current={node.id === activeId ? 'page' : undefined} $unread={node.unreadCount > 0}>
                    {node.other?.kind === 'BRAND' ? (
                      <EntityLogo src={node.other.avatarUrl ?? ''} name={name} size={44} />
                    ) : (
                      <AvatarImage url={node.other?.avatarUrl ?? null} letter={name.charAt(0).toUpperCase()} size={44} tone={avatarTone(name)} />
                    )}
                    <RowText>
                      <RowTop>
                        <strong>{name}</strong>
                        {node.lastMessageAt ? <time dateTime={node.lastMessageAt}>{timeAgo(node.lastMessageAt)}</time> : null}
                      </RowTop>
                      <Preview>{node.lastMessage ? `${mine ? 'You: ' : ''}${node.lastMessage.body}` : 'No messages yet'}</Preview>
                    </RowText>
                    {node.unreadCount > 0 ? <Unread aria-label={`${node.unreadCount} unread`}>{node.unreadCount}</Unread> : null}
                  </Row>
                </li>
              );
            })}
          </ul>
        )}
        {page?.pageInfo.hasNextPage ? (
          <More type="button" onClick={() => void fetchMore({ variables: { after: page.pageInfo.endCursor } })}>
            Show older conversations
          </More>
        ) : null}
      </List>
      <Foot>
        <Icon name="sparkles" size={16} />
        <span>
          Questions about your career? <Link to="/chat">Ask the SoundBoard assistant</Link>
        </span>
      </Foot>
    </Pane>
  );
};

const Pane = styled.section`
  flex-direction: column;
  min-height: 0;
`;

const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface2};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Count = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 20px;
  text-align: center;
`;

const List = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;

  ul {
    padding: 0;
    list-style: none;
  }
`;

const Row = styled(Link)<{ $unread: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: inherit;
  border-left: 3px solid transparent;

  &:hover {
    background: ${({ theme }) => theme.colors.surface2};
  }

  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface2};
  }

  strong {
    font-weight: ${({ $unread, theme }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.semibold)};
  }
`;

const RowText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const RowTop = styled.span`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};

  strong {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  time {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Preview = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Unread = styled(Count)`
  flex: none;
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xl};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  /* Underlined: in running text a link must not rely on its colour alone. */
  a {
    color: ${({ theme }) => theme.colors.accentHover};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

const More = styled.button`
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Foot = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.secondaryLight};
  }

  a {
    color: ${({ theme }) => theme.colors.accentHover};
  }
`;
