import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { PanelNote, VerificationNote, WorkspacePanel } from '../../components/brand/WorkspacePanel';
import { BriefListItem } from '../../components/briefs/BriefListItem';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { Icon } from '../../components/Icon';
import { ButtonLink } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/Page';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';

export const BRAND_BRIEFS_TAB_QUERY = graphql(`
  query BrandBriefsTabQuery {
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
 * The brand's briefs on the collaboration board, whoever on the team posted them: their states,
 * links to their applications, and a new brief for the brand. Only a verified brand posts.
 */
export const BriefsTab = ({ brand }: { brand: { id: string; name: string; verified: boolean } }) => {
  const { data, loading, error } = useQuery(BRAND_BRIEFS_TAB_QUERY, { fetchPolicy: 'cache-and-network' });
  const briefs = (data?.viewer?.briefs.edges ?? []).map((edge) => edge.node).filter((brief) => brief.poster.brand?.id === brand.id);
  const post = brand.verified ? (
    <PostButton to={`/collaboration/new?brand=${encodeURIComponent(brand.id)}`}>
      <Icon name="plus" size={18} />
      Post a brief for {brand.name}
    </PostButton>
  ) : null;

  return (
    <WorkspacePanel aria-labelledby="briefs-title">
      <Head>
        <div>
          <h2 id="briefs-title">Briefs</h2>
          <PanelNote>
            What {brand.name} asks creators for on the collaboration board. Everyone on the team manages them; creators see the brand, not who posted.
          </PanelNote>
        </div>
        {briefs.length > 0 ? post : null}
      </Head>
      {!brand.verified ? (
        <VerificationNote title="Briefs open once your brand is verified">
          An admin verifies your brand first; then your team posts briefs for it here.
        </VerificationNote>
      ) : null}
      {loading && !data ? (
        <Spinner />
      ) : error && !data ? (
        <LoadError role="alert">The brand’s briefs could not be loaded. Please reload the page.</LoadError>
      ) : briefs.length === 0 ? (
        <StatePanel icon="megaphone" title="No briefs yet" action={post}>
          Ask for a vocalist, a remix or a campaign: creators apply with a pitch and their work, and your team picks.
        </StatePanel>
      ) : (
        <List aria-label={`${brand.name}’s briefs`}>
          {briefs.map((brief) => (
            <li key={brief.id}>
              <BriefListItem brief={brief} />
            </li>
          ))}
        </List>
      )}
    </WorkspacePanel>
  );
};

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  > div {
    flex: 1 1 320px;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A brand's name may be long: the button wraps on a phone rather than leave the screen. */
const PostButton = styled(ButtonLink)`
  max-width: 100%;
  padding-block: ${({ theme }) => theme.space.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  white-space: normal;
  text-align: center;
`;
