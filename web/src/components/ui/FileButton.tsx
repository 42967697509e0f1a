import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';

type FileButtonProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'children'> & {
  id: string;
  /** The button's text. */
  children: ReactNode;
  onFile: (file: File) => void;
};

/**
 * A file input that looks like a button: the input stays in the page (focusable, labelled by the
 * button people see), so the keyboard and screen readers use it as the platform's own.
 */
export const FileButton = ({ id, children, onFile, ...inputProps }: FileButtonProps) => (
  <>
    <FileInput
      type="file"
      id={id}
      {...inputProps}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Choosing the same file again must fire a change too.
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
    <Label htmlFor={id}>
      <Icon name="camera" size={18} />
      {children}
    </Label>
  </>
);

/** Visually hidden but focusable: its label is the button people see. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface2};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.base};

  &:hover {
    background: ${({ theme }) => theme.colors.surface3};
  }

  ${FileInput}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 3px;
  }
`;
