import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { FieldError, FieldHint } from './fieldParts';
import type { FieldProps } from './TextField';

type Option = { value: string; label: string };

type ChipGroupProps = FieldProps & { id: string; children: ReactNode };

/** A fieldset of chips with its legend, error and hint, read together by screen readers. */
const ChipGroup = ({ id, label, hint, error, optional, children }: ChipGroupProps) => {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Fieldset id={id} aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}>
      <Legend>
        {label}
        {optional ? <Optional> (optional)</Optional> : null}
      </Legend>
      <Chips>{children}</Chips>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </Fieldset>
  );
};

type CheckboxChipsProps = FieldProps & { id: string; options: readonly Option[]; values: readonly string[]; onChange: (values: string[]) => void };

/**
 * Several from a short, closed list, as toggle chips: real checkboxes in a fieldset, so the
 * keyboard (Tab, Space) and screen readers work as with any checkbox group. The chosen values
 * keep the options' order.
 */
export const CheckboxChips = ({ options, values, onChange, ...group }: CheckboxChipsProps) => {
  const chosen = new Set(values);
  const toggle = (value: string) => onChange(options.map((o) => o.value).filter((v) => (v === value ? !chosen.has(v) : chosen.has(v))));
  return (
    <ChipGroup {...group}>
      {options.map((option) => (
        <Chip key={option.value} $invalid={Boolean(group.error)}>
          <input type="checkbox" name={group.id} value={option.value} checked={chosen.has(option.value)} onChange={() => toggle(option.value)} />
          <span>
            {chosen.has(option.value) ? <Icon name="check" size={14} /> : null}
            {option.label}
          </span>
        </Chip>
      ))}
    </ChipGroup>
  );
};

type RadioChipsProps = FieldProps & { id: string; options: readonly Option[]; value: string; onChange: (value: string) => void };

/** One of a few, as chips: real radio buttons in a fieldset (arrow keys move between them). */
export const RadioChips = ({ options, value, onChange, ...group }: RadioChipsProps) => (
  <ChipGroup {...group}>
    {options.map((option) => (
      <Chip key={option.value} $invalid={Boolean(group.error)}>
        <input type="radio" name={group.id} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
        <span>{option.label}</span>
      </Chip>
    ))}
  </ChipGroup>
);

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Optional = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textFaint};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Chip = styled.label<{ $invalid: boolean }>`
  position: relative;
  display: inline-flex;

  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerBorder : theme.colors.borderStrong)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.backgroundRaised};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    transition:
      border-color ${({ theme }) => theme.transitions.fast},
      background ${({ theme }) => theme.transitions.fast};
  }

  input:hover + span {
    border-color: ${({ theme }) => theme.colors.borderAccent};
  }

  input:checked + span {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
