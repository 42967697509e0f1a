import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphQLErrorMessage } from '../../apollo/errors';
import { AdminPage } from '../../components/admin/AdminPage';
import { AdminLoading, AdminPager, useCursorPages } from '../../components/admin/AdminPaging';
import { RowActions, Table, TableBox } from '../../components/admin/AdminTable';
import { ResultSummary, StatePanel, Toolbar, ToolbarRow } from '../../components/directory/DirectoryStates';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { categoryLabel, plural } from '../../components/directory/labels';
import { SearchBox } from '../../components/directory/SearchBox';
import { useDirectoryParams } from '../../components/directory/useDirectoryParams';
import { Icon } from '../../components/Icon';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { SelectField } from '../../components/ui/SelectField';
import { Tag } from '../../components/ui/Tag';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import type { AdminResourceSort, AdminResource_ResourceFragment } from '../../gql/graphql';
import { useArchiveResourceMutation, useSaveResourceMutation } from '../../mutations/useResourceAdminMutations';
import { ResourceForm } from './ResourceForm';

const PAGE_SIZE = 20;

export const ADMIN_RESOURCES_ROUTE_QUERY = graphql(`
  query AdminResourcesRouteQuery($first: Int!, $after: String, $search: String, $category: String, $sort: AdminResourceSort, $includeArchived: Boolean) {
    adminResources(first: $first, after: $after, search: $search, category: $category, sort: $sort, includeArchived: $includeArchived) {
      totalCount
      edges {
        node {
          ...AdminResource_resource
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    vocabulary {
      ...ResourceForm_vocabulary
    }
  }
`);

type Resource = AdminResource_ResourceFragment;

const SORTS: readonly { value: AdminResourceSort; label: string }[] = [
  { value: 'NAME', label: 'Name (A–Z)' },
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'RECENTLY_UPDATED', label: 'Recently updated' },
];
const isSort = (value: string): value is AdminResourceSort => SORTS.some((sort) => sort.value === value);

const TIER_LABEL: Record<Resource['pricingTier'], string> = { FREE: 'Free', FREEMIUM: 'Freemium', PAID: 'Paid', PREMIUM: 'Premium' };

/** `12 Mar 2026`, in the admin's own time zone. */
const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

type Editing = { mode: 'create' } | { mode: 'edit'; resource: Resource } | null;

/**
 * The back office's catalogue: search, filter, sort and page through every resource (archived
 * ones on request), create and edit them with every field MatchMade AI scores on, archive and
 * restore. Search, filters and sort live in the URL; the page in the component (a new search
 * starts at the first).
 */
export const AdminResourcesRoute = () => {
  const { text, setText, search, filters, setFilter, clear, active } = useDirectoryParams(['category', 'sort', 'archived']);
  const sort = isSort(filters.sort) ? filters.sort : 'NAME';
  const includeArchived = filters.archived === '1';
  const listKey = JSON.stringify([search, filters.category, sort, includeArchived]);
  // A new search, filter or sort starts again at the first page.
  const page = useCursorPages(listKey);
  const after = page.after;

  const variables = { first: PAGE_SIZE, after, search: search || undefined, category: filters.category || undefined, sort, includeArchived };
  const { data, previousData, loading, error } = useQuery(ADMIN_RESOURCES_ROUTE_QUERY, { variables });
  const shown = data ?? previousData;
  const connection = shown?.adminResources;
  const resources = connection?.edges.map((edge) => edge.node) ?? [];
  const vocabulary = shown?.vocabulary;

  const save = useSaveResourceMutation();
  const setArchived = useArchiveResourceMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<Resource | null>(null);

  const openEditor = (next: Editing) => {
    setEditing(next);
    window.scrollTo({ top: 0 });
  };
  const confirmArchive = async () => {
    const resource = archiving;
    setArchiving(null);
    if (resource) await setArchived(resource, true);
  };

  const first = page.index * PAGE_SIZE;
  const summary = connection ? (
    connection.totalCount === 0 ? (
      'No resources'
    ) : (
      <>
        <strong>
          {first + 1}–{first + resources.length}
        </strong>{' '}
        of {plural(connection.totalCount, includeArchived ? 'resource' : 'resource in the library', includeArchived ? 'resources' : 'resources in the library')}
      </>
    )
  ) : null;

  return (
    <AdminPage
      documentTitle="Resources"
      title="Resources"
      intro="The tools, services and courses in the resource library, and what MatchMade AI can recommend: every edit reaches creators' matches."
      actions={
        editing ? null : (
          <Button type="button" onClick={() => openEditor({ mode: 'create' })} disabled={!vocabulary}>
            <Icon name="plus" size={18} />
            New resource
          </Button>
        )
      }
    >
      {editing && vocabulary ? (
        <Card>
          <ResourceForm
            key={editing.mode === 'edit' ? editing.resource.id : 'new'}
            resource={editing.mode === 'edit' ? editing.resource : undefined}
            vocabulary={vocabulary}
            onSave={save}
            onDone={() => setEditing(null)}
          />
        </Card>
      ) : (
        <section aria-labelledby="resources-list-title">
          <VisuallyHidden as="h2" id="resources-list-title">
            All resources
          </VisuallyHidden>
          <Stack>
            <Toolbar>
              <ToolbarRow>
                <SearchBox label="Search resources" placeholder="Name or description" value={text} onChange={setText} />
                <Filter>
                  <SelectField
                    label="Category"
                    value={filters.category}
                    onChange={(event) => setFilter('category', event.target.value)}
                    options={[
                      { value: '', label: 'All categories' },
                      ...(vocabulary?.categories ?? []).map((value) => ({ value, label: categoryLabel(value) })),
                    ]}
                  />
                </Filter>
                <Filter>
                  <SelectField
                    label="Sort by"
                    value={sort}
                    onChange={(event) => setFilter('sort', event.target.value === 'NAME' ? '' : event.target.value)}
                    options={SORTS}
                  />
                </Filter>
                <Toggle>
                  <input type="checkbox" checked={includeArchived} onChange={(event) => setFilter('archived', event.target.checked ? '1' : '')} />
                  <span>Show archived</span>
                </Toggle>
              </ToolbarRow>
              <ResultSummary busy={loading && Boolean(shown)}>{summary}</ResultSummary>
            </Toolbar>

            {!shown && loading ? (
              <AdminLoading label="Loading resources…" />
            ) : error && !shown ? (
              <StatePanel icon="alert" tone="danger" title="The resources could not be loaded">
                {graphQLErrorMessage(error, 'Please reload the page.')}
              </StatePanel>
            ) : resources.length === 0 ? (
              <StatePanel
                icon="search"
                title={active ? 'No resources match' : 'No resources yet'}
                action={
                  active ? (
                    <Button type="button" $variant="secondary" onClick={clear}>
                      Clear search and filters
                    </Button>
                  ) : null
                }
              >
                {active
                  ? 'Try another search or category, or show archived resources too.'
                  : 'Create one and it joins the library and MatchMade AI’s catalogue.'}
              </StatePanel>
            ) : (
              <TableBox $busy={loading}>
                <Table>
                  <thead>
                    <tr>
                      <th scope="col">Resource</th>
                      <th scope="col">Categories</th>
                      <th scope="col">Pricing</th>
                      <th scope="col">Updated</th>
                      <th scope="col">Status</th>
                      <th scope="col">
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {resources.map((resource) => (
                      <tr key={resource.id} data-testid="admin-resource-row">
                        <td>
                          <NameCell>
                            <EntityLogo src={resource.logoUrl} name={resource.name} size={40} />
                            <span>
                              <strong>{resource.name}</strong>
                              <small>/{resource.slug}</small>
                            </span>
                          </NameCell>
                        </td>
                        <td data-label="Categories">
                          <Tags>
                            {resource.category.map((key) => (
                              <Tag key={key} $tone="secondary">
                                {categoryLabel(key)}
                              </Tag>
                            ))}
                          </Tags>
                        </td>
                        <td data-label="Pricing">
                          <Pricing>
                            <span>{TIER_LABEL[resource.pricingTier]}</span>
                            {resource.pricing.toLowerCase() === TIER_LABEL[resource.pricingTier].toLowerCase() ? null : <small>{resource.pricing}</small>}
                          </Pricing>
                        </td>
                        <td data-label="Updated">
                          <Day dateTime={resource.updatedAt}>{day(resource.updatedAt)}</Day>
                        </td>
                        <td data-label="Status">
                          {resource.archivedAt ? (
                            <Tag data-testid="resource-status" title={`Archived on ${day(resource.archivedAt)}`}>
                              Archived
                            </Tag>
                          ) : (
                            <Tag data-testid="resource-status" $tone="success">
                              In library
                            </Tag>
                          )}
                        </td>
                        <td>
                          <RowActions>
                            <Button type="button" $variant="ghost" $size="sm" onClick={() => openEditor({ mode: 'edit', resource })}>
                              <Icon name="edit" size={16} />
                              Edit<VisuallyHidden> {resource.name}</VisuallyHidden>
                            </Button>
                            {resource.archivedAt ? (
                              <Button type="button" $variant="ghost" $size="sm" onClick={() => void setArchived(resource, false)}>
                                <Icon name="undo" size={16} />
                                Restore<VisuallyHidden> {resource.name}</VisuallyHidden>
                              </Button>
                            ) : (
                              <Button type="button" $variant="ghost" $size="sm" onClick={() => setArchiving(resource)}>
                                <Icon name="archive" size={16} />
                                Archive<VisuallyHidden> {resource.name}</VisuallyHidden>
                              </Button>
                            )}
                          </RowActions>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableBox>
            )}

            {connection ? (
              <AdminPager
                label="Pages"
                page={page}
                endCursor={connection.pageInfo.endCursor}
                hasNextPage={connection.pageInfo.hasNextPage}
                pageCount={Math.ceil(connection.totalCount / PAGE_SIZE)}
                busy={loading}
              />
            ) : null}
          </Stack>
        </section>
      )}

      <ConfirmDialog
        open={archiving !== null}
        title="Archive this resource?"
        description={
          archiving
            ? `“${archiving.name}” leaves the resource library and MatchMade AI stops recommending it; creators' matches to it go. You can restore it from the archived list.`
            : ''
        }
        confirmLabel="Archive resource"
        cancelLabel="Keep it"
        onConfirm={() => void confirmArchive()}
        onCancel={() => setArchiving(null)}
      />
    </AdminPage>
  );
};

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Filter = styled.div`
  flex: 1 1 180px;
  min-width: 0;

  ${({ theme }) => theme.media.desktop} {
    flex: 0 1 220px;
  }
`;

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 46px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  ${({ theme }) => theme.media.tablet} {
    min-width: 260px;
  }

  > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};

  ${({ theme }) => theme.media.tablet} {
    justify-content: flex-start;
  }
`;

const Pricing = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  text-align: right;

  span {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  ${({ theme }) => theme.media.tablet} {
    align-items: flex-start;
    text-align: left;
  }
`;

const Day = styled.time`
  white-space: nowrap;
`;
