import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { BrandCard_BrandFragment } from '../../gql/graphql';
import { ResponsivenessLine } from '../brand/ResponsivenessLine';
import { Icon } from '../Icon';
import { matchScoreTone } from '../scoreColors';
import { Tag } from '../ui/Tag';
import { CardFooter, CardFrame, CardHead, CardHeadText, CardMeta, CardTitle, Clamp, ExternalLink, TagList } from './cardParts';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { EntityLogo } from './EntityLogo';
import { categoryLabel } from './labels';

export const BrandCard_brand = graphql(`
  fragment BrandCard_brand on Brand {
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
    offers
    responsiveness {
      ...Responsiveness_figure
    }
  }
`);

/** "https://www.distrokid.com/" → "distrokid.com", for a link the eye can check. */
export const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** Why MatchMade AI puts a brand forward for the viewer: its score and reasons in words. */
export type BrandCardMatch = { score: number; reasons: readonly string[] };

/* Memoised: a directory renders a page of cards, and the page re-renders as its other queries answer; a card redraws only when its own data changes. */
export const BrandCard = memo(function BrandCard({ brand, match }: { brand: BrandCard_BrandFragment; match?: BrandCardMatch }) {
  return (
    <CardFrame aria-labelledby={`brand-${brand.id}`}>
      <CardHead>
        <EntityLogo src={brand.logoUrl} name={brand.name} />
        <CardHeadText>
          <CardTitle id={`brand-${brand.id}`}>
            <PageLink to={`/brands/${encodeURIComponent(brand.slug)}`}>{brand.name}</PageLink>
            {brand.verified ? (
              <Verified title="Verified brand">
                <Icon name="verified" size={18} />
                <VisuallyHidden>(verified)</VisuallyHidden>
              </Verified>
            ) : null}
          </CardTitle>
          <CardMeta>
            <Icon name="mapPin" size={14} />
            <span>{brand.headquarters}</span>
          </CardMeta>
        </CardHeadText>
      </CardHead>
      {match ? (
        <MatchBox aria-label={`Why ${brand.name} fits you`}>
          <Score $score={match.score}>{match.score}% match</Score>
          <ul>
            {match.reasons.slice(0, 3).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </MatchBox>
      ) : null}
      <Tagline>{brand.tagline}</Tagline>
      <Clamp $lines={match ? 2 : 3}>{brand.description}</Clamp>
      {brand.offers.length > 0 ? (
        <TagList aria-label="What they offer">
          {brand.offers.slice(0, 3).map((offer) => (
            <li key={offer}>
              <OfferTag>{offer}</OfferTag>
            </li>
          ))}
        </TagList>
      ) : null}
      {brand.responsiveness ? <ResponsivenessLine figure={brand.responsiveness} compact /> : null}
      <CardFooter>
        <Tag $tone="secondary">{categoryLabel(brand.category)}</Tag>
        <WebsiteLink href={brand.website} target="_blank" rel="noopener noreferrer">
          {hostOf(brand.website)}
          <Icon name="externalLink" size={14} />
          <VisuallyHidden>(visit {brand.name}, opens in a new tab)</VisuallyHidden>
        </WebsiteLink>
      </CardFooter>
    </CardFrame>
  );
});

/** The name leads to the brand's page; its box covers the whole card, so the card is one big target. */
const PageLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** Above the card-wide page link, so it still opens the website. */
const WebsiteLink = styled(ExternalLink)`
  position: relative;
  z-index: 1;
`;

const MatchBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};

  ul {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding-left: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Match score colour: 85 or above green, 70 or above yellow, otherwise grey. */
const Score = styled.span<{ $score: number }>`
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $score }) => matchScoreTone(theme, $score).background};
  color: ${({ theme, $score }) => matchScoreTone(theme, $score).color};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Verified = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.highlight};
`;

/** Offers are short phrases, but some outgrow a phone-width card: they wrap instead. */
const OfferTag = styled(Tag)`
  white-space: normal;
`;

const Tagline = styled.p`
  color: ${({ theme }) => theme.colors.textPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;
