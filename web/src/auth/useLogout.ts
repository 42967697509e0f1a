import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { VIEWER_QUERY } from './AuthProvider';

/**
 * Log out (spec §4): tell the server, then clear the local session even if that call
 * failed, and go to /login.
 */
export const useLogout = () => {
  const client = useApolloClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await fetch('/api/logout', { method: 'POST', credentials: 'include' });
    } catch {
      // Offline or server down: the local session is cleared regardless.
    }
    // Leave the page first, synchronously: clearing the session while a guarded page is still
    // rendered would make its guard redirect to /signup instead.
    await navigate('/login', { replace: true, flushSync: true });
    client.cache.writeQuery({ query: VIEWER_QUERY, data: { viewer: null } });
  }, [client, navigate]);
};
