import { lazyWithApollo } from '../../apollo/lazyApollo';
import { useAuth } from '../../auth/authContext';
import { LandingRoute } from '../landing/LandingRoute';

const DashboardRoute = lazyWithApollo(() =>
  import('../dashboard/DashboardRoute').then((m) => ({ Component: m.DashboardRoute, prefetch: m.prefetchDashboardRoute })),
);

/** `/`: the dashboard for a signed-in creator, the public landing page for everyone else. */
export const HomeRoute = () => {
  const auth = useAuth();
  return auth.status === 'signed-in' ? <DashboardRoute /> : <LandingRoute />;
};
