import styled from 'styled-components';

/** Centres page content and keeps a comfortable gutter from 360px phones up. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }

  ${({ theme }) => theme.media.desktop} {
    padding: 0 ${({ theme }) => theme.space.xl};
  }
`;
