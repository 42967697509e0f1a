import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BRIEF_LIMITS } from '../../../../graph/src/shared/limits';
import { graphQLErrorMessage } from '../../apollo/errors';
import { AdminLoading } from '../../components/admin/AdminPaging';
import { compensationText, KIND_LABELS } from '../../components/briefs/briefWords';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { shortDate, timeAgo } from '../../components/format';
import { Icon } from '../../components/Icon';
import { AvatarImage } from '../../components/layout/Avatar';
import { Button } from '../../components/ui/Button';
import { Card, IconTile } from '../../components/ui/Card';
import { CountedTextArea, DialogForm, FormDialog } from '../../components/ui/FormDialog';
import { Tag } from '../../components/ui/Tag';
import { graphql } from '../../gql';
import type { BriefModerationQueueQuery } from '../../gql/graphql';
import { useBriefModerationMutations } from '../../mutations/useBriefModerationMutations';
import { QueueCard as Item, QueueCardHead as Head, QueueList as List } from '../../components/admin/AdminQueue';

export const BRIEF_MODERATION_QUEUE = graphql(`
  query BriefModerationQueue($first: Int) {
    briefModerationQueue(first: $first) {
      totalCount
      edges {
        node {
          id
          title
          description
          kind
          status
          awaitingReview
          createdAt
          updatedAt
          closesAt
          compensation {
            type
            min
            max
            currency
          }
          poster {
            brand {
              id
              name
              slug
              logoUrl
              verified
            }
            creator {
              id
              username
              artistName
              firstName
              profilePictureUrl
            }
          }
          reports {
            createdAt
            reason
            reporter
          }
        }
      }
    }
  }
`);

type QueuedBrief = BriefModerationQueueQuery['briefModerationQueue']['edges'][number]['node'];

/** The most the queue shows at once: the longest waiting first. */
const PAGE = 25;

/** Why a brief is in the queue, in words an admin acts on. */
function whyItWaits(brief: QueuedBrief): string[] {
  const reasons: string[] = [];
  if (brief.awaitingReview) {
    const brand = brief.poster.brand;
    if (brand) reasons.push(brand.verified ? 'First brief of this brand' : 'Brand not verified');
    else reasons.push('New poster: a first brief, or an unconfirmed e-mail address');
  }
  if (brief.reports.length > 0) reasons.push(brief.reports.length === 1 ? 'Reported once' : `Reported ${brief.reports.length} times`);
  return reasons;
}

/**
 * Briefs waiting for an admin: published first briefs and briefs of unverified posters, and
 * reported briefs with their reports. Approve opens one (or dismisses its reports); reject
 * removes it with a reason its poster reads. The server audits both.
 */
export const BriefQueue = () => {
  const { data, loading, error } = useQuery(BRIEF_MODERATION_QUEUE, { variables: { first: PAGE }, fetchPolicy: 'cache-and-network' });
  const { approveBrief } = useBriefModerationMutations();
  const [rejecting, setRejecting] = useState<QueuedBrief | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const briefs = data?.briefModerationQueue.edges.map((edge) => edge.node) ?? [];

  if (loading && !data) return <AdminLoading label="Loading briefs…" />;
  if (error && !data) return <Card role="alert">The briefs could not be loaded: {graphQLErrorMessage(error, 'please reload the page')}.</Card>;
  if (briefs.length === 0) {
    return (
      <Card>
        <Empty>No briefs waiting. First briefs, briefs of unverified posters and reported briefs land here.</Empty>
      </Card>
    );
  }

  return (
    <>
      <List>
        {briefs.map((brief) => {
          const brand = brief.poster.brand;
          const creator = brief.poster.creator;
          const name = brand?.name ?? (creator ? creator.artistName?.trim() || creator.firstName || `@${creator.username}` : 'A deleted account');
          return (
            <Item key={brief.id} aria-labelledby={`queued-${brief.id}`} data-testid="queued-brief">
              <Head>
                {brand ? (
                  <EntityLogo src={brand.logoUrl} name={brand.name} size={44} />
                ) : (
                  <AvatarImage url={creator?.profilePictureUrl} letter={name.replace(/^@/, '').charAt(0).toUpperCase() || '?'} size={44} />
                )}
                <Who>
                  <h3 id={`queued-${brief.id}`}>{brief.title}</h3>
                  <small>
                    {brand ? (
                      <Link to={`/brands/${encodeURIComponent(brand.slug)}`}>{brand.name}</Link>
                    ) : creator ? (
                      <Link to={`/creators/${encodeURIComponent(creator.username)}`}>{name}</Link>
                    ) : (
                      name
                    )}{' '}
                    · {KIND_LABELS[brief.kind]} · {compensationText(brief.compensation)} · waiting since {timeAgo(brief.updatedAt)}
                  </small>
                </Who>
                <Why>
                  {whyItWaits(brief).map((reason) => (
                    <WhyTag key={reason} $tone={reason.startsWith('Reported') ? 'danger' : 'secondary'}>
                      {reason}
                    </WhyTag>
                  ))}
                </Why>
              </Head>
              <Body>
                <Description>{brief.description}</Description>
                <Meta>Applications close {shortDate(brief.closesAt)}</Meta>
                {brief.reports.length > 0 ? (
                  <Reports aria-label="Reports">
                    {brief.reports.map((report, i) => (
                      <li key={i}>
                        <Icon name="flag" size={14} />
                        <span>
                          <strong>{report.reporter ? `@${report.reporter}` : 'A deleted account'}</strong> {report.reason}
                        </span>
                        <time dateTime={report.createdAt}>{timeAgo(report.createdAt)}</time>
                      </li>
                    ))}
                  </Reports>
                ) : null}
              </Body>
              <Actions>
                <Button
                  type="button"
                  $size="sm"
                  disabled={busy === brief.id}
                  aria-label={`${brief.awaitingReview ? 'Approve' : 'Dismiss reports on'} “${brief.title}”`}
                  onClick={async () => {
                    setBusy(brief.id);
                    await approveBrief(brief);
                    setBusy(null);
                  }}
                >
                  <Icon name="check" size={16} />
                  {brief.awaitingReview ? 'Approve' : 'Dismiss reports'}
                </Button>
                <Button type="button" $size="sm" $variant="secondary" onClick={() => setRejecting(brief)} aria-label={`Reject “${brief.title}”`}>
                  <Icon name="ban" size={16} />
                  Reject
                </Button>
                <PreviewLink to={`/collaboration/${brief.id}`}>Open the brief</PreviewLink>
              </Actions>
            </Item>
          );
        })}
      </List>
      {data && data.briefModerationQueue.totalCount > briefs.length ? (
        <Note>
          The first {briefs.length} of {data.briefModerationQueue.totalCount} briefs. Decide on some and the next ones come up.
        </Note>
      ) : null}
      <FormDialog open={rejecting !== null} onClose={() => setRejecting(null)}>
        {(titleId) => (rejecting ? <RejectForm titleId={titleId} brief={rejecting} onClose={() => setRejecting(null)} /> : null)}
      </FormDialog>
    </>
  );
};

const RejectForm = ({ titleId, brief, onClose }: { titleId: string; brief: QueuedBrief; onClose: () => void }) => {
  const { rejectBrief } = useBriefModerationMutations();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!reason.trim()) return setError('Say why: the poster reads it');
    setSending(true);
    const refused = await rejectBrief(brief, reason.trim());
    setSending(false);
    if (refused) setRefusal(refused);
    else onClose();
  };

  return (
    <DialogForm
      titleId={titleId}
      tile={
        <IconTile aria-hidden="true">
          <Icon name="ban" size={20} />
        </IconTile>
      }
      title={<>Reject “{brief.title}”</>}
      intro="It is removed from the board and its reports are upheld. The poster reads your reason; the decision is written to the audit log."
      refusal={refusal}
      sending={sending}
      submitIcon="ban"
      submitLabel="Reject brief"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <CountedTextArea
        label="Reason for the poster"
        rows={4}
        maxLength={BRIEF_LIMITS.reason}
        placeholder="e.g. Asks applicants to pay a fee, which the board does not allow"
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </DialogForm>
  );
};

const Who = styled.div`
  display: flex;
  flex: 1 1 220px;
  flex-direction: column;
  min-width: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  a {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Why = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** A reason can be a few words long: on a phone it wraps inside the card. */
const WhyTag = styled(Tag)`
  white-space: normal;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
`;

const Description = styled.p`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: pre-line;
  overflow-wrap: anywhere;
  -webkit-line-clamp: 6;
  -webkit-box-orient: vertical;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Reports = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  list-style: none;

  li {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.dangerText};
  }

  span {
    flex: 1;
    min-width: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    overflow-wrap: anywhere;
  }

  time {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
`;

const PreviewLink = styled(Link)`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
