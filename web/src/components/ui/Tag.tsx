import styled from 'styled-components';

export type TagTone = 'accent' | 'secondary' | 'neutral' | 'success' | 'danger';

/** Small pill label for statuses and roles. */
export const Tag = styled.span<{ $tone?: TagTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  color: ${({ theme, $tone = 'neutral' }) =>
    ({
      accent: theme.colors.accentHover,
      secondary: theme.colors.secondaryLight,
      neutral: theme.colors.textSecondary,
      success: theme.colors.success,
      danger: theme.colors.dangerText,
    })[$tone]};
  background: ${({ theme, $tone = 'neutral' }) =>
    ({
      accent: theme.colors.accentSoft,
      secondary: theme.colors.secondarySoft,
      neutral: theme.colors.surface3,
      success: theme.colors.successSoft,
      danger: theme.colors.dangerSoft,
    })[$tone]};
`;
