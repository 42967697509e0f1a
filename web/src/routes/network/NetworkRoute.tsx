import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { CreatorCard } from '../../components/directory/CreatorCard';
import { DirectoryGrid, SkeletonGrid, StatePanel } from '../../components/directory/DirectoryStates';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { FilterChips } from '../../components/directory/FilterChips';
import { categoryLabel } from '../../components/directory/labels';
import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { Page, PageSection, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { graphql } from '../../gql';

/** Suggestions shown at once; the directory holds the rest. */
const SUGGESTIONS = 6;

export const NETWORK_ROUTE_VIEWER_QUERY = graphql(`
  query NetworkRouteViewerQuery {
    viewer {
      id
      profile {
        id
        genres
      }
      brandConnections {
        id
        status
        brand {
          id
          slug
          name
          category
          logoUrl
          website
        }
      }
    }
  }
`);

export const NETWORK_ROUTE_CREATORS_QUERY = graphql(`
  query NetworkRouteCreatorsQuery($first: Int!, $genre: String) {
    creators(first: $first, genre: $genre) {
      totalCount
      edges {
        cursor
        node {
          id
          ...CreatorCard_creator
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const NetworkRoute = () => {
  const auth = useAuth();
  return (
    <Page>
      <title>My Network · SoundBoard</title>
      <PageHeader
        eyebrow="My Network"
        title="Your Creator Network"
        intro="Creators who share your sound and the brands you work with, in one place, ready for your next project."
      />
      {auth.status === 'signed-in' ? <SignedInNetwork /> : auth.status === 'signed-out' ? <VisitorNetwork /> : null}
    </Page>
  );
};

/** Visitors: why to sign up, and a look at who is already here. */
const VisitorNetwork = () => (
  <>
    <NextStepCard
      icon="users"
      title="Start your network with a free profile"
      description="Add your genres and skills, and SoundBoard suggests creators who share your sound and brands that fit your next release."
      action={
        <Actions>
          <ButtonLink to="/signup">
            Get Started
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
          <ButtonLink to="/login" $variant="ghost">
            Sign In
          </ButtonLink>
        </Actions>
      }
    />
    <CreatorSuggestions title="Creators already on SoundBoard" />
  </>
);

const SignedInNetwork = () => {
  const { data, loading } = useQuery(NETWORK_ROUTE_VIEWER_QUERY);
  const viewer = data?.viewer;
  const genres = viewer?.profile?.genres ?? [];
  const [picked, setPicked] = useState('');
  // The viewer's first genre until they pick another of theirs.
  const genre = genres.includes(picked) ? picked : (genres[0] ?? '');
  const connected = (viewer?.brandConnections ?? []).filter((c) => c.status === 'CONNECTED');

  if (loading && !viewer) return <SkeletonGrid count={3} min="300px" />;
  return (
    <>
      {genres.length === 0 ? (
        <NextStepCard
          icon="music"
          title="Add your genres to get suggestions"
          description="Tell us what you make and we suggest creators who share your sound. Until then, here are some of the most complete profiles."
          action={
            <ButtonLink to="/profile-settings">
              Add Genres
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          }
        />
      ) : null}
      <CreatorSuggestions
        title={genre ? 'Creators who share your sound' : 'Creators to meet'}
        genre={genre || undefined}
        excludeProfileId={viewer?.profile?.id}
        picker={
          genres.length > 1 ? (
            <FilterChips
              label="Your genres"
              value={genre}
              onChange={(value) => setPicked(value || genre)}
              allLabel={null}
              options={genres.map((g) => ({ value: g, label: g }))}
            />
          ) : null
        }
      />
      <PageSection aria-labelledby="network-brands-title">
        <SectionHead>
          <SectionTitle id="network-brands-title">Brands you are connected with</SectionTitle>
          <SeeAll to="/brands">
            Browse brands
            <Icon name="arrowRight" size={16} />
          </SeeAll>
        </SectionHead>
        {connected.length > 0 ? (
          <BrandList>
            {connected.map(({ id, brand }) => (
              <li key={id}>
                <BrandRow href={brand.website} target="_blank" rel="noopener noreferrer">
                  <EntityLogo src={brand.logoUrl} name={brand.name} size={40} />
                  <span>
                    <strong>{brand.name}</strong>
                    <small>{categoryLabel(brand.category)}</small>
                  </span>
                  <Icon name="externalLink" size={14} />
                </BrandRow>
              </li>
            ))}
          </BrandList>
        ) : (
          <StatePanel icon="verified" title="No brand connections yet">
            Brands you connect with appear here. Start with the directory: 150+ verified brands, searchable by what you need.
          </StatePanel>
        )}
      </PageSection>
    </>
  );
};

type SuggestionsProps = {
  title: string;
  genre?: string;
  excludeProfileId?: string;
  picker?: ReactNode;
};

/** A handful of creators from the directory, with a way to see them all. */
const CreatorSuggestions = ({ title, genre, excludeProfileId, picker }: SuggestionsProps) => {
  // One extra, in case the viewer is among them. Kept out of the cache: the directory's paginated
  // `creators` list is stored by filter, not by page size, and would show this short page.
  const { data, previousData, error } = useQuery(NETWORK_ROUTE_CREATORS_QUERY, {
    variables: { first: SUGGESTIONS + 1, genre },
    fetchPolicy: 'no-cache',
  });
  const creators = (data ?? previousData)?.creators;
  const nodes = (creators?.edges ?? []).map((e) => e.node).filter((n) => n.id !== excludeProfileId).slice(0, SUGGESTIONS);
  const directory = genre ? `/networking?genre=${encodeURIComponent(genre)}` : '/networking';
  return (
    <PageSection aria-labelledby="network-creators-title">
      <SectionHead>
        <SectionTitle id="network-creators-title">{title}</SectionTitle>
        <SeeAll to={directory}>
          {genre ? `All ${genre} creators` : 'All creators'}
          <Icon name="arrowRight" size={16} />
        </SeeAll>
      </SectionHead>
      {picker}
      {error && !creators ? (
        <StatePanel icon="alert" tone="danger" title="Suggestions could not load">
          Reload the page to try again, or open the directory.
        </StatePanel>
      ) : !creators ? (
        <SkeletonGrid count={3} min="300px" />
      ) : nodes.length === 0 ? (
        <StatePanel icon="users" title={genre ? `No other ${genre} creators yet` : 'No creators yet'}>
          The directory grows every week; browse every genre in the meantime.
        </StatePanel>
      ) : (
        <DirectoryGrid $min="300px" aria-label="Suggested creators" data-testid="network-creators">
          {nodes.map((node) => (
            <li key={node.id}>
              <CreatorCard creator={node} />
            </li>
          ))}
        </DirectoryGrid>
      )}
    </PageSection>
  );
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const SeeAll = styled(ButtonLink).attrs({ $variant: 'ghost', $size: 'sm' })``;

const BrandList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  padding: 0;
  list-style: none;
`;

const BrandRow = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textMuted};

  > span {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;
