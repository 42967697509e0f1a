import type { LabelHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon';

/** The pieces every form field shares: label, input look, hint and error line. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

type FieldLabelProps = LabelHTMLAttributes<HTMLLabelElement> & { optional?: boolean; children: ReactNode };

export const FieldLabel = ({ optional, children, ...props }: FieldLabelProps) => (
  <Label {...props}>
    {children}
    {optional ? <Optional> (optional)</Optional> : null}
  </Label>
);

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** The quiet "(optional)" after a label or legend. */
export const Optional = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textFaint};
`;

/** A group of controls under one legend (a fieldset without the browser's frame). */
export const FieldGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** A field group's legend, in the look of a field's label. */
export const FieldLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

type ControlProps = { $invalid?: boolean; $withAdornment?: boolean };

export const controlStyles = css<ControlProps>`
  width: 100%;
  min-width: 0;
  min-height: 46px;
  padding: 0 ${({ theme }) => theme.space.md};
  padding-right: ${({ theme, $withAdornment }) => ($withAdornment ? '48px' : theme.space.md)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerBorder : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.backgroundRaised};
  color: ${({ theme }) => theme.colors.textPrimary};
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    box-shadow ${({ theme }) => theme.transitions.base};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.secondary)};
    box-shadow: 0 0 0 3px ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerSoft : theme.colors.secondarySoft)};
  }

  &:disabled {
    opacity: 0.6;
  }

  /* Browser autofill paints its own light background; keep the dark field. */
  &:-webkit-autofill {
    -webkit-text-fill-color: ${({ theme }) => theme.colors.textPrimary};
    -webkit-box-shadow: 0 0 0 1000px ${({ theme }) => theme.colors.surface2} inset;
    caret-color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

export const TextInput = styled.input<ControlProps>`
  ${controlStyles}
`;

export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type FieldErrorProps = { id?: string; children: ReactNode };

export const FieldError = ({ id, children }: FieldErrorProps) => (
  <ErrorLine id={id}>
    <Icon name="alert" size={14} />
    <span>{children}</span>
  </ErrorLine>
);

const ErrorLine = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.dangerText};

  svg {
    margin-top: 2px;
  }
`;
