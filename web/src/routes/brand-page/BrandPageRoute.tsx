import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { hostOf } from '../../components/directory/BrandCard';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { categoryLabel, regionLabel } from '../../components/directory/labels';
import { Icon } from '../../components/Icon';
import { PageLoader } from '../../components/PageLoader';
import { ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LoadError, Page } from '../../components/ui/Page';
import { Tag } from '../../components/ui/Tag';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import type { BrandPageRouteQueryQuery } from '../../gql/graphql';

export const BRAND_PAGE_ROUTE_QUERY = graphql(`
  query BrandPageRouteQuery($slug: String!) {
    brand(slug: $slug) {
      id
      slug
      name
      tagline
      description
      category
      logoUrl
      website
      verified
      headquarters
      region
      foundedYear
      genres
      offers
    }
  }
`);

type Brand = NonNullable<BrandPageRouteQueryQuery['brand']>;

/** /brands/:slug: a brand's public page, open to visitors; a signed-in creator asks to connect from here. */
export const BrandPageRoute = () => {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(BRAND_PAGE_ROUTE_QUERY, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const brand = data?.brand;

  if (loading && !data) return <PageLoader />;
  if (error && !data) {
    return (
      <Page>
        <LoadError role="alert">This page could not be loaded. Please reload the page.</LoadError>
      </Page>
    );
  }
  if (!brand) {
    return (
      <Page>
        <title>Brand not found · SoundBoard</title>
        <StatePanel icon="verified" title="This brand is not here" action={<ButtonLink to="/brands">Browse brands</ButtonLink>}>
          No brand page lives at /brands/{slug}. The link may be old, or the brand is not listed yet.
        </StatePanel>
      </Page>
    );
  }
  return <BrandPage brand={brand} />;
};

const BrandPage = ({ brand }: { brand: Brand }) => {
  const auth = useAuth();
  return (
    <Page>
      <title>{`${brand.name} · SoundBoard`}</title>
      <Hero as="section" aria-labelledby="brand-name">
        <EntityLogo src={brand.logoUrl} name={brand.name} size={104} />
        <Identity>
          <Name id="brand-name">
            {brand.name}
            {brand.verified ? (
              <Verified title="Verified brand">
                <Icon name="verified" size={16} />
                Verified
              </Verified>
            ) : null}
          </Name>
          <Tagline>{brand.tagline}</Tagline>
          <Meta>
            <span>
              <Icon name="grid" size={14} />
              {categoryLabel(brand.category)}
            </span>
            {brand.headquarters ? (
              <span>
                <Icon name="mapPin" size={14} />
                {brand.headquarters}
              </span>
            ) : null}
            {brand.foundedYear ? <span>Since {brand.foundedYear}</span> : null}
            <a href={brand.website} target="_blank" rel="noopener noreferrer">
              <Icon name="globe" size={14} />
              {hostOf(brand.website)}
              <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </a>
          </Meta>
          <Actions>
            {auth.status === 'signed-out' ? (
              <ButtonLink to="/signup">
                Sign up to connect
                <Icon name="arrowRight" size={18} />
              </ButtonLink>
            ) : null}
          </Actions>
        </Identity>
      </Hero>
      <Details>
        <Section aria-labelledby="brand-about">
          <h2 id="brand-about">About {brand.name}</h2>
          <p>{brand.description}</p>
        </Section>
        <TagSection title="What they offer" tags={brand.offers} tone="accent" />
        <TagSection title="Genres served" tags={brand.genres} tone="secondary" />
        <TagSection title="Regions served" tags={brand.region ? [regionLabel(brand.region)] : []} tone="neutral" />
      </Details>
    </Page>
  );
};

const TagSection = ({ title, tags, tone }: { title: string; tags: readonly string[]; tone: 'accent' | 'secondary' | 'neutral' }) =>
  tags.length > 0 ? (
    <Section aria-label={title}>
      <h2>{title}</h2>
      <TagRow>
        {tags.map((tag) => (
          <li key={tag}>
            <WrappingTag $tone={tone}>{tag}</WrappingTag>
          </li>
        ))}
      </TagRow>
    </Section>
  ) : null;

const Hero = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;

  ${({ theme }) => theme.media.desktop} {
    flex-direction: row;
    align-items: flex-start;
    text-align: left;
  }
`;

const Identity = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  ${({ theme }) => theme.media.desktop} {
    align-items: flex-start;
  }
`;

const Name = styled.h1`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const Verified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.highlightSoft};
  color: ${({ theme }) => theme.colors.highlight};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Tagline = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span,
  a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }

  a {
    color: ${({ theme }) => theme.colors.accentHover};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ${({ theme }) => theme.media.desktop} {
    justify-content: flex-start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};

  &:empty {
    display: none;
  }

  ${({ theme }) => theme.media.desktop} {
    justify-content: flex-start;
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Section = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  p {
    color: ${({ theme }) => theme.colors.textSecondary};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const TagRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

/** Offers are short phrases, but some outgrow a phone: they wrap instead. */
const WrappingTag = styled(Tag)`
  white-space: normal;
`;
