import { formatCount } from '../format';

/** A brand's public responsiveness figure, as the graph answers it (null below its sample threshold). */
export type ResponsivenessFigure = {
  responseRate: number;
  /** Null when none of the counted requests was answered. */
  medianFirstResponseHours: number | null;
  sampleSize: number;
  windowDays: number;
};

/**
 * What counts as an answer in time: the figure is the share of requests the team answered within
 * this many hours (the server computes it against the same window).
 */
export const ANSWER_WITHIN_HOURS = 72;

/** 0.4 → "under 1 h", 5.2 → "5 h", 60 → "2.5 days": the median first answer, as a person says it. */
export function medianWords(hours: number): string {
  if (hours < 1) return 'under 1 h';
  if (hours < 48) return `${Math.round(hours)} h`;
  const days = Math.round((hours / 24) * 10) / 10;
  return `${days % 1 === 0 ? days.toFixed(0) : days.toFixed(1)} days`;
}

/**
 * "Answers 92% of requests within 72 hours", "median 5 h", "based on 37 requests": the figure's
 * parts; no median when nothing was answered.
 */
export function responsivenessParts(figure: ResponsivenessFigure): { rate: string; median: string | null; basis: string } {
  return {
    rate: `Answers ${Math.round(figure.responseRate)}% of requests within ${ANSWER_WITHIN_HOURS} hours`,
    median: figure.medianFirstResponseHours === null ? null : `median ${medianWords(figure.medianFirstResponseHours)}`,
    basis: `based on ${formatCount(figure.sampleSize)} ${figure.sampleSize === 1 ? 'request' : 'requests'}`,
  };
}

/** The whole figure on one line, joined with middle dots. */
export const responsivenessLine = (figure: ResponsivenessFigure): string => {
  const { rate, median, basis } = responsivenessParts(figure);
  return [rate, median, basis].filter(Boolean).join(' · ');
};
