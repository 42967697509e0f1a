import styled from 'styled-components';

/**
 * A settings page's save bar: sticky at the foot of the form, its border lit while there are
 * unsaved changes (`data-dirty`), with room on the right for the assistant's round button on phones.
 */
export const SaveBar = styled.div`
  position: sticky;
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.nav};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-right: 76px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.navBackground};
  backdrop-filter: blur(14px);
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[data-dirty='true'] {
    border-color: ${({ theme }) => theme.colors.borderAccent};
  }

  ${({ theme }) => theme.media.desktop} {
    margin-right: 0;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  }
`;

/** "All changes saved" or "Unsaved changes", brighter while dirty. */
export const SaveBarStatus = styled.p<{ $dirty: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $dirty }) => ($dirty ? theme.colors.textPrimary : theme.colors.textMuted)};
`;

/** The status dot: the accent while dirty, success once saved. */
export const SaveBarDot = styled.span<{ $dirty: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $dirty }) => ($dirty ? theme.colors.accent : theme.colors.success)};
`;

export const SaveBarActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;
