import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { Button } from '../ui/Button';
import { IconTile } from '../ui/Card';
import { Spinner } from '../ui/Spinner';
import { formatCount } from '../format';

/** The grid every directory lays its cards in: one column on phones, up to four on wide screens. */
export const DirectoryGrid = styled.ul<{ $min?: string; $busy?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '280px' }) => $min}), 1fr));
  padding: 0;
  list-style: none;
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.base};

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.lg};
  }

  > li {
    display: flex;
    min-width: 0;
  }
`;

/** The search, chips and count above a directory. */
/** A directory's body: toolbar, then results, evenly spaced. */
export const DirectoryStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const ToolbarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

/** "Showing 24 of 152 brands", announced politely as filters change. */
export const ResultSummary = ({ children, busy }: { children: ReactNode; busy?: boolean }) => (
  <Summary role="status" aria-live="polite">
    <span>{children}</span>
    {busy ? <Spinner $size="sm" /> : null}
  </Summary>
);

const Summary = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

type PanelProps = {
  icon: IconName;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'danger';
};

/** A centred message in place of the grid: nothing matched, or the list could not load. */
export const StatePanel = ({ icon, title, children, action, tone = 'neutral' }: PanelProps) => (
  <Panel $tone={tone} role={tone === 'danger' ? 'alert' : undefined}>
    <IconTile $tone="secondary">
      <Icon name={icon} size={22} />
    </IconTile>
    <PanelTitle>{title}</PanelTitle>
    {children ? <PanelText>{children}</PanelText> : null}
    {action}
  </Panel>
);

const Panel = styled.div<{ $tone: 'neutral' | 'danger' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  border: 1px dashed ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerBorder : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSurface : theme.colors.surface1)};
  text-align: center;
`;

const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const PanelText = styled.p`
  max-width: 460px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** Shows more of the list; stays in place and reports progress while the next page loads. */
export const LoadMore = ({ onClick, loading, remaining, noun }: { onClick: () => void; loading: boolean; remaining: number; noun: string }) => (
  <More>
    <Button type="button" $variant="secondary" onClick={onClick} disabled={loading} aria-busy={loading}>
      {loading ? <Spinner $size="sm" /> : <Icon name="plus" size={18} />}
      {loading ? 'Loading…' : `Load more ${noun}`}
    </Button>
    <MoreHint>{formatCount(remaining)} more to see</MoreHint>
  </More>
);

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const MoreHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
`;

/** Grey bars in the shape of cards while the first page loads. */
export const SkeletonGrid = ({ count = 8, min }: { count?: number; min?: string }) => (
  <DirectoryGrid $min={min} aria-hidden="true" data-testid="directory-skeleton">
    {Array.from({ length: count }, (_, i) => (
      <li key={i}>
        <SkeletonCard>
          <SkeletonRow>
            <Bone $w="48px" $h="48px" $round />
            <SkeletonColumn>
              <Bone $w="60%" $h="16px" />
              <Bone $w="35%" $h="12px" />
            </SkeletonColumn>
          </SkeletonRow>
          <Bone $w="100%" $h="12px" />
          <Bone $w="90%" $h="12px" />
          <Bone $w="70%" $h="12px" />
          <SkeletonRow>
            <Bone $w="72px" $h="22px" $round />
            <Bone $w="88px" $h="22px" $round />
          </SkeletonRow>
        </SkeletonCard>
      </li>
    ))}
  </DirectoryGrid>
);

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 230px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};
`;

const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const SkeletonColumn = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Bone = styled.span<{ $w: string; $h: string; $round?: boolean }>`
  display: block;
  width: ${({ $w }) => $w};
  height: ${({ $h }) => $h};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.pill : theme.radii.sm)};
  background: linear-gradient(90deg, ${({ theme }) => `${theme.colors.surface2}, ${theme.colors.surface3}, ${theme.colors.surface2}`});
  background-size: 800px 100%;
  animation: ${shimmer} 1.4s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
