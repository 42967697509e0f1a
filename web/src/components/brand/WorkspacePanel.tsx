import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { Card } from '../ui/Card';

/** One panel of the brand workspace (the team, an invitation, the page, getting started): a card section under an h2. */
export const WorkspacePanel = styled(Card).attrs({ as: 'section' })<{ $roomy?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $roomy }) => ($roomy ? theme.space.lg : theme.space.md)};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** A panel's quieter line: what a list means, what happens next. */
export const PanelNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What waits on an admin's verification of the brand, said once at the top of what it holds back. */
export const VerificationNote = ({ id, title, children }: { id?: string; title: string; children: ReactNode }) => (
  <Note role="note" id={id}>
    <Icon name="shield" size={20} />
    <div>
      <strong>{title}</strong>
      <p>{children}</p>
    </div>
  </Note>
);

const Note = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderAccent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSoft};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.accentHover};
  }

  p {
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
