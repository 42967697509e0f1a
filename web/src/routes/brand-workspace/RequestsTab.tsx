import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_REQUEST_LIMITS } from '../../../../graph/src/shared/limits';
import { graphQLErrorMessage } from '../../apollo/errors';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { formatCount, shortDate, timeAgo } from '../../components/format';
import { Icon } from '../../components/Icon';
import { AvatarImage } from '../../components/layout/Avatar';
import { avatarTone, creatorName } from '../../components/network/creatorName';
import { Button, ButtonLink } from '../../components/ui/Button';
import { FilterPillButton, FilterPills, PillCount } from '../../components/ui/FilterPills';
import { MessageDialog } from '../../components/ui/MessageDialog';
import { Spinner } from '../../components/ui/Spinner';
import { Tag } from '../../components/ui/Tag';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import type { BrandConnectionStatus, BrandInboxQueryQuery } from '../../gql/graphql';
import { useRespondToBrandConnectionMutation } from '../../mutations/useBrandTeamMutations';

/** The most requests a tab shows at once; the oldest pending ones expire after 30 days anyway. */
const PAGE = 50;

export const BRAND_INBOX_QUERY = graphql(`
  query BrandInboxQuery($brandId: ID!, $status: BrandConnectionStatus, $first: Int) {
    brandInbox(brandId: $brandId, status: $status, first: $first) {
      totalCount
      edges {
        node {
          id
          status
          pitch
          links
          createdAt
          expiresAt
          respondedAt
          responseMessage
          conversationId
          creator {
            id
            username
            artistName
            firstName
            userType
            profilePictureUrl
          }
        }
      }
    }
    pending: brandInbox(brandId: $brandId, status: REQUESTED, first: 1) {
      totalCount
    }
  }
`);

type InboxRequest = BrandInboxQueryQuery['brandInbox']['edges'][number]['node'];

const FILTERS: readonly { status: BrandConnectionStatus; label: string; empty: string }[] = [
  { status: 'REQUESTED', label: 'Pending', empty: 'No requests waiting. New requests from creators land here.' },
  { status: 'CONNECTED', label: 'Accepted', empty: 'No accepted requests yet.' },
  { status: 'DECLINED', label: 'Declined', empty: 'No declined requests.' },
  { status: 'WITHDRAWN', label: 'Withdrawn', empty: 'No creator has withdrawn a request.' },
  { status: 'EXPIRED', label: 'Expired', empty: 'No request has expired: each waits 30 days for an answer.' },
  { status: 'ENDED', label: 'Ended', empty: 'No creator has left a conversation with your team.' },
];

/** The brand's requests by state; a pending one is accepted or declined with an optional message. */
export const RequestsTab = ({ brand }: { brand: { id: string; name: string } }) => {
  const [status, setStatus] = useState<BrandConnectionStatus>('REQUESTED');
  const { data, loading, error, refetch } = useQuery(BRAND_INBOX_QUERY, {
    variables: { brandId: brand.id, status, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [answering, setAnswering] = useState<{ request: InboxRequest; accept: boolean } | null>(null);
  const requests = data?.brandInbox.edges.map((edge) => edge.node) ?? [];
  const filter = FILTERS.find((f) => f.status === status)!;

  return (
    <Section aria-labelledby="requests-title">
      <VisuallyHidden as="h2" id="requests-title">
        {filter.label} requests
      </VisuallyHidden>
      <FilterPills role="group" aria-label="Request state">
        {FILTERS.map((f) => (
          <FilterPillButton key={f.status} type="button" aria-pressed={f.status === status} onClick={() => setStatus(f.status)}>
            {f.label}
            {f.status === 'REQUESTED' && data ? <PillCount>{data.pending.totalCount}</PillCount> : null}
          </FilterPillButton>
        ))}
      </FilterPills>

      {loading && !data ? (
        <Centre role="status">
          <Spinner />
          <VisuallyHidden>Loading requests…</VisuallyHidden>
        </Centre>
      ) : error && !data ? (
        <StatePanel
          icon="alert"
          tone="danger"
          title="The requests could not load"
          action={
            <Button type="button" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {graphQLErrorMessage(error, 'Please try again.')}
        </StatePanel>
      ) : requests.length === 0 ? (
        <StatePanel icon="mail" title={`No ${filter.label.toLowerCase()} requests`}>
          {filter.empty}
        </StatePanel>
      ) : (
        <List aria-label={`${filter.label} requests`}>
          {requests.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} onAnswer={(accept) => setAnswering({ request, accept })} />
            </li>
          ))}
        </List>
      )}
      {data && data.brandInbox.totalCount > requests.length ? (
        <Muted>
          The newest {requests.length} of {formatCount(data.brandInbox.totalCount)}.
        </Muted>
      ) : null}
      <AnswerDialog brand={brand} answering={answering} onClose={() => setAnswering(null)} />
    </Section>
  );
};

const RequestCard = ({ request, onAnswer }: { request: InboxRequest; onAnswer: (accept: boolean) => void }) => {
  const creator = request.creator;
  const name = creator ? creatorName(creator) : 'Deleted account';
  return (
    <Card aria-label={`Request from ${name}`} data-testid="brand-request">
      <Head>
        <AvatarImage url={creator?.profilePictureUrl ?? null} letter={name.charAt(0).toUpperCase()} size={48} tone={avatarTone(name)} />
        <Who>
          {creator ? <Link to={`/creators/${encodeURIComponent(creator.username)}`}>{name}</Link> : <span>{name}</span>}
          <small>
            {creator ? `@${creator.username} · ` : ''}sent {timeAgo(request.createdAt)}
          </small>
        </Who>
        <StateTag request={request} />
      </Head>
      {request.pitch ? <Pitch>{request.pitch}</Pitch> : null}
      {request.links.length > 0 ? (
        <Links aria-label="Their work">
          {request.links.map((link) => (
            <li key={link}>
              <a href={link} target="_blank" rel="noopener noreferrer nofollow">
                <Icon name="externalLink" size={14} />
                {link.replace(/^https?:\/\//, '')}
                <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </Links>
      ) : null}
      {request.responseMessage ? (
        <Answer>
          <strong>Your answer</strong>
          {request.responseMessage}
        </Answer>
      ) : null}
      <Foot>
        {request.status === 'REQUESTED' ? (
          <>
            <Muted>Expires {shortDate(request.expiresAt)} without an answer</Muted>
            <Actions>
              <Button type="button" $size="sm" $variant="secondary" onClick={() => onAnswer(false)} aria-label={`Decline ${name}`}>
                Decline
              </Button>
              <Button type="button" $size="sm" onClick={() => onAnswer(true)} aria-label={`Accept ${name}`}>
                <Icon name="check" size={16} />
                Accept
              </Button>
            </Actions>
          </>
        ) : request.status === 'CONNECTED' && request.conversationId ? (
          <ButtonLink to={`/messages/${request.conversationId}`} $size="sm" $variant="secondary">
            <Icon name="message" size={16} />
            Open conversation
          </ButtonLink>
        ) : request.status === 'ENDED' && request.conversationId ? (
          <>
            <Muted>The creator left the conversation: your team can no longer write in it.</Muted>
            <ButtonLink to={`/messages/${request.conversationId}`} $size="sm" $variant="ghost">
              <Icon name="message" size={16} />
              Read the conversation
            </ButtonLink>
          </>
        ) : null}
      </Foot>
    </Card>
  );
};

const StateTag = ({ request }: { request: InboxRequest }) => {
  switch (request.status) {
    case 'REQUESTED':
      return <Tag $tone="accent">Pending</Tag>;
    case 'CONNECTED':
      return <Tag $tone="success">Accepted{request.respondedAt ? ` ${shortDate(request.respondedAt)}` : ''}</Tag>;
    case 'DECLINED':
      return <Tag>Declined{request.respondedAt ? ` ${shortDate(request.respondedAt)}` : ''}</Tag>;
    case 'WITHDRAWN':
      return <Tag>Withdrawn</Tag>;
    case 'EXPIRED':
      return <Tag $tone="danger">Expired</Tag>;
    case 'ENDED':
      return <Tag>Ended</Tag>;
  }
};

type AnswerDialogProps = { brand: { id: string; name: string }; answering: { request: InboxRequest; accept: boolean } | null; onClose: () => void };

/** Accept or decline, with an optional message; an accept's message opens the conversation. */
const AnswerDialog = ({ brand, answering, onClose }: AnswerDialogProps) => {
  const { respond, responding } = useRespondToBrandConnectionMutation(brand);
  const accept = answering?.accept ?? true;
  const name = answering?.request.creator ? creatorName(answering.request.creator) : 'this creator';
  return (
    <MessageDialog
      open={answering !== null}
      title={accept ? `Accept ${name}’s request?` : `Decline ${name}’s request?`}
      description={
        accept
          ? `A conversation opens between ${name} and your team in Messages; your message starts it.`
          : `${name} is told that ${brand.name} declined. A kind word helps.`
      }
      label="Message"
      rows={4}
      maxLength={BRAND_REQUEST_LIMITS.message}
      placeholder={accept ? 'Thanks for reaching out! Here is what happens next…' : 'Thanks for thinking of us. It is not a fit right now because…'}
      submitLabel={accept ? 'Accept request' : 'Decline request'}
      submitIcon={accept ? <Icon name="check" size={18} /> : null}
      busy={responding}
      onSubmit={(message) => (answering ? respond({ id: answering.request.id, creatorName: name }, accept, message) : Promise.resolve(null))}
      onClose={onClose}
    />
  );
};

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Who = styled.div`
  display: flex;
  flex: 1 1 180px;
  flex-direction: column;
  min-width: 0;

  a,
  span {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Pitch = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.accentHover};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Answer = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.secondary};
  background: ${({ theme }) => theme.colors.surface2};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }
`;

const Foot = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  &:empty {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
