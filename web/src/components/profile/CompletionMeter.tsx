import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { completionTone } from '../scoreColors';
import { COMPLETION_THRESHOLD, completionColor } from './completion';

type CompletionMeterProps = {
  percent: number;
  label?: string;
  /** A quieter line beside the label, e.g. "Live preview". */
  caption?: string;
  size?: 'md' | 'lg';
};

/**
 * The completion bar: the percent in its colour (80 green, 60 yellow, 40 orange, else red)
 * and a tick at the 50% threshold below which the dashboard sends creators to profile setup.
 */
export const CompletionMeter = ({ percent, label = 'Profile completion', caption, size = 'md' }: CompletionMeterProps) => {
  const theme = useTheme();
  const tone = completionTone(theme, percent);
  const labelId = useId();
  return (
    <Meter>
      <Top>
        <span>
          <Label id={labelId}>{label}</Label>
          {caption ? <Caption> · {caption}</Caption> : null}
        </span>
        <Percent $size={size} style={{ color: tone.color }} data-testid="completion-percent">
          {percent}%
        </Percent>
      </Top>
      <Track
        $size={size}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${percent}% complete`}
        data-color={completionColor(percent)}
      >
        <Fill style={{ width: `${percent}%`, background: tone.color, boxShadow: `0 0 16px ${tone.background}` }} />
        {percent < COMPLETION_THRESHOLD ? <Tick style={{ left: `${COMPLETION_THRESHOLD}%` }} title={`${COMPLETION_THRESHOLD}% minimum`} /> : null}
      </Track>
    </Meter>
  );
};

const Meter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textFaint};
`;

const Percent = styled.span<{ $size: 'md' | 'lg' }>`
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes['2xl'] : theme.fontSizes.lg)};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  transition: color ${({ theme }) => theme.transitions.base};
`;

const Track = styled.div<{ $size: 'md' | 'lg' }>`
  position: relative;
  height: ${({ $size }) => ($size === 'lg' ? '12px' : '8px')};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface3};
`;

const Fill = styled.div`
  height: 100%;
  min-width: 0;
  border-radius: inherit;
  transition:
    width 400ms cubic-bezier(0.22, 1, 0.36, 1),
    background ${({ theme }) => theme.transitions.base};
`;

const Tick = styled.span`
  position: absolute;
  top: -3px;
  bottom: -3px;
  width: 2px;
  margin-left: -1px;
  border-radius: 1px;
  background: ${({ theme }) => theme.colors.textFaint};
`;
