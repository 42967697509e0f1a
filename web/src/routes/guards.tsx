import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { PageLoader } from '../components/PageLoader';
import { useAuth } from '../auth/authContext';
import { withNext } from '../auth/nextPath';
import { isAdmin } from '../auth/sessionUser';

type GuardProps = {
  children: ReactNode;
};

/**
 * Creator pages (dashboard, profile pages): signed-out visitors are sent to /signup, with the page they asked for
 * as `next`, so that signing up (or in, from there) brings them back to it.
 */
export const RequireSignIn = ({ children }: GuardProps) => {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signed-out') {
    return (
      <>
        <Navigate to={withNext('/signup', `${location.pathname}${location.search}${location.hash}`)} replace state={{ from: location.pathname }} />
        {/* Shown while the sign-up page downloads, so the page does not jump when it arrives. */}
        <PageLoader />
      </>
    );
  }
  return children;
};

/** Admin pages: anyone but a signed-in admin is sent to /admin/login. */
export const RequireAdmin = ({ children }: GuardProps) => {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (!isAdmin(auth.user)) {
    return (
      <>
        <Navigate to="/admin/login" replace state={{ from: location.pathname }} />
        <PageLoader />
      </>
    );
  }
  return children;
};
