import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { controlStyles, Field, FieldError, FieldHint, FieldLabel, InputWrap } from './fieldParts';
import type { FieldProps } from './TextField';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldProps & {
    options: readonly { value: string; label: string }[];
  };

/** A labelled native select: keyboard and screen-reader behaviour come from the platform. */
export const SelectField = ({ label, hint, error, optional, options, id, ...selectProps }: SelectFieldProps) => {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <Field>
      <FieldLabel htmlFor={selectId} optional={optional}>
        {label}
      </FieldLabel>
      <InputWrap>
        <Select
          id={selectId}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          $invalid={Boolean(error)}
          $withAdornment
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <Chevron>
          <Icon name="chevronDown" size={18} />
        </Chevron>
      </InputWrap>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </Field>
  );
};

const Select = styled.select<{ $invalid?: boolean; $withAdornment?: boolean }>`
  ${controlStyles}
  appearance: none;
  cursor: pointer;

  option {
    background: ${({ theme }) => theme.colors.surface2};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Chevron = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;
