import type { AnchorHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { adImageSrc } from './adImage';
import type { SponsoredBanner_AdFragment } from '../../gql/graphql';

export const SponsoredBanner_ad = graphql(`
  fragment SponsoredBanner_ad on BannerAd {
    id
    title
    description
    imageUrl
    linkUrl
    sponsor
  }
`);

type SponsoredBannerProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> & {
  ad: SponsoredBanner_AdFragment;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * The sponsored banner as creators see it on the dashboard: the whole banner opens
 * the sponsor's link in a new tab. Presentational only: the dashboard adds the impression and click
 * counting, the back office shows it as a live preview.
 */
export const SponsoredBanner = ({ ad, ref, ...props }: SponsoredBannerProps) => (
  <Banner ref={ref} href={ad.linkUrl} target="_blank" rel="noopener noreferrer sponsored" data-testid="sponsored-banner" {...props}>
    <Logo>
      {/* No image yet: the back office's preview before one is chosen. */}
      {ad.imageUrl ? <img src={adImageSrc(ad.imageUrl)} alt="" width={120} height={40} /> : <NoImage>No image</NoImage>}
    </Logo>
    <Text>
      <Label>Sponsored · {ad.sponsor}</Label>
      <strong>{ad.title}</strong>
      <span>{ad.description}</span>
    </Text>
    <Cta>
      Learn more
      <Icon name="externalLink" size={16} />
    </Cta>
    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
  </Banner>
);

// Dark on the logo box's white, as the logos are.
const NoImage = styled.span`
  color: ${({ theme }) => theme.colors.surface3};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
`;

const Banner = styled.a`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.band};
  color: ${({ theme }) => theme.colors.textPrimary};
  transition: border-color ${({ theme }) => theme.transitions.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderAccent};
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

const Logo = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 56px;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.textPrimary};

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }

  ${({ theme }) => theme.media.tablet} {
    width: 132px;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  span:last-child {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const Cta = styled.span`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  ${({ theme }) => theme.media.tablet} {
    display: inline-flex;
  }
`;
