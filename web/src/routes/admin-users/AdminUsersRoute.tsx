import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { timeAgo, utcDate, utcDateTime } from '../../components/admin/adminFormat';
import { AdminListStates } from '../../components/admin/AdminListStates';
import { AdminPage } from '../../components/admin/AdminPage';
import { AdminPager, useCursorPages } from '../../components/admin/AdminPaging';
import { Table, TableBox } from '../../components/admin/AdminTable';
import { ResultSummary, StatePanel, Toolbar, ToolbarRow } from '../../components/directory/DirectoryStates';
import { SearchBox } from '../../components/directory/SearchBox';
import { useDirectoryParams } from '../../components/directory/useDirectoryParams';
import { AvatarImage } from '../../components/layout/Avatar';
import { avatarTone } from '../../components/network/creatorName';
import { Button } from '../../components/ui/Button';
import { SelectField } from '../../components/ui/SelectField';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import type { AccountType, UserRole } from '../../gql/graphql';
import { AccountTypeTag, RoleTag, StandingTag } from './accountTags';

export const ADMIN_USERS_ROUTE_QUERY = graphql(`
  query AdminUsersRouteQuery($search: String, $role: UserRole, $accountType: AccountType, $suspended: Boolean, $after: String) {
    adminUsers(search: $search, role: $role, accountType: $accountType, suspended: $suspended, first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          email
          username
          displayName
          profileImageUrl
          role
          userType
          createdAt
          lastSeenAt
          suspendedAt
        }
      }
    }
  }
`);

export const PAGE_SIZE = 20;

const ROLE_OPTIONS = [
  { value: '', label: 'All roles' },
  { value: 'CREATOR', label: 'Members' },
  { value: 'ADMIN', label: 'Admins' },
];
const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  { value: 'CREATOR', label: 'Creators' },
  { value: 'BRAND', label: 'Brand accounts' },
];
const STATE_OPTIONS = [
  { value: '', label: 'Any standing' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

const plural = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;

/** /admin/users: every account, searched and filtered, a page at a time; each opens on its own page. */
export const AdminUsersRoute = () => {
  const location = useLocation();
  const { text, setText, search, filters, setFilter, clear, active } = useDirectoryParams(['role', 'type', 'state'] as const);
  const role = (ROLE_OPTIONS.some((o) => o.value === filters.role) ? filters.role : '') as UserRole | '';
  const accountType = (TYPE_OPTIONS.some((o) => o.value === filters.type) ? filters.type : '') as AccountType | '';
  const suspended = filters.state === 'suspended' ? true : filters.state === 'active' ? false : null;
  const page = useCursorPages(JSON.stringify([search, role, accountType, suspended]));
  const list = useQuery(ADMIN_USERS_ROUTE_QUERY, {
    variables: { search: search || null, role: role || null, accountType: accountType || null, suspended, after: page.after },
    // Roles and standing change under other admins: a return to the list reads it again.
    fetchPolicy: 'cache-and-network',
  });
  const users = (list.data ?? list.previousData)?.adminUsers;
  const refreshing = list.loading && Boolean(users);
  const from = page.index * PAGE_SIZE;

  return (
    <AdminPage
      documentTitle="Users"
      title="Users"
      intro="Every account on SoundBoard, creators and brand teams. Open one to see its activity and profile, change its role or suspend it."
    >
      <section aria-labelledby="accounts-title">
        <Stack>
          <VisuallyHidden as="h2" id="accounts-title">
            Accounts
          </VisuallyHidden>
          <Toolbar>
            <Filters>
              <SearchBox label="Search accounts" placeholder="Name, username or e-mail" value={text} onChange={setText} />
              <SelectField label="Type" value={accountType} onChange={(event) => setFilter('type', event.target.value)} options={TYPE_OPTIONS} />
              <SelectField label="Role" value={role} onChange={(event) => setFilter('role', event.target.value)} options={ROLE_OPTIONS} />
              <SelectField label="Standing" value={filters.state} onChange={(event) => setFilter('state', event.target.value)} options={STATE_OPTIONS} />
            </Filters>
            {users ? (
              <ResultSummary busy={refreshing}>
                {users.totalCount === 0 ? (
                  <>No accounts</>
                ) : (
                  <>
                    <strong>
                      {(from + 1).toLocaleString('en')}–{(from + users.edges.length).toLocaleString('en')}
                    </strong>{' '}
                    of <strong>{plural(users.totalCount, 'account')}</strong>
                  </>
                )}
                {search ? <> matching “{search}”</> : null}
              </ResultSummary>
            ) : null}
          </Toolbar>

          <AdminListStates
            list={users}
            error={list.error}
            what="The accounts"
            onRetry={() => void list.refetch()}
            loading={<StatePanel icon="users" title="Loading accounts…" />}
            isEmpty={(shown) => shown.edges.length === 0}
            empty={
              <StatePanel
                icon="search"
                title={search ? `No accounts match “${search}”` : 'No accounts match these filters'}
                action={
                  active ? (
                    <Button type="button" $variant="secondary" onClick={clear}>
                      Clear search and filters
                    </Button>
                  ) : null
                }
              >
                Search by name, stage name, username or any part of an e-mail address.
              </StatePanel>
            }
          >
            {(shown) => (
              <TableBox $busy={refreshing}>
                <Table>
                  <thead>
                    <tr>
                      <th scope="col">Account</th>
                      <th scope="col">E-mail</th>
                      <th scope="col">Type</th>
                      <th scope="col">Role</th>
                      <th scope="col">Signed up</th>
                      <th scope="col">Last seen</th>
                      <th scope="col">Standing</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.edges.map(({ node: user }) => (
                      <tr key={user.id} data-testid="admin-user-row">
                        <td>
                          <AccountCell>
                            <AvatarImage
                              url={user.profileImageUrl}
                              letter={user.displayName.charAt(0).toUpperCase()}
                              size={36}
                              tone={avatarTone(user.displayName)}
                            />
                            <span>
                              <AccountLink to={`/admin/users/${user.id}`} state={{ from: `${location.pathname}${location.search}` }}>
                                {user.displayName}
                              </AccountLink>
                              <small>@{user.username}</small>
                            </span>
                          </AccountCell>
                        </td>
                        <td data-label="E-mail">
                          <Email>{user.email}</Email>
                        </td>
                        <td data-label="Type">
                          <AccountTypeTag type={user.userType} />
                        </td>
                        <td data-label="Role">
                          <RoleTag role={user.role} />
                        </td>
                        <td data-label="Signed up">
                          <time dateTime={user.createdAt} title={`${utcDateTime(user.createdAt)} UTC`}>
                            {utcDate(user.createdAt)}
                          </time>
                        </td>
                        <td data-label="Last seen">
                          {user.lastSeenAt ? (
                            <time dateTime={user.lastSeenAt} title={`${utcDateTime(user.lastSeenAt)} UTC`}>
                              {timeAgo(user.lastSeenAt)}
                            </time>
                          ) : (
                            <Muted>Not yet</Muted>
                          )}
                        </td>
                        <td data-label="Standing">
                          <StandingTag suspended={Boolean(user.suspendedAt)} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableBox>
            )}
          </AdminListStates>

          {users ? (
            <AdminPager
              label="Pages of accounts"
              page={page}
              endCursor={users.pageInfo.endCursor}
              hasNextPage={users.pageInfo.hasNextPage}
              pageCount={Math.ceil(users.totalCount / PAGE_SIZE)}
              busy={refreshing}
            />
          ) : null}
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

  > :first-child {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));

    > :first-child {
      grid-column: auto;
    }
  }
`;

const AccountCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;

const AccountLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;

  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
    text-decoration: underline;
  }
`;

const Email = styled.span`
  overflow-wrap: anywhere;
  text-align: right;

  ${({ theme }) => theme.media.tablet} {
    text-align: left;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
