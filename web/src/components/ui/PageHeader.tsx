import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Eyebrow } from './Card';

type PageHeaderProps = {
  eyebrow?: string;
  title: ReactNode;
  /** A small line under the title, such as a document's date. */
  meta?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
};

export const PageHeader = ({ eyebrow, title, meta, intro, actions }: PageHeaderProps) => (
  <Header>
    {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
    <Title>{title}</Title>
    {meta ? <Meta>{meta}</Meta> : null}
    {intro ? <Intro>{intro}</Intro> : null}
    {actions ? <Actions>{actions}</Actions> : null}
  </Header>
);

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.display};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;
