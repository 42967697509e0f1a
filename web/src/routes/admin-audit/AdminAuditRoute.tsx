import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AUDIT_ACTIONS, type AuditAction } from '../../../../graph/src/shared/audit-actions';
import { utcDateTime } from '../../components/admin/adminFormat';
import { AdminListStates } from '../../components/admin/AdminListStates';
import { AdminPage } from '../../components/admin/AdminPage';
import { LoadMore, ResultSummary, StatePanel, Toolbar, ToolbarRow } from '../../components/directory/DirectoryStates';
import { useDirectoryParams } from '../../components/directory/useDirectoryParams';
import { useLoadMore } from '../../components/directory/useLoadMore';
import { Icon } from '../../components/Icon';
import { SelectField } from '../../components/ui/SelectField';
import { Tag } from '../../components/ui/Tag';
import { TextField } from '../../components/ui/TextField';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import { AuditDiff } from './AuditDiff';

export const ADMIN_AUDIT_ROUTE_QUERY = graphql(`
  query AdminAuditRouteQuery($action: String, $actorId: ID, $since: DateTimeISO, $until: DateTimeISO, $after: String) {
    auditLog(first: 25, after: $after, action: $action, actorId: $actorId, since: $since, until: $until) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          action
          actorLabel
          actor {
            id
          }
          targetType
          targetId
          targetLabel
          before
          after
          createdAt
        }
      }
    }
  }
`);

/** Who can be an actor: today's admins, for the filter. */
const ADMIN_AUDIT_ACTORS_QUERY = graphql(`
  query AdminAuditActorsQuery {
    adminUsers(role: ADMIN, first: 100) {
      edges {
        node {
          id
          displayName
          username
        }
      }
    }
  }
`);

const ACTION_LABELS: Record<AuditAction, string> = {
  'resource.create': 'Resource created',
  'resource.update': 'Resource edited',
  'resource.archive': 'Resource archived',
  'resource.restore': 'Resource restored',
  'ad.create': 'Ad created',
  'ad.update': 'Ad edited',
  'ad.delete': 'Ad deleted',
  'user.role': 'Role changed',
  'user.suspend': 'Account suspended',
  'user.unsuspend': 'Suspension lifted',
  'report.claim': 'Report claimed',
  'report.resolve': 'Report resolved',
  'brand.verify': 'Brand verified',
  'brand.approve_claim': 'Brand claim approved',
  'brand.reject_claim': 'Brand claim rejected',
  'brief.approve': 'Brief approved',
  'brief.reject': 'Brief removed',
  'api_key.create': 'API key created',
  'api_key.roll': 'API key rolled',
  'api_key.revoke': 'API key revoked',
};

const GROUP_LABELS: Record<string, string> = {
  resource: 'Resources',
  ad: 'Ads',
  user: 'Accounts',
  report: 'Reports',
  brand: 'Brands',
  brief: 'Briefs',
  api_key: 'API keys',
};

const TONES: Partial<Record<AuditAction, 'success' | 'danger' | 'secondary'>> = {
  'resource.create': 'success',
  'resource.restore': 'success',
  'ad.create': 'success',
  'user.unsuspend': 'success',
  'brand.verify': 'success',
  'brand.approve_claim': 'success',
  'brief.approve': 'success',
  'resource.archive': 'danger',
  'ad.delete': 'danger',
  'user.suspend': 'danger',
  'brief.reject': 'danger',
  'api_key.revoke': 'danger',
};

const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);
const groups = [...new Set(AUDIT_ACTIONS.map((action) => action.split('.')[0]!))];

/** Every group, then its actions: a group filters all of its actions at once. */
const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...groups.flatMap((group) => [
    { value: group, label: `${GROUP_LABELS[group] ?? group}: every change` },
    ...AUDIT_ACTIONS.filter((action) => action.startsWith(`${group}.`)).map((action) => ({
      value: action,
      label: `${GROUP_LABELS[group] ?? group}: ${ACTION_LABELS[action].toLowerCase()}`,
    })),
  ]),
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A day of the filter as the UTC instant it starts; the end of a range is the start of the next day. */
const dayStart = (day: string, plusDays = 0) => (DATE.test(day) ? new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000).toISOString() : null);

const TARGET_LINKS: Record<string, (id: string) => string> = { user: (id) => `/admin/users/${id}` };

/** /admin/audit: every admin change, newest first, filtered by admin, action and UTC dates; each opens to show what changed. */
export const AdminAuditRoute = () => {
  const { filters, setFilter, clear, active } = useDirectoryParams(['action', 'actor', 'from', 'to'] as const);
  const action = filters.action === '' || isAction(filters.action) || groups.includes(filters.action) ? filters.action : '';
  const rangeError = filters.from && filters.to && filters.from > filters.to ? 'The end comes before the start' : undefined;
  const list = useQuery(ADMIN_AUDIT_ROUTE_QUERY, {
    variables: {
      action: action || null,
      actorId: filters.actor || null,
      since: rangeError ? null : dayStart(filters.from),
      until: rangeError ? null : dayStart(filters.to, 1),
    },
    fetchPolicy: 'cache-and-network',
  });
  const actors = useQuery(ADMIN_AUDIT_ACTORS_QUERY).data?.adminUsers.edges.map((edge) => edge.node) ?? [];
  const log = (list.data ?? list.previousData)?.auditLog;
  const more = useLoadMore(list.fetchMore, log?.pageInfo.endCursor);
  const refreshing = list.loading && !more.loading && Boolean(log);

  return (
    <AdminPage
      documentTitle="Audit log"
      title="Audit log"
      intro="Every change an admin made, newest first: who, what, to which target, and the values before and after."
    >
      <section aria-labelledby="audit-entries-title">
        <Stack>
          <VisuallyHidden as="h2" id="audit-entries-title">
            Changes
          </VisuallyHidden>
          <Toolbar>
            <Filters>
              <SelectField
                label="Admin"
                value={filters.actor}
                onChange={(event) => setFilter('actor', event.target.value)}
                options={[
                  { value: '', label: 'All admins' },
                  ...actors.map((admin) => ({ value: admin.id, label: `${admin.displayName} (@${admin.username})` })),
                ]}
              />
              <SelectField label="Action" value={action} onChange={(event) => setFilter('action', event.target.value)} options={ACTION_OPTIONS} />
              <TextField
                label="From (UTC)"
                type="date"
                value={filters.from}
                max={filters.to || undefined}
                onChange={(event) => setFilter('from', event.target.value)}
              />
              <TextField
                label="To (UTC)"
                type="date"
                value={filters.to}
                min={filters.from || undefined}
                error={rangeError}
                onChange={(event) => setFilter('to', event.target.value)}
              />
            </Filters>
            {log ? (
              <ResultSummary busy={refreshing}>
                <strong>{log.totalCount.toLocaleString('en')}</strong> {log.totalCount === 1 ? 'change' : 'changes'}
                {active ? (
                  <ClearLink type="button" onClick={clear}>
                    Clear filters
                  </ClearLink>
                ) : null}
              </ResultSummary>
            ) : null}
          </Toolbar>

          <AdminListStates
            list={log}
            error={list.error}
            what="The audit log"
            onRetry={() => void list.refetch()}
            loading={<StatePanel icon="file" title="Loading the audit log…" />}
            isEmpty={(shown) => shown.edges.length === 0}
            empty={
              <StatePanel icon="file" title={active ? 'No changes match these filters' : 'No admin changes yet'}>
                {active ? 'Try another admin, action or range of dates.' : 'Every change an admin makes to resources, ads and accounts is listed here.'}
              </StatePanel>
            }
          >
            {(shown) => (
              <Entries $busy={refreshing}>
                <HeaderRow aria-hidden="true">
                  <span>Time (UTC)</span>
                  <span>Admin</span>
                  <span>Action</span>
                  <span>Target</span>
                </HeaderRow>
                {shown.edges.map(({ node: entry }) => {
                  const label = isAction(entry.action) ? ACTION_LABELS[entry.action] : entry.action;
                  const link = TARGET_LINKS[entry.targetType];
                  return (
                    <Entry key={entry.id} data-testid="audit-entry">
                      <Cell>
                        <CellLabel>Time (UTC)</CellLabel>
                        <time dateTime={entry.createdAt}>{utcDateTime(entry.createdAt)}</time>
                      </Cell>
                      <Cell>
                        <CellLabel>Admin</CellLabel>
                        <span>{entry.actor ? <Link to={`/admin/users/${entry.actor.id}`}>{entry.actorLabel}</Link> : entry.actorLabel}</span>
                      </Cell>
                      <Cell>
                        <CellLabel>Action</CellLabel>
                        <Tag $tone={isAction(entry.action) ? (TONES[entry.action] ?? 'secondary') : 'neutral'} data-testid="audit-action">
                          {label}
                        </Tag>
                      </Cell>
                      <Cell>
                        <CellLabel>Target</CellLabel>
                        <Target>
                          {link ? <Link to={link(entry.targetId)}>{entry.targetLabel}</Link> : <span>{entry.targetLabel}</span>}
                          <small>{entry.targetType}</small>
                        </Target>
                      </Cell>
                      <Changes>
                        <summary>
                          <Icon name="chevronDown" size={14} />
                          What changed
                          <VisuallyHidden>
                            : {label}, {entry.targetLabel}
                          </VisuallyHidden>
                        </summary>
                        <AuditDiff before={entry.before as Record<string, unknown> | null} after={entry.after as Record<string, unknown> | null} />
                      </Changes>
                    </Entry>
                  );
                })}
              </Entries>
            )}
          </AdminListStates>

          {log?.pageInfo.hasNextPage ? (
            <LoadMore onClick={() => void more.loadMore()} loading={more.loading} remaining={log.totalCount - log.edges.length} noun="changes" />
          ) : null}
          {more.failed ? <p role="alert">More changes could not load. Try again.</p> : null}
        </Stack>
      </section>
    </AdminPage>
  );
};

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Filters = styled(ToolbarRow)`
  display: grid;
  grid-template-columns: 1fr 1fr;

  > :nth-child(-n + 2) {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr);

    > :nth-child(-n + 2) {
      grid-column: auto;
    }
  }
`;

const ClearLink = styled.button`
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accentHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

/** The columns of an entry from tablet width up; on a phone each entry is a card. */
const COLUMNS = 'minmax(150px, 1fr) minmax(120px, 1fr) minmax(150px, 1fr) minmax(0, 2fr)';

const Entries = styled.ol<{ $busy: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.base};

  ${({ theme }) => theme.media.tablet} {
    gap: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface1};
  }
`;

const HeaderRow = styled.li`
  display: none;

  ${({ theme }) => theme.media.tablet} {
    display: grid;
    grid-template-columns: ${COLUMNS};
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }
`;

const Entry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.borderStrong};
    text-underline-offset: 3px;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.accentHover};
  }

  ${({ theme }) => theme.media.tablet} {
    display: grid;
    grid-template-columns: ${COLUMNS};
    align-items: center;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: 0;
    background: none;

    &:last-child {
      border-bottom: 0;
    }
  }
`;

const Cell = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.tablet} {
    display: block;
  }
`;

/** Each value's name: shown on a phone's card; on a wider screen the header row shows it, and this is read to screen readers. */
const CellLabel = styled.span`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;

  ${({ theme }) => theme.media.tablet} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Target = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  text-align: right;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  ${({ theme }) => theme.media.tablet} {
    align-items: flex-start;
    text-align: left;
  }
`;

const Changes = styled.details`
  grid-column: 1 / -1;

  summary {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    min-height: 32px;
    color: ${({ theme }) => theme.colors.accentHover};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  summary svg {
    transform: rotate(-90deg);
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  &[open] summary {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }

  &[open] summary svg {
    transform: none;
  }

  > table {
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.backgroundRaised};
  }
`;
