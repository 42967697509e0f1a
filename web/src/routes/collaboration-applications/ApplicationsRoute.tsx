import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AllowanceNote } from '../../components/collaboration/AllowanceNote';
import { ApplicationStatusTag } from '../../components/collaboration/ApplicationState';
import { BriefPosterLine } from '../../components/collaboration/BriefPoster';
import { APPLICATION_STATUS, BRIEF_STATE, compensationLabel } from '../../components/collaboration/briefWords';
import { LoadMore, SkeletonGrid, StatePanel } from '../../components/directory/DirectoryStates';
import { plural } from '../../components/directory/labels';
import { useLoadMore } from '../../components/directory/useLoadMore';
import { shortDate } from '../../components/format';
import { Icon } from '../../components/Icon';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Page, PageSection } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { graphql } from '../../gql';

const PAGE_SIZE = 20;

export const APPLICATIONS_ROUTE_QUERY = graphql(`
  query ApplicationsRouteQuery($first: Int!, $after: String) {
    viewer {
      id
      applicationAllowance {
        remaining
        resetsAt
      }
      applications(first: $first, after: $after) {
        totalCount
        edges {
          cursor
          node {
            id
            status
            createdAt
            declineReason
            brief {
              id
              title
              status
              compensation {
                type
                min
                max
                currency
              }
              poster {
                ...BriefPoster_poster
              }
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

/** /collaboration/applications: the creator's own applications, newest first, each with its state and a way to its brief. */
export const ApplicationsRoute = () => {
  const { data, previousData, error, loading, fetchMore, refetch } = useQuery(APPLICATIONS_ROUTE_QUERY, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const viewer = (data ?? previousData)?.viewer;
  const applications = viewer?.applications;
  const more = useLoadMore(fetchMore, applications?.pageInfo.endCursor);

  return (
    <Page>
      <title>My applications · SoundBoard</title>
      <PageHeader
        eyebrow="Collaboration"
        title="My applications"
        intro="Every brief you applied to, with where your application stands. The newest first."
        actions={
          <ButtonLink to="/collaboration" $variant="secondary">
            <Icon name="arrowLeft" size={18} />
            Back to the board
          </ButtonLink>
        }
      />
      {viewer ? <AllowanceNote allowance={viewer.applicationAllowance} /> : null}

      <PageSection aria-label="Your applications">
        {error && !applications ? (
          <StatePanel
            icon="alert"
            tone="danger"
            title="We could not load your applications"
            action={
              <Button type="button" $variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            Check your connection and try again.
          </StatePanel>
        ) : !applications ? (
          loading ? (
            <SkeletonGrid count={3} min="100%" />
          ) : null
        ) : applications.edges.length === 0 ? (
          <StatePanel icon="send" title="You have not applied to a brief yet" action={<ButtonLink to="/collaboration">Browse open briefs</ButtonLink>}>
            Find a brief that fits you on the collaboration board. Each application you send shows here with its state.
          </StatePanel>
        ) : (
          <>
            <Count>{plural(applications.totalCount, 'application')}</Count>
            <Rows aria-label="Applications" data-testid="applications">
              {applications.edges.map(({ node }) => {
                const briefState = node.brief.status === 'OPEN' ? null : BRIEF_STATE[node.brief.status];
                return (
                  <li key={node.id}>
                    <Row data-testid="application-row">
                      <RowMain>
                        <BriefPosterLine poster={node.brief.poster} size={40} />
                        <RowTitle>
                          <Link to={`/collaboration/${node.brief.id}`}>{node.brief.title}</Link>
                        </RowTitle>
                        <RowMeta>
                          <strong>{compensationLabel(node.brief.compensation)}</strong>
                          <span>Sent {shortDate(node.createdAt)}</span>
                          {briefState ? <span>Brief {briefState.label.toLowerCase()}</span> : null}
                        </RowMeta>
                      </RowMain>
                      <RowState>
                        <ApplicationStatusTag status={node.status} />
                        <StateText>{APPLICATION_STATUS[node.status].detail}</StateText>
                      </RowState>
                    </Row>
                  </li>
                );
              })}
            </Rows>
            {applications.pageInfo.hasNextPage ? (
              <LoadMore
                noun="applications"
                onClick={() => void more.loadMore()}
                loading={more.loading}
                remaining={applications.totalCount - applications.edges.length}
              />
            ) : null}
          </>
        )}
      </PageSection>
    </Page>
  );
};

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Row = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const RowMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const RowTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;

  a {
    color: inherit;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.accentHover};
    text-decoration: underline;
  }
`;

const RowMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const RowState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  flex-shrink: 0;

  ${({ theme }) => theme.media.tablet} {
    align-items: flex-end;
    max-width: 300px;
    text-align: right;
  }
`;

const StateText = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
