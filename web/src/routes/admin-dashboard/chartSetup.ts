import { BarController, BarElement, CategoryScale, Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { theme } from '../../theme';

// Only the parts the dashboard draws with, registered once when its chunk loads: chart.js travels
// in a chunk of its own that only this route imports (web/vite.config.ts), never the landing page's.
Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Filler, Tooltip);

Chart.defaults.color = theme.colors.textMuted;
Chart.defaults.borderColor = theme.colors.borderSubtle;
Chart.defaults.font.family = theme.fonts.body;
Chart.defaults.font.size = 12;
Object.assign(Chart.defaults.plugins.tooltip, {
  backgroundColor: theme.colors.surface3,
  borderColor: theme.colors.borderStrong,
  borderWidth: 1,
  titleColor: theme.colors.textPrimary,
  bodyColor: theme.colors.textSecondary,
  padding: 10,
  boxPadding: 4,
  usePointStyle: true,
});
if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) Chart.defaults.animation = false;
