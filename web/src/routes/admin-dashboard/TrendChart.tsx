import type { ChartData, ChartOptions } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { formatCount, formatDay } from './metricsFormat';
import './chartSetup';

type Point = { date: string; count: number };

export type TrendSeries = {
  label: string;
  /** A theme colour: the line, or the bars. */
  color: string;
  /** A soft theme colour under a line. */
  fill?: string;
  points: readonly Point[];
  /** The right-hand axis, for a series of another magnitude (clicks beside impressions). */
  secondAxis?: boolean;
};

type TrendChartProps = {
  type: 'line' | 'bar';
  series: readonly TrendSeries[];
  /** The chart's accessible name: what it shows, in one or two sentences. */
  description: string;
  /** The caption of the day-by-day table that screen readers get in place of the picture. */
  caption: string;
  stacked?: boolean;
};

/** Daily series drawn with chart.js, with the same numbers as a table for screen readers. */
export const TrendChart = ({ type, series, description, caption, stacked = false }: TrendChartProps) => {
  const days = series[0]?.points ?? [];
  const data: ChartData<'line' | 'bar', number[], string> = {
    labels: days.map((point) => formatDay(point.date)),
    datasets: series.map((s) => ({
      label: s.label,
      data: s.points.map((point) => point.count),
      yAxisID: s.secondAxis ? 'y1' : 'y',
      borderColor: s.color,
      backgroundColor: type === 'bar' ? s.color : (s.fill ?? s.color),
      fill: type === 'line' && s.fill !== undefined,
      borderWidth: 2,
      // Smooth without overshooting: a curve never dips below a day of zero.
      cubicInterpolationMode: 'monotone' as const,
      // Points on a week or a month; a quarter reads better as a line.
      pointRadius: days.length > 31 ? 0 : 2.5,
      pointHoverRadius: 5,
      pointBackgroundColor: s.color,
      borderRadius: 4,
      maxBarThickness: 28,
    })),
  };
  const axis = {
    beginAtZero: true,
    border: { display: false },
    ticks: { precision: 0, maxTicksLimit: 5 },
  } as const;
  const options: ChartOptions<'line' | 'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: {
        stacked,
        grid: { display: false },
        ticks: { maxRotation: 0, autoSkipPadding: 16 },
      },
      y: { ...axis, stacked },
      ...(series.some((s) => s.secondAxis)
        ? {
            y1: {
              ...axis,
              position: 'right' as const,
              grid: { drawOnChartArea: false },
            },
          }
        : {}),
    },
  };

  return (
    <Figure>
      <Canvas>
        <Chart type={type} data={data} options={options} role="img" aria-label={description} />
      </Canvas>
      {/* A table sizes to its content whatever its width: the clipped box around it keeps it from widening the page. */}
      <VisuallyHidden as="div">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                {series.map((s) => (
                  <td key={s.label}>{formatCount(s.points[index]?.count ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
};

/** Last in its card: charts side by side line up at the bottom, however tall the figures above. */
const Figure = styled.div`
  margin-top: auto;
`;

/** chart.js sizes the canvas to this box: fixed heights, and min-width 0 so a grid cell can shrink it. */
const Canvas = styled.div`
  position: relative;
  min-width: 0;
  height: 200px;

  ${({ theme }) => theme.media.tablet} {
    height: 240px;
  }
`;
