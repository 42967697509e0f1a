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

/** A main column with a side column beside it from desktop width up (stacked below). */
export const WithSidebar = styled.div<{ $side?: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) ${({ $side = '320px' }) => $side};
  }
`;

/** WithSidebar's side column when it only helps on wide screens: sticky under the navigation. */
export const StickySide = styled.aside`
  display: none;

  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.lg});
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** A page's data could not be loaded. */
export const LoadError = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;
