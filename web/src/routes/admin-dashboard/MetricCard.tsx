import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import type { Change, Direction } from './metricsFormat';

export type Figure = {
  label: string;
  /** The series colour, when the figure has a line or bars in the chart below. */
  color?: string;
  value: string;
  change: Change;
  /** What the figure was in the period before, in words ("12 in the previous 30 days"). */
  previous: string;
  /** A rise is good news unless this says otherwise (dismissals). */
  goodWhen?: 'up' | 'down';
};

type MetricCardProps = {
  id: string;
  title: string;
  figures: readonly Figure[];
  /** A line under the title: what is counted, and how. */
  note: string;
  children?: ReactNode;
};

/** A titled card of period figures, each with its change against the period before, then its chart. */
export const MetricCard = ({ id, title, figures, note, children }: MetricCardProps) => (
  <Card aria-labelledby={`${id}-title`} data-metric={id}>
    <div>
      <Title id={`${id}-title`}>{title}</Title>
      <Note>{note}</Note>
    </div>
    <Figures $count={figures.length}>
      {figures.map((figure) => (
        <FigureItem key={figure.label} data-figure={figure.label}>
          <dt>
            {figure.color ? <Swatch $color={figure.color} aria-hidden="true" /> : null}
            {figure.label}
          </dt>
          <Value>{figure.value}</Value>
          <dd>
            <ChangeBadge change={figure.change} goodWhen={figure.goodWhen} />
            <Previous>vs {figure.previous}</Previous>
          </dd>
        </FigureItem>
      ))}
    </Figures>
    {children}
  </Card>
);

const ARROWS: Record<Direction, string> = {
  up: '↑',
  down: '↓',
  flat: '→',
  none: '',
};

/** ↑ or ↓ with the size of the change, green when it is good news and red when not. */
export const ChangeBadge = ({ change, goodWhen = 'up' }: { change: Change; goodWhen?: 'up' | 'down' }) => {
  const tone = change.direction === 'up' || change.direction === 'down' ? (change.direction === goodWhen ? 'good' : 'bad') : 'neutral';
  return (
    <Badge $tone={tone} data-change={change.direction}>
      {ARROWS[change.direction] ? <span aria-hidden="true">{ARROWS[change.direction]}</span> : null}
      {change.direction === 'up' || change.direction === 'down' ? (
        <>
          <VisuallyHidden>{change.direction === 'up' ? 'Up' : 'Down'} </VisuallyHidden>
          {change.text}
        </>
      ) : (
        change.text
      )}
    </Badge>
  );
};

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Figures = styled.dl<{ $count: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(${({ $count }) => Math.min($count, 3)}, minmax(0, 1fr));
`;

const FigureItem = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `2px ${theme.space.xs}`};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 10px;
  height: 10px;
  flex-shrink: 0;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

const Value = styled.dd`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-variant-numeric: tabular-nums;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Previous = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Tone = 'good' | 'bad' | 'neutral';
const toneColors = (theme: DefaultTheme, tone: Tone) =>
  ({
    good: [theme.colors.success, theme.colors.successSoft],
    bad: [theme.colors.dangerText, theme.colors.dangerSoft],
    neutral: [theme.colors.textMuted, theme.colors.surface3],
  })[tone];

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 1px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $tone }) => toneColors(theme, $tone)[0]};
  background: ${({ theme, $tone }) => toneColors(theme, $tone)[1]};
`;
