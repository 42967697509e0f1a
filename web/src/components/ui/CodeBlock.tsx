import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';

type CodeBlockProps = {
  code: string;
  /** What the code is, for the copy button's name and screen readers ("curl example"). */
  label: string;
  language?: string;
};

/**
 * Code to read and copy as it is: monospace, scrolling sideways on a narrow screen rather than
 * wrapping (a wrapped shell line no longer pastes), with a button that copies it whole and says so.
 */
export const CodeBlock = ({ code, label, language }: CodeBlockProps) => {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the code stays selectable.
      setCopied(false);
    }
  };

  return (
    <Figure>
      <Bar>
        <Language>{language ?? 'code'}</Language>
        <CopyButton type="button" onClick={copy} aria-label={`Copy ${label}`}>
          <Icon name={copied ? 'check' : 'copy'} size={14} />
          <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
        </CopyButton>
      </Bar>
      <Pre tabIndex={0} aria-label={label}>
        <code>{code}</code>
      </Pre>
    </Figure>
  );
};

const Figure = styled.figure`
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.backgroundRaised};
  overflow: hidden;
  min-width: 0;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} ${theme.space.xs} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Language = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Pre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: pre;
`;
