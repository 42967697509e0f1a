import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BriefListItem } from '../../components/briefs/BriefListItem';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { Icon } from '../../components/Icon';
import { PageLoader } from '../../components/PageLoader';
import { ButtonLink } from '../../components/ui/Button';
import { LoadError, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { graphql } from '../../gql';
import { BriefPipeline } from './BriefPipeline';

export const MY_BRIEFS_ROUTE_QUERY = graphql(`
  query MyBriefsRouteQuery {
    viewer {
      id
      briefs(first: 40) {
        totalCount
        edges {
          node {
            id
            # The fields of BriefListItem_brief, written out: the cost limit counts a spread fragment twice over.
            title
            kind
            status
            awaitingReview
            outcome
            outcomeReason
            removalReason
            closesAt
            createdAt
            applicationCount
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
              }
            }
          }
        }
      }
    }
  }
`);

/**
 * /collaboration/mine: the briefs the viewer posted, as themselves or for their brands, with their
 * states and actions; `?brief=<id>` opens one brief's applications as a pipeline.
 */
export const MyBriefsRoute = () => {
  const [params] = useSearchParams();
  const briefId = params.get('brief');
  if (briefId) return <BriefPipeline key={briefId} briefId={briefId} />;
  return <BriefList />;
};

const BriefList = () => {
  const { data, loading, error } = useQuery(MY_BRIEFS_ROUTE_QUERY, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageLoader />;
  if (error && !data) {
    return (
      <Page>
        <LoadError role="alert">Your briefs could not be loaded. Please reload the page.</LoadError>
      </Page>
    );
  }
  const briefs = data?.viewer?.briefs.edges.map((edge) => edge.node) ?? [];
  return (
    <Page>
      <title>Your briefs · SoundBoard</title>
      <PageHeader
        eyebrow="Collaboration board"
        title="Your briefs"
        intro="What you posted, as yourself or for your brand: where each brief is, and who applied."
        actions={
          <>
            <ButtonLink to="/collaboration/new">
              <Icon name="plus" size={18} />
              Post a brief
            </ButtonLink>
            <ButtonLink to="/collaboration" $variant="secondary">
              Browse the board
            </ButtonLink>
          </>
        }
      />
      {briefs.length === 0 ? (
        <StatePanel icon="megaphone" title="No briefs yet" action={<ButtonLink to="/collaboration/new">Post your first brief</ButtonLink>}>
          Post what you are making and who you need: a vocalist, a mix, a campaign. Creators apply with a pitch and their work.
        </StatePanel>
      ) : (
        <List aria-label="Your briefs">
          {briefs.map((brief) => (
            <li key={brief.id}>
              <BriefListItem brief={brief} />
            </li>
          ))}
        </List>
      )}
      {data?.viewer && data.viewer.briefs.totalCount > briefs.length ? (
        <Note>
          Your {briefs.length} newest briefs of {data.viewer.briefs.totalCount}.
        </Note>
      ) : null}
    </Page>
  );
};

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 480px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    min-width: 0;

    > * {
      flex: 1;
    }
  }
`;

const Note = styled.p`
  margin-top: calc(-1 * ${({ theme }) => theme.space.lg});
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
