import styled from 'styled-components';

export const Card = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/** Rounded square that holds a feature or action icon. */
export const IconTile = styled.span<{ $tone?: 'accent' | 'secondary' | 'highlight' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $tone = 'accent' }) =>
    $tone === 'accent' ? theme.colors.accentHover : $tone === 'secondary' ? theme.colors.secondaryLight : theme.colors.highlight};
  background: ${({ theme, $tone = 'accent' }) =>
    $tone === 'accent' ? theme.colors.accentSoft : $tone === 'secondary' ? theme.colors.secondarySoft : theme.colors.highlightSoft};
`;

export const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderAccent};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentHover};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

export const GradientText = styled.span`
  background: ${({ theme }) => theme.gradients.accentText};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;
