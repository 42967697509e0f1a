import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphQLErrorMessage } from '../../apollo/errors';
import { useAuth } from '../../auth/authContext';
import { AdminPage } from '../../components/admin/AdminPage';
import { AdminLoading } from '../../components/admin/AdminPaging';
import { AvatarImage } from '../../components/layout/Avatar';
import { categoryLabel, readableTime } from '../../components/moderation/reportWords';
import { Card } from '../../components/ui/Card';
import { FilterPillLink, FilterPills, PillCount } from '../../components/ui/FilterPills';
import { Tag } from '../../components/ui/Tag';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import type { ModerationAction, ReportStatus } from '../../gql/graphql';
import { useClaimReportMutation, useResolveReportMutation } from '../../mutations/useModerationMutations';
import { BriefQueue } from './BriefQueue';
import { ReportItem, type QueueReport } from './ReportItem';
import { QueueCard as Group, QueueCardHead as Head, QueueList as Groups } from '../../components/admin/AdminQueue';

export const ADMIN_MODERATION_ROUTE_QUERY = graphql(`
  query AdminModerationRouteQuery($status: ReportStatus!, $first: Int) {
    queue: moderationQueue(status: $status, first: $first) {
      totalCount
      edges {
        node {
          id
          category
          comment
          status
          createdAt
          unresolvedReportCount
          reportedUsername
          reportedSuspendedAt
          reportedCreator {
            id
            username
            displayName
            avatarUrl
          }
          reporter {
            id
            username
            displayName
          }
          messages {
            messageId
            body
            sentAt
            removed
          }
          claimedBy {
            id
            username
          }
          claimedAt
          resolvedBy {
            id
            username
          }
          resolvedAt
          action
          note
        }
      }
    }
    open: moderationQueue(status: OPEN, first: 1) {
      totalCount
    }
    claimed: moderationQueue(status: CLAIMED, first: 1) {
      totalCount
    }
    briefs: briefModerationQueue(first: 1) {
      totalCount
    }
  }
`);

const TABS: readonly { status: ReportStatus; label: string }[] = [
  { status: 'OPEN', label: 'Open' },
  { status: 'CLAIMED', label: 'Claimed' },
  { status: 'RESOLVED', label: 'Resolved' },
];

/** The most a page shows; the queue's order puts what matters most first. */
const PAGE = 100;

const statusOf = (param: string | null): ReportStatus => TABS.find((tab) => tab.status === param?.toUpperCase())?.status ?? 'OPEN';

/** Reports next to each other about the same creator, as one card. */
function byCreator(reports: readonly QueueReport[]): QueueReport[][] {
  const groups: QueueReport[][] = [];
  for (const report of reports) {
    const last = groups.at(-1);
    const key = (r: QueueReport) => r.reportedCreator?.id ?? r.reportedUsername;
    if (last && key(last[0]!) === key(report)) last.push(report);
    else groups.push([report]);
  }
  return groups;
}

const EMPTY: Record<ReportStatus, string> = {
  OPEN: 'No open reports. New reports from creators land here.',
  CLAIMED: 'No claimed reports. Claim an open report to take it on.',
  RESOLVED: 'No resolved reports yet.',
};

/** /admin/moderation: reports by status, the most reported creators first; claim and resolve. */
export const AdminModerationRoute = () => {
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  // Briefs waiting for review, and reported briefs, are a queue of their own beside the reports.
  const briefsShown = params.get('status') === 'briefs';
  const { data, loading, error } = useQuery(ADMIN_MODERATION_ROUTE_QUERY, { variables: { status, first: PAGE } });
  const claimReport = useClaimReportMutation();
  const resolve = useResolveReportMutation();
  const me = auth.status === 'signed-in' ? auth.user.id : null;
  const reports = data?.queue.edges.map((edge) => edge.node) ?? [];
  const counts: Partial<Record<ReportStatus, number>> = data ? { OPEN: data.open.totalCount, CLAIMED: data.claimed.totalCount } : {};

  const claim = async (report: QueueReport) => {
    // A claim says "I am on it now": the claimed reports are where it is resolved.
    if (await claimReport(report)) setParams({ status: 'claimed' });
  };

  return (
    <AdminPage
      documentTitle="Moderation"
      title="Moderation"
      intro={
        briefsShown
          ? 'Briefs on the collaboration board that wait for an admin: first briefs, briefs of unverified posters, and reported briefs. Approve or reject; each decision is audited.'
          : 'Reports from creators: the most reported creators first. Claim a report so no one else works on it, then resolve it with an action.'
      }
    >
      <FilterPills as="nav" aria-label="Report status">
        {TABS.map((tab) => (
          <FilterPillLink key={tab.status} to={`?status=${tab.status.toLowerCase()}`} aria-current={!briefsShown && tab.status === status ? 'page' : undefined}>
            {tab.label}
            {counts[tab.status] !== undefined ? <PillCount>{counts[tab.status]}</PillCount> : null}
          </FilterPillLink>
        ))}
        <FilterPillLink to="?status=briefs" aria-current={briefsShown ? 'page' : undefined}>
          Briefs
          {data ? <PillCount>{data.briefs.totalCount}</PillCount> : null}
        </FilterPillLink>
      </FilterPills>

      {briefsShown ? (
        <section aria-labelledby="brief-queue-title">
          <VisuallyHidden as="h2" id="brief-queue-title">
            Briefs waiting for moderation
          </VisuallyHidden>
          <BriefQueue />
        </section>
      ) : (
        <section aria-labelledby="queue-title">
          <VisuallyHidden as="h2" id="queue-title">
            {TABS.find((tab) => tab.status === status)!.label} reports
          </VisuallyHidden>
          {loading && !data ? (
            <AdminLoading label="Loading reports…" />
          ) : error && !data ? (
            <Card role="alert">The reports could not be loaded: {graphQLErrorMessage(error, 'please reload the page')}.</Card>
          ) : reports.length === 0 ? (
            <Card>
              <Empty>{EMPTY[status]}</Empty>
            </Card>
          ) : (
            <Groups>
              {byCreator(reports).map((group) => (
                <CreatorCard key={group[0]!.id} reports={group} me={me} onClaim={claim} onResolve={resolve} />
              ))}
            </Groups>
          )}
          {data && data.queue.totalCount > reports.length ? (
            <Note>
              The first {reports.length} of {data.queue.totalCount} reports. Resolve some and the next ones come up.
            </Note>
          ) : null}
        </section>
      )}
    </AdminPage>
  );
};

type CreatorCardProps = {
  reports: QueueReport[];
  me: string | null;
  onClaim: (report: QueueReport) => Promise<void>;
  onResolve: (report: QueueReport, action: ModerationAction, note: string | null) => Promise<boolean>;
};

/** One reported creator: who, how often reported, for what; then each report. */
const CreatorCard = ({ reports, me, onClaim, onResolve }: CreatorCardProps) => {
  const first = reports[0]!;
  const creator = first.reportedCreator;
  const name = creator?.displayName ?? `@${first.reportedUsername}`;
  const categories = [...new Set(reports.map((r) => r.category))];
  const unresolved = first.unresolvedReportCount;
  return (
    <Group aria-label={`Reports on ${name}`} data-testid="moderation-card">
      <Head>
        <AvatarImage url={creator?.avatarUrl} letter={name.replace(/^@/, '').charAt(0).toUpperCase() || '?'} size={44} />
        <Who>
          <h3>{creator ? <Link to={`/creators/${creator.username}`}>{name}</Link> : name}</h3>
          <small>
            {creator ? (
              <>
                @{creator.username} · <Link to={`/admin/users/${creator.id}`}>Account</Link>
              </>
            ) : (
              'Account deleted'
            )}
          </small>
        </Who>
        <Summary>
          {first.reportedSuspendedAt ? (
            <Tag $tone="danger" data-testid="reported-standing" title={`Suspended ${readableTime(first.reportedSuspendedAt)}`}>
              Already suspended
            </Tag>
          ) : null}
          {unresolved > 0 ? (
            <Tag $tone="accent" data-testid="unresolved-count">
              {first.status === 'RESOLVED' ? `${unresolved} still unresolved` : `${unresolved} unresolved report${unresolved === 1 ? '' : 's'}`}
            </Tag>
          ) : null}
          {categories.map((category) => (
            <Tag key={category}>{categoryLabel(category)}</Tag>
          ))}
        </Summary>
      </Head>
      <Items>
        {reports.map((report) => (
          <ReportItem key={report.id} report={report} me={me} onClaim={onClaim} onResolve={onResolve} />
        ))}
      </Items>
    </Group>
  );
};

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Who = styled.div`
  display: flex;
  flex: 1 1 160px;
  flex-direction: column;
  min-width: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Items = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;
