import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, Field, FieldError, FieldHint, FieldLabel } from './fieldParts';
import type { FieldProps } from './TextField';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldProps & {
    /** A line under the text area, such as a character counter; read with the field, not on each key. */
    status?: ReactNode;
  };

/** A labelled multi-line input, with the same look, hint and error line as {@link TextField}. */
export const TextAreaField = ({ label, hint, error, optional, status, id, ...textareaProps }: TextAreaFieldProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const statusId = status ? `${inputId}-status` : undefined;
  return (
    <Field>
      <FieldLabel htmlFor={inputId} optional={optional}>
        {label}
      </FieldLabel>
      <TextArea
        id={inputId}
        aria-describedby={[errorId, statusId, hintId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        $invalid={Boolean(error)}
        {...textareaProps}
      />
      {status ? <Status id={statusId}>{status}</Status> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </Field>
  );
};

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 148px;
  padding-top: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
  resize: vertical;
`;

const Status = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
