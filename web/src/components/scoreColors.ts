import type { DefaultTheme } from 'styled-components';
import { completionColor } from './profile/completion';

type Tone = { color: string; background: string };

/** Match score colour: 85 or above green, 70 or above yellow, otherwise grey. */
export const matchScoreTone = (theme: DefaultTheme, score: number): Tone => {
  if (score >= 85) return { color: theme.colors.success, background: theme.colors.successSoft };
  if (score >= 70) return { color: theme.colors.warning, background: theme.colors.warningSoft };
  return { color: theme.colors.neutral, background: theme.colors.neutralSoft };
};

/** Profile completion colour (80+ green, 60+ yellow, 40+ orange, else red) as theme tokens; the thresholds live in the shared completion module. */
export const completionTone = (theme: DefaultTheme, percent: number): Tone => {
  switch (completionColor(percent)) {
    case 'green':
      return { color: theme.colors.success, background: theme.colors.successSoft };
    case 'yellow':
      return { color: theme.colors.warning, background: theme.colors.warningSoft };
    case 'orange':
      return { color: theme.colors.caution, background: theme.colors.cautionSoft };
    case 'red':
      return { color: theme.colors.danger, background: theme.colors.dangerSoft };
  }
};
