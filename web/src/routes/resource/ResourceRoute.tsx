import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { categoryLabel, regionLabel } from '../../components/directory/labels';
import { pricingDetail, TierTag } from '../../components/directory/ResourceCard';
import { capitalise } from '../../components/format';
import { Icon } from '../../components/Icon';
import { ScoreBadge, TypeTag, useRecordVisit } from '../../components/matches/matchParts';
import { ScoreBreakdown } from '../../components/matches/ScoreBreakdown';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Page, PageSection, SectionTitle, WithSidebar } from '../../components/ui/Page';
import { Spinner } from '../../components/ui/Spinner';
import { Tag } from '../../components/ui/Tag';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import type { ResourceRouteQueryQuery } from '../../gql/graphql';
import { useBookmarkResourceMutation } from '../../mutations/useBookmarkResourceMutation';
import { useUpdateMatchStatusMutation } from '../../mutations/useUpdateMatchStatusMutation';

/** The whole resource, and for a signed-in creator how well it fits them (a visitor's viewer is null). */
export const RESOURCE_ROUTE_QUERY = graphql(`
  query ResourceRouteQuery($slug: String!) {
    resource(slug: $slug) {
      id
      slug
      name
      description
      category
      pricing
      pricingTier
      features
      website
      url
      logoUrl
      targetGenres
      careerStages
      regions
      skills
      lookingFor
    }
    viewer {
      id
      resourceFit(slug: $slug) {
        score
        reason
        recommendationType
        breakdown {
          name
          weight
          score
          detail
        }
        tips {
          field
          value
          gain
          text
        }
        match {
          id
          status
          recommendationType
          resource {
            id
            name
          }
        }
      }
    }
  }
`);

type Resource = NonNullable<ResourceRouteQueryQuery['resource']>;
type Fit = NonNullable<NonNullable<ResourceRouteQueryQuery['viewer']>['resourceFit']>;

/**
 * /resources/:slug, open to visitors: everything the library knows of one resource (its full
 * price, every feature, whom it suits), with Visit. A signed-in creator also sees why it fits
 * them (their match's score and reasons) and can bookmark it; Visit records their visit.
 */
export const ResourceRoute = () => {
  const { slug = '' } = useParams();
  const { data, previousData, loading, error, refetch } = useQuery(RESOURCE_ROUTE_QUERY, { variables: { slug } });
  const answer = data ?? (loading ? undefined : previousData);

  if (error && !answer) {
    return (
      <Page>
        <title>Resource · SoundBoard</title>
        <StatePanel
          icon="alert"
          tone="danger"
          title="We could not load this resource"
          action={
            <Button type="button" $variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          Check your connection and try again.
        </StatePanel>
      </Page>
    );
  }
  if (!answer) {
    return (
      <Page>
        <Loading role="status">
          <Spinner /> Loading the resource…
        </Loading>
      </Page>
    );
  }
  if (!answer.resource) {
    return (
      <Page>
        <title>Resource not found · SoundBoard</title>
        <VisuallyHidden as="h1">Resource library</VisuallyHidden>
        <BackLink />
        <StatePanel icon="search" title="Resource not found" action={<ButtonLink to="/resources">Browse the library</ButtonLink>}>
          No resource in the library lives at this address. It may have been renamed or taken out of the library.
        </StatePanel>
      </Page>
    );
  }
  return <ResourceDetails resource={answer.resource} fit={answer.viewer?.resourceFit ?? null} />;
};

const BackLink = () => (
  <Back to="/resources">
    <Icon name="arrowLeft" size={16} />
    Resource library
  </Back>
);

const ResourceDetails = ({ resource, fit }: { resource: Resource; fit: Fit | null }) => {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const recordVisit = useRecordVisit();
  const pricing = pricingDetail(resource.pricing, resource.pricingTier);

  return (
    <Page>
      <title>{`${resource.name} · Resources · SoundBoard`}</title>
      <BackLink />
      <Hero aria-labelledby="resource-title">
        <EntityLogo src={resource.logoUrl} name={resource.name} size={72} />
        <HeroText>
          <TitleRow>
            <h1 id="resource-title">{resource.name}</h1>
            <TierTag tier={resource.pricingTier} />
          </TitleRow>
          {pricing ? (
            <Pricing>
              <VisuallyHidden>Pricing: </VisuallyHidden>
              {pricing}
            </Pricing>
          ) : null}
          <Tags aria-label="Categories">
            {resource.category.map((category) => (
              <li key={category}>
                <Tag $tone="secondary">{categoryLabel(category)}</Tag>
              </li>
            ))}
          </Tags>
        </HeroText>
        <HeroActions>
          <ButtonAnchor href={resource.url} target="_blank" rel="noopener noreferrer" onClick={() => (fit?.match ? recordVisit(fit.match) : undefined)}>
            Visit
            <VisuallyHidden> {resource.name} (opens in a new tab)</VisuallyHidden>
            <Icon name="externalLink" size={16} />
          </ButtonAnchor>
          {signedIn ? <BookmarkButton resource={resource} fit={fit} /> : null}
        </HeroActions>
      </Hero>

      <WithSidebar $side="380px">
        <Main>
          <PageSection aria-labelledby="about-title">
            <SectionTitle id="about-title">About</SectionTitle>
            <Description>{resource.description}</Description>
            {resource.website && resource.website !== resource.url ? (
              <Website href={resource.website} target="_blank" rel="noopener noreferrer">
                {resource.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                <Icon name="externalLink" size={14} />
              </Website>
            ) : null}
          </PageSection>

          {resource.features.length > 0 ? (
            <PageSection aria-labelledby="features-title">
              <SectionTitle id="features-title">Features</SectionTitle>
              <Features>
                {resource.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={18} />
                    <span>{feature}</span>
                  </li>
                ))}
              </Features>
            </PageSection>
          ) : null}

          <PageSection aria-labelledby="suits-title">
            <SectionTitle id="suits-title">Who it suits</SectionTitle>
            <Suits>
              <Suit label="Categories" values={resource.category.map(categoryLabel)} />
              <Suit label="Genres" values={resource.targetGenres} none="Any genre" />
              <Suit label="Career stages" values={resource.careerStages.map(capitalise)} none="Every stage" />
              <Suit label="Needs it answers" values={resource.lookingFor} none="General career needs" />
              <Suit label="Regions" values={resource.regions.map(regionLabel)} none="Worldwide" />
              <Suit label="Skills" values={resource.skills} none="No particular skills" />
            </Suits>
          </PageSection>
        </Main>

        {/* A creator's fit comes first on a phone: it is what they opened the page to learn. */}
        <Side $first={signedIn}>{signedIn ? <FitCard fit={fit} name={resource.name} /> : <VisitorFitCard />}</Side>
      </WithSidebar>
    </Page>
  );
};

const Suit = ({ label, values, none }: { label: string; values: readonly string[]; none?: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>
      {values.length > 0 ? (
        <Tags>
          {values.map((value) => (
            <li key={value}>
              <Tag>{value}</Tag>
            </li>
          ))}
        </Tags>
      ) : (
        <Muted>{none}</Muted>
      )}
    </dd>
  </div>
);

/** Bookmarks through the creator's match to the resource, or makes one when it is not among their matches. */
const BookmarkButton = ({ resource, fit }: { resource: Resource; fit: Fit | null }) => {
  const updateStatus = useUpdateMatchStatusMutation();
  const { bookmark, loading } = useBookmarkResourceMutation();
  const match = fit?.match ?? null;
  const bookmarked = match?.status === 'BOOKMARKED';
  const onClick = () => {
    if (!match) void bookmark(resource);
    else void updateStatus(match, bookmarked ? 'ACTIVE' : 'BOOKMARKED');
  };
  return (
    <Button type="button" $variant="secondary" aria-pressed={bookmarked} disabled={loading} onClick={onClick}>
      <Icon name={bookmarked ? 'check' : 'plus'} size={16} />
      {bookmarked ? 'Bookmarked' : 'Bookmark'}
    </Button>
  );
};

const FitCard = ({ fit, name }: { fit: Fit | null; name: string }) => (
  <Card as="section" aria-labelledby="fit-title" data-testid="resource-fit">
    <FitHead>
      <h2 id="fit-title">Why it fits you</h2>
      {fit ? <ScoreBadge score={fit.score} /> : null}
    </FitHead>
    {fit ? (
      <FitBody>
        <TypeRow>
          <TypeTag type={fit.recommendationType} />
          {fit.match ? null : <Muted>Not among your matches yet</Muted>}
          {fit.match?.status === 'DISMISSED' ? <Muted>You dismissed this match</Muted> : null}
        </TypeRow>
        <p>{fit.reason}</p>
        <ScoreBreakdown name={name} breakdown={fit.breakdown} tips={fit.tips} />
        <FitLinks>
          <Link to="/matches">All your matches</Link>
          <Link to="/profile-settings">Improve your profile</Link>
        </FitLinks>
      </FitBody>
    ) : (
      <Muted>MatchMade AI has not scored this resource for you yet. Try again in a minute.</Muted>
    )}
  </Card>
);

const VisitorFitCard = () => (
  <Card as="section" aria-labelledby="fit-title">
    <FitBody>
      <h2 id="fit-title">How well does it fit you?</h2>
      <p>Create a free profile and MatchMade AI scores this resource against your genres, skills and goals, and explains why it fits.</p>
      <ButtonLink to="/signup">
        Get Started
        <Icon name="arrowRight" size={18} />
      </ButtonLink>
      <Muted>
        Already a member? <Link to="/login">Log in</Link>
      </Muted>
    </FitBody>
  </Card>
);

const Loading = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 36px;
  margin-bottom: -${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Hero = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const HeroText = styled.div`
  display: flex;
  flex: 1 1 320px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
`;

const Pricing = styled.p`
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 0;
  list-style: none;
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  min-width: 0;
`;

const Side = styled.div<{ $first: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  order: ${({ $first }) => ($first ? -1 : 0)};

  ${({ theme }) => theme.media.desktop} {
    order: 0;
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  white-space: pre-line;
`;

const Website = styled.a`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.accentHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textSecondary};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
  }

  svg {
    flex-shrink: 0;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Suits = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));

  dt {
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FitHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const FitBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  > p {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const TypeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const FitLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  a {
    color: ${({ theme }) => theme.colors.accentHover};
  }
`;
