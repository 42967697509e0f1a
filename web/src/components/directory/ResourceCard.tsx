import styled from 'styled-components';
import { graphql } from '../../gql';
import type { PricingTier, ResourceCard_ResourceFragment } from '../../gql/graphql';
import { Icon } from '../Icon';
import { ButtonAnchor } from '../ui/Button';
import { Tag } from '../ui/Tag';
import { CardFooter, CardFrame, CardHead, CardHeadText, CardMeta, CardTitle, Clamp, TagList } from './cardParts';
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

const TIERS: Record<PricingTier, { label: string; tone: 'success' | 'accent' | 'secondary' | 'neutral' }> = {
  FREE: { label: 'Free', tone: 'success' },
  FREEMIUM: { label: 'Freemium', tone: 'secondary' },
  PAID: { label: 'Paid', tone: 'neutral' },
  PREMIUM: { label: 'Premium', tone: 'accent' },
};

/** How many features a card lists; the rest are on the resource's own site. */
const FEATURES_SHOWN = 3;

export const ResourceCard = ({ resource }: { resource: ResourceCard_ResourceFragment }) => {
  const tier = TIERS[resource.pricingTier];
  return (
    <CardFrame aria-labelledby={`resource-${resource.id}`}>
      <CardHead>
        <EntityLogo src={resource.logoUrl} name={resource.name} />
        <CardHeadText>
          <CardTitle id={`resource-${resource.id}`}>{resource.name}</CardTitle>
          <CardMeta title={resource.pricing}>
            <span>{resource.pricing}</span>
          </CardMeta>
        </CardHeadText>
        <TierTag $tone={tier.tone}>{tier.label}</TierTag>
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
        <ButtonAnchor href={resource.url} target="_blank" rel="noopener noreferrer" $size="sm" $variant="secondary">
          Visit
          <VisuallyHidden> {resource.name} (opens in a new tab)</VisuallyHidden>
          <Icon name="externalLink" size={14} />
        </ButtonAnchor>
      </CardFooter>
    </CardFrame>
  );
};

const TierTag = styled(Tag)`
  flex-shrink: 0;
  margin-top: 3px;
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
