import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logoutRequest } from './authApi';
import { useAuth } from './authContext';
import { signOutOfFirebase } from './firebase';

/**
 * Log out: tell the server, sign out of Google if this page used it, then clear the
 * local session (the user and, through `setUser`, Apollo's cache) even if those calls failed,
 * and go to /login.
 */
export const useLogout = () => {
  const { setUser, expectSignOut } = useAuth();
  const navigate = useNavigate();

  return useCallback(async () => {
    // The server ends this session and closes the socket: no news for this tab to tell.
    expectSignOut();
    await Promise.allSettled([logoutRequest(), signOutOfFirebase()]);
    // Leave the page first, synchronously: clearing the user while a guarded page is still
    // rendered would make its guard redirect to /signup instead.
    // The state tells /login not to send a still-signed-in visitor on to the dashboard.
    await navigate('/login', { replace: true, flushSync: true, state: { loggedOut: true } });
    setUser(null);
  }, [navigate, setUser, expectSignOut]);
};
