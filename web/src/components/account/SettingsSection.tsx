import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { Card } from '../ui/Card';
import { SectionTitle } from '../ui/Page';

/**
 * The settings pages' sections (/account, /account/notifications): a card with an icon, a title
 * and a line on what it holds, one under the other in a column of reading width.
 */

type SectionProps = { id: string; icon: IconName; title: string; intro: ReactNode; danger?: boolean; children: ReactNode };

export const Section = ({ id, icon, title, intro, danger = false, children }: SectionProps) => (
  <SectionCard as="section" id={id} aria-labelledby={`${id}-title`} $danger={danger}>
    <SectionHead>
      <IconDisc $danger={danger} aria-hidden="true">
        <Icon name={icon} size={20} />
      </IconDisc>
      <div>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        <p>{intro}</p>
      </div>
    </SectionHead>
    {children}
  </SectionCard>
);

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 760px;
`;

const SectionCard = styled(Card)<{ $danger: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  border-color: ${({ theme, $danger }) => ($danger ? theme.colors.dangerBorder : theme.colors.border)};
`;

const SectionHead = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};

  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
  }

  ${SectionTitle} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const IconDisc = styled.span<{ $danger: boolean }>`
  display: inline-flex;
  flex: none;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerSoft : theme.colors.accentSoft)};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.dangerText : theme.colors.accentHover)};
`;
