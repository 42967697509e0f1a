import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../Icon';

type AlertProps = {
  title: string;
  /** The explanation, and whatever the reader can do about it. */
  children?: ReactNode;
  icon?: IconName;
};

/**
 * A refusal that stays on the page beside the form it concerns (a toast goes away), announced
 * when it appears: why a sign-in was refused, say.
 */
export const Alert = ({ title, children, icon = 'alert' }: AlertProps) => (
  <Box role="alert">
    <IconDisc>
      <Icon name={icon} size={20} />
    </IconDisc>
    <div>
      <Title>{title}</Title>
      {children ? <Text>{children}</Text> : null}
    </div>
  </Box>
);

const Box = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};

  > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
`;

const IconDisc = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textPrimary};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};
  overflow-wrap: anywhere;

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
