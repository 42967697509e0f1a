import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { PricingTier, ResourceCard_ResourceFragment } from '../../gql/graphql';
import { Icon } from '../Icon';
import { ButtonAnchor } from '../ui/Button';
import { Tag } from '../ui/Tag';
import { CardFooter, CardFrame, CardHead, CardHeadText, CardTitle, Clamp, TagList } from './cardParts';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { EntityLogo } from './EntityLogo';
import { categoryLabel } from './labels';

export const ResourceCard_resource = graphql(`
  fragment ResourceCard_resource on Resource {
    id
    slug
    name
    description
    category
    pricing
    pricingTier
    features
    url
    logoUrl
  }
`);

export const TIERS: Record<PricingTier, { label: string; tone: 'success' | 'accent' | 'secondary' | 'neutral' }> = {
  FREE: { label: 'Free', tone: 'success' },
  FREEMIUM: { label: 'Freemium', tone: 'secondary' },
  PAID: { label: 'Paid', tone: 'neutral' },
  PREMIUM: { label: 'Premium', tone: 'accent' },
};

/** A resource's price tier as a coloured tag. */
export const TierTag = ({ tier }: { tier: PricingTier }) => <TierPill $tone={TIERS[tier].tone}>{TIERS[tier].label}</TierPill>;

/**
 * The price in words beside the tier tag, or null when it would only repeat the tag ("Free" next
 * to the Free tag) or is empty: the price is said once.
 */
export function pricingDetail(pricing: string, tier: PricingTier): string | null {
  const words = pricing.trim();
  const bare = words.replace(/[.!]+$/, '').toLowerCase();
  return bare === '' || bare === TIERS[tier].label.toLowerCase() ? null : words;
}

/** How many features a card lists; the rest are on the resource's page. */
const FEATURES_SHOWN = 3;

/** A resource of the library: its name leads to its page (/resources/:slug), Visit to its site. */
/* Memoised: a directory renders a page of cards, and the page re-renders as its other queries answer; a card redraws only when its own data changes. */
export const ResourceCard = memo(function ResourceCard({ resource }: { resource: ResourceCard_ResourceFragment }) {
  const detail = pricingDetail(resource.pricing, resource.pricingTier);
  return (
    <CardFrame aria-labelledby={`resource-${resource.id}`}>
      <CardHead>
        <EntityLogo src={resource.logoUrl} name={resource.name} />
        <CardHeadText>
          <CardTitle id={`resource-${resource.id}`}>
            <NameLink to={`/resources/${resource.slug}`}>{resource.name}</NameLink>
          </CardTitle>
          {/* In full: the price is what a creator decides on, and it wraps rather than being cut. */}
          {detail ? <Pricing>{detail}</Pricing> : null}
        </CardHeadText>
        <TierTag tier={resource.pricingTier} />
      </CardHead>
      <Clamp $lines={3} $tone="primary">
        {resource.description}
      </Clamp>
      {resource.features.length > 0 ? (
        <Features aria-label={`${resource.name} features`}>
          {resource.features.slice(0, FEATURES_SHOWN).map((feature) => (
            <li key={feature}>
              <Icon name="check" size={16} />
              <span>{feature}</span>
            </li>
          ))}
        </Features>
      ) : null}
      <CardFooter>
        <TagList aria-label="Categories">
          {resource.category.slice(0, 2).map((category) => (
            <li key={category}>
              <Tag $tone="secondary">{categoryLabel(category)}</Tag>
            </li>
          ))}
        </TagList>
        <FooterActions>
          <DetailsLink to={`/resources/${resource.slug}`}>
            Details
            <VisuallyHidden> of {resource.name}</VisuallyHidden>
          </DetailsLink>
          <ButtonAnchor href={resource.url} target="_blank" rel="noopener noreferrer" $size="sm" $variant="secondary">
            Visit
            <VisuallyHidden> {resource.name} (opens in a new tab)</VisuallyHidden>
            <Icon name="externalLink" size={14} />
          </ButtonAnchor>
        </FooterActions>
      </CardFooter>
    </CardFrame>
  );
});

const TierPill = styled(Tag)`
  flex-shrink: 0;
  margin-top: 3px;
`;

const NameLink = styled(Link)`
  color: inherit;

  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
    text-decoration: underline;
  }
`;

const Pricing = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const FooterActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const DetailsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Features = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
  }

  svg {
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.success};
  }
`;
