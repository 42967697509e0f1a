import type { DefaultTheme } from 'styled-components';

type Tone = { color: string; background: string };

/** Match score colour (spec §4, §9): 85 or above green, 70 or above yellow, otherwise grey. */
export const matchScoreTone = (theme: DefaultTheme, score: number): Tone => {
  if (score >= 85) return { color: theme.colors.success, background: theme.colors.successSoft };
  if (score >= 70) return { color: theme.colors.warning, background: theme.colors.warningSoft };
  return { color: theme.colors.neutral, background: theme.colors.neutralSoft };
};

/** Profile completion colour (spec §9): 80+ green, 60+ yellow, 40+ orange, otherwise red. */
export const completionTone = (theme: DefaultTheme, percent: number): Tone => {
  if (percent >= 80) return { color: theme.colors.success, background: theme.colors.successSoft };
  if (percent >= 60) return { color: theme.colors.warning, background: theme.colors.warningSoft };
  if (percent >= 40) return { color: theme.colors.caution, background: theme.colors.cautionSoft };
  return { color: theme.colors.danger, background: theme.colors.dangerSoft };
};
