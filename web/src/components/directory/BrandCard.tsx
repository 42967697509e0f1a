import styled from 'styled-components';
import { graphql } from '../../gql';
import type { BrandCard_BrandFragment } from '../../gql/graphql';
import { Icon } from '../Icon';
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

export const BrandCard = ({ brand }: { brand: BrandCard_BrandFragment }) => (
  <CardFrame aria-labelledby={`brand-${brand.id}`}>
    <CardHead>
      <EntityLogo src={brand.logoUrl} name={brand.name} />
      <CardHeadText>
        <CardTitle id={`brand-${brand.id}`}>
          {brand.name}
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
    <Tagline>{brand.tagline}</Tagline>
    <Clamp $lines={3}>{brand.description}</Clamp>
    {brand.offers.length > 0 ? (
      <TagList aria-label="What they offer">
        {brand.offers.slice(0, 3).map((offer) => (
          <li key={offer}>
            <OfferTag>{offer}</OfferTag>
          </li>
        ))}
      </TagList>
    ) : null}
    <CardFooter>
      <Tag $tone="secondary">{categoryLabel(brand.category)}</Tag>
      <ExternalLink href={brand.website} target="_blank" rel="noopener noreferrer">
        {hostOf(brand.website)}
        <Icon name="externalLink" size={14} />
        <VisuallyHidden>(visit {brand.name}, opens in a new tab)</VisuallyHidden>
      </ExternalLink>
    </CardFooter>
  </CardFrame>
);

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
