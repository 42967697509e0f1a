import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './Icon';
import { IconTile } from './ui/Card';

type NextStepCardProps = {
  icon: IconName;
  title: string;
  description: ReactNode;
  action: ReactNode;
};

/** The one clear thing to do next on a page, set apart from the rest. */
export const NextStepCard = ({ icon, title, description, action }: NextStepCardProps) => (
  <Wrapper>
    <IconTile $tone="secondary">
      <Icon name={icon} size={22} />
    </IconTile>
    <Text>
      <Title>{title}</Title>
      <Description>{description}</Description>
    </Text>
    <Action>{action}</Action>
  </Wrapper>
);

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.band}, ${({ theme }) => theme.colors.surface1};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Text = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Action = styled.div`
  flex-shrink: 0;
`;
