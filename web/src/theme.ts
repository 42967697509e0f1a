/**
 * The SoundBoard look: a near-black stage with violet depth and one electric accent
 * (magenta into violet). Components read every colour, size and shadow from here.
 */

const palette = {
  ink950: '#07060d',
  ink900: '#0c0a16',
  ink850: '#110e1e',
  ink800: '#161328',
  ink700: '#1f1a37',
  ink600: '#2a2447',
  lilac50: '#f6f4ff',
  lilac200: '#c9c2e6',
  lilac400: '#9a93b8',
  // The faintest text: 4.5:1 or more on every surface up to surface3 (WCAG AA for body text).
  lilac500: '#8a83aa',
  magenta: '#ff3d9a',
  magentaLight: '#ff6fb5',
  // A count's pill: white text on it reads at 4.8:1 (the bright magenta gives 3.3:1 at that size).
  magentaDeep: '#d6246f',
  fuchsia: '#c026d3',
  violet: '#8b5cf6',
  violetDeep: '#6d28d9',
  violetLight: '#c4b5fd',
  cyan: '#38d9f5',
  green: '#34d399',
  yellow: '#facc15',
  orange: '#fb923c',
  red: '#f43f5e',
  redDeep: '#2a0d1a',
  redLight: '#fda4af',
  grey: '#9ca3af',
} as const;

const breakpoints = {
  phone: 360,
  tablet: 768,
  desktop: 1024,
  wide: 1440,
} as const;

export const theme = {
  colors: {
    background: palette.ink950,
    backgroundRaised: palette.ink900,
    surface1: palette.ink850,
    surface2: palette.ink800,
    surface3: palette.ink700,
    surfaceHover: palette.ink600,
    overlay: 'rgba(7, 6, 13, 0.78)',
    navBackground: 'rgba(9, 7, 17, 0.72)',

    borderSubtle: 'rgba(255, 255, 255, 0.06)',
    border: 'rgba(255, 255, 255, 0.10)',
    borderStrong: 'rgba(255, 255, 255, 0.18)',
    borderAccent: 'rgba(255, 61, 154, 0.45)',

    textPrimary: palette.lilac50,
    textSecondary: palette.lilac200,
    textMuted: palette.lilac400,
    textFaint: palette.lilac500,
    textOnAccent: '#ffffff',
    textOnAccentFaint: 'rgba(255, 255, 255, 0.35)',

    accent: palette.magenta,
    accentHover: palette.magentaLight,
    accentSoft: 'rgba(255, 61, 154, 0.14)',
    /** Count badges (the navigation's): small white numbers need the deeper magenta. */
    badge: palette.magentaDeep,
    secondary: palette.violet,
    secondaryDeep: palette.violetDeep,
    secondaryLight: palette.violetLight,
    secondarySoft: 'rgba(139, 92, 246, 0.16)',
    highlight: palette.cyan,
    highlightSoft: 'rgba(56, 217, 245, 0.14)',

    /** Completion colours (80+ green, 60+ yellow, 40+ orange, else red) and match-score colours (85+ green, 70+ yellow, else grey). */
    success: palette.green,
    successSoft: 'rgba(52, 211, 153, 0.14)',
    warning: palette.yellow,
    warningSoft: 'rgba(250, 204, 21, 0.14)',
    caution: palette.orange,
    cautionSoft: 'rgba(251, 146, 60, 0.14)',
    danger: palette.red,
    dangerSoft: 'rgba(244, 63, 94, 0.14)',
    /** Destructive toasts and error panels: a deep red surface the danger text reads on. */
    dangerSurface: palette.redDeep,
    dangerBorder: 'rgba(244, 63, 94, 0.5)',
    dangerText: palette.redLight,
    neutral: palette.grey,
    neutralSoft: 'rgba(156, 163, 175, 0.14)',

    focusRing: palette.violetLight,
    selection: 'rgba(255, 61, 154, 0.35)',
  },
  gradients: {
    accent: `linear-gradient(135deg, ${palette.magenta} 0%, ${palette.fuchsia} 48%, ${palette.violet} 100%)`,
    accentHover: `linear-gradient(135deg, ${palette.magentaLight} 0%, ${palette.fuchsia} 40%, ${palette.violet} 100%)`,
    accentText: `linear-gradient(100deg, ${palette.magentaLight} 0%, ${palette.violetLight} 55%, ${palette.cyan} 100%)`,
    pageGlow: `radial-gradient(1100px 620px at 12% -8%, rgba(109, 40, 217, 0.30), transparent 62%),
      radial-gradient(900px 520px at 92% 4%, rgba(255, 61, 154, 0.14), transparent 60%)`,
    surface: 'linear-gradient(180deg, rgba(255, 255, 255, 0.045) 0%, rgba(255, 255, 255, 0.012) 100%)',
    band: `linear-gradient(120deg, rgba(255, 61, 154, 0.22) 0%, rgba(139, 92, 246, 0.22) 55%, rgba(56, 217, 245, 0.12) 100%)`,
  },
  fonts: {
    body: `ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"`,
    mono: `ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace`,
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '2rem',
    '4xl': 'clamp(2rem, 1.4rem + 2.4vw, 2.75rem)',
    display: 'clamp(2.5rem, 1.2rem + 3.6vw, 4.25rem)',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
    heavy: 800,
  },
  lineHeights: {
    tight: 1.1,
    snug: 1.3,
    body: 1.6,
  },
  letterSpacings: {
    tight: '-0.025em',
    display: '-0.035em',
    wide: '0.08em',
  },
  space: {
    xxs: '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    xxxl: '64px',
    huge: '96px',
  },
  radii: {
    sm: '8px',
    md: '12px',
    lg: '18px',
    xl: '28px',
    pill: '999px',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 8px 24px rgba(0, 0, 0, 0.35)',
    lg: '0 24px 60px rgba(0, 0, 0, 0.5)',
    glow: '0 10px 40px rgba(255, 61, 154, 0.28)',
    glowViolet: '0 10px 40px rgba(139, 92, 246, 0.28)',
  },
  layout: {
    maxWidth: '1200px',
    navHeight: '68px',
    /** The assistant's floating button (60 px at 24 px from the edge) and a gap above it. */
    fabClearance: '100px',
  },
  breakpoints,
  /** Mobile-first media queries: styles inside apply from that width up. */
  media: {
    tablet: `@media (min-width: ${breakpoints.tablet}px)`,
    desktop: `@media (min-width: ${breakpoints.desktop}px)`,
    wide: `@media (min-width: ${breakpoints.wide}px)`,
  },
  zIndices: {
    nav: 50,
    menu: 60,
    overlay: 100,
    /** Above the loading screen: a toast raised during sign-out must still show. */
    toast: 200,
    /** Hints belong to whatever they describe, a toast's close button included. */
    tooltip: 210,
  },
  transitions: {
    fast: '120ms ease',
    base: '200ms ease',
  },
} as const;

export type Theme = typeof theme;
