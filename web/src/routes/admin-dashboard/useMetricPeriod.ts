import { useSearchParams } from 'react-router-dom';
import { METRIC_PERIODS, type MetricPeriod } from '../../../../graph/src/shared/limits';

/** A month: long enough to see a trend, short enough to see this week in it. */
export const DEFAULT_METRIC_PERIOD: MetricPeriod = 30;

/**
 * The dashboard's period, kept in the URL (`?days=7`) so a view can be shared and the back button
 * restores it; anything but 7, 30 or 90 reads as the default and is never sent to the server.
 */
export function useMetricPeriod(): [MetricPeriod, (days: MetricPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = METRIC_PERIODS.find((period) => period === asked) ?? DEFAULT_METRIC_PERIOD;
  const setDays = (next: MetricPeriod) =>
    setParams((prev) => {
      const nextParams = new URLSearchParams(prev);
      nextParams.set('days', String(next));
      return nextParams;
    });
  return [days, setDays];
}
