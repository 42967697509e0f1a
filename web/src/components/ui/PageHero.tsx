import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Card';

type PageHeroProps = {
  /** The id of the page's name, which labels the hero. */
  labelledBy: string;
  /** The picture or logo, beside the identity from desktop width up, above it on smaller screens. */
  media: ReactNode;
  /** The identity block: {@link HeroName}, lines about who it is, {@link HeroActions}. */
  children: ReactNode;
};

/** The top of a public page (a creator's, a brand's): who it is and what the visitor can do. Centred on phones. */
export const PageHero = ({ labelledBy, media, children }: PageHeroProps) => (
  <Hero as="section" aria-labelledby={labelledBy}>
    {media}
    <Identity>{children}</Identity>
  </Hero>
);

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

export const HeroName = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

/** Short facts in a row (handle, place, counts), each an icon and a few words; links stand out. */
export const HeroMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textSecondary};
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

export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.desktop} {
    justify-content: flex-start;
  }
`;
