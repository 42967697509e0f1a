import { useId } from 'react';
import styled from 'styled-components';
import { FieldError, FieldGroup, FieldLegend } from '../ui/fieldParts';

type Choice<T extends string> = { value: T; label: string; hint: string; disabled?: boolean };

type ChoiceGroupProps<T extends string> = {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
};

/** One answer out of a few, each with a line on what it means: radios drawn as a list of rows. */
export const ChoiceGroup = <T extends string>({ legend, name, choices, value, onChange, error }: ChoiceGroupProps<T>) => {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FieldGroup aria-describedby={errorId}>
      <FieldLegend>{legend}</FieldLegend>
      <Rows>
        {choices.map((choice) => (
          <Row key={choice.value}>
            <input
              type="radio"
              id={`${id}-${choice.value}`}
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            <label htmlFor={`${id}-${choice.value}`}>
              <strong>{choice.label}</strong>
              <small>{choice.hint}</small>
            </label>
          </Row>
        ))}
      </Rows>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldGroup>
  );
};

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.backgroundRaised};
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    background ${({ theme }) => theme.transitions.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.borderAccent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  &:has(input:disabled) {
    opacity: 0.55;
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  input {
    /* Above the label's row-wide click area, so that the radio itself takes its clicks. */
    position: relative;
    z-index: 1;
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }

  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    cursor: pointer;
  }

  /* The whole row answers a click, not just the words. */
  label::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;
