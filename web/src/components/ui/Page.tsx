import styled from 'styled-components';
import { Container } from './Container';

/** Standard vertical rhythm for a content page below the navigation. */
export const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.huge};

  ${({ theme }) => theme.media.desktop} {
    padding-top: ${({ theme }) => theme.space.xxxl};
  }
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const CardGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '260px' }) => $min}), 1fr));

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

/** A titled block inside a page: heading, then its content. */
export const PageSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
