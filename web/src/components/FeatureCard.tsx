import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './Icon';
import { IconTile } from './ui/Card';

type FeatureCardProps = {
  icon: IconName;
  title: string;
  tone?: 'accent' | 'secondary' | 'highlight';
  children: ReactNode;
};

export const FeatureCard = ({ icon, title, tone, children }: FeatureCardProps) => (
  <Wrapper>
    <IconTile $tone={tone}>
      <Icon name={icon} size={22} />
    </IconTile>
    <Title>{title}</Title>
    <Body>{children}</Body>
  </Wrapper>
);

const Wrapper = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    transform ${({ theme }) => theme.transitions.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    transform: translateY(-2px);
  }
`;

const Title = styled.h3`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Body = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
