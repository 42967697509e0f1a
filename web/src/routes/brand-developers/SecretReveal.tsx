import { useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { Button } from '../../components/ui/Button';

type SecretRevealProps = {
  titleId: string;
  title: string;
  /** What the secret is for and where it goes. */
  intro: string;
  secret: string;
  /** The secret's name for the copy button and the box's label: "API key", "signing secret". */
  noun: string;
  onDone: () => void;
};

/**
 * A secret shown this once: in a box the reader can select, with a copy button and a plain
 * warning. Nothing keeps it: closing the dialog drops it, and the server has only its hash.
 */
export const SecretReveal = ({ titleId, title, intro, secret, noun, onDone }: SecretRevealProps) => {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Body>
      <div>
        <Title id={titleId}>{title}</Title>
        <Intro>{intro}</Intro>
      </div>
      <Warning role="note">
        <Icon name="alert" size={20} />
        <p>
          <strong>Copy it now: it is shown only this once.</strong> SoundBoard keeps only a hash of it. If you lose it, roll the key (or add the endpoint again)
          to get a new one.
        </p>
      </Warning>
      <SecretBox aria-label={`The new ${noun}`} data-testid="new-secret" tabIndex={0}>
        {secret}
      </SecretBox>
      <Actions>
        <Copied aria-live="polite">
          {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'The browser refused: select the text and copy it.' : ''}
        </Copied>
        <Button type="button" $variant="secondary" onClick={() => void copy()}>
          <Icon name={copied === 'yes' ? 'check' : 'file'} size={18} />
          Copy {noun}
        </Button>
        <Button type="button" onClick={onDone}>
          I have stored it
        </Button>
      </Actions>
    </Body>
  );
};

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Warning = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.warning};
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const SecretBox = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  user-select: all;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Copied = styled.p`
  flex: 1 1 100%;
  text-align: right;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
