import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, FieldError, FieldHint, FieldLabel, InputWrap, TextInput } from './fieldParts';

export type FieldProps = {
  label: string;
  hint?: string;
  /** Shown under the input in red; also marks the input invalid for assistive tech. */
  error?: string;
  /** Adds a quiet "(optional)" after the label. */
  optional?: boolean;
};

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> &
  FieldProps & {
    /** A control inside the input's right edge, such as a show-password toggle. */
    endAdornment?: ReactNode;
  };

/** A labelled input; the label is always visible, never a placeholder stand-in. */
export const TextField = ({ label, hint, error, optional, endAdornment, id, ...inputProps }: TextFieldProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <FieldLabel htmlFor={inputId} optional={optional}>
        {label}
      </FieldLabel>
      <InputWrap>
        <TextInput
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          $invalid={Boolean(error)}
          $withAdornment={Boolean(endAdornment)}
          {...inputProps}
        />
        {endAdornment}
      </InputWrap>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </Field>
  );
};
