import styled from 'styled-components';

export type ChipOption = { value: string; label: string; count?: number };

type FilterChipsProps = {
  /** Names the group for screen readers, e.g. "Filter by category". */
  label: string;
  options: readonly ChipOption[];
  /** The picked value; '' is the "All" chip. */
  value: string;
  onChange: (value: string) => void;
  /** The chip that clears the filter; null leaves it out (one of the options is always picked). */
  allLabel?: string | null;
  allCount?: number;
};

/**
 * One-of-many filter as toggle buttons (aria-pressed): the picked chip shows pressed, picking
 * it again clears the filter. On phones the row scrolls sideways instead of stacking tall.
 */
export const FilterChips = ({ label, options, value, onChange, allLabel = 'All', allCount }: FilterChipsProps) => (
  <Row role="group" aria-label={label}>
    {allLabel !== null ? (
      <Chip type="button" aria-pressed={value === ''} onClick={() => onChange('')}>
        {allLabel}
        {allCount !== undefined ? <Count>{allCount}</Count> : null}
      </Chip>
    ) : null}
    {options.map((option) => {
      const pressed = option.value === value;
      return (
        <Chip key={option.value} type="button" aria-pressed={pressed} onClick={() => onChange(pressed ? '' : option.value)}>
          {option.label}
          {option.count !== undefined ? <Count>{option.count}</Count> : null}
        </Chip>
      );
    })}
  </Row>
);

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  margin: 0 -${({ theme }) => theme.space.md};
  padding: 2px ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  scrollbar-width: thin;

  ${({ theme }) => theme.media.tablet} {
    flex-wrap: wrap;
    overflow: visible;
    margin: 0;
    padding: 0;
  }
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex-shrink: 0;
  min-height: 38px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  transition:
    background ${({ theme }) => theme.transitions.base},
    border-color ${({ theme }) => theme.transitions.base},
    color ${({ theme }) => theme.transitions.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.borderAccent};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Count = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface3};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  text-align: center;

  [aria-pressed='true'] > & {
    background: ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
