import styled from 'styled-components';

/** The landing page's sections share one rhythm: padding, a centred intro, a display title, a lead. */
export const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};

  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  }
`;

export const SectionIntro = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  text-align: center;
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: ${({ theme }) => theme.letterSpacings.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const SectionLead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
