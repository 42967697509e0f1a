import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { resetApolloStore } from '../apollo/lazyApollo';
import { fetchSessionUser } from './authApi';
import { AuthContext, type AuthContextValue, type AuthState } from './authContext';
import type { SessionUser } from './sessionUser';

type AuthProviderProps = {
  children: ReactNode;
};

/**
 * The user the server wrote into the page (graph/src/web-app.ts): the first render needs no round
 * trip. Absent (the dev server, or the server could not tell), the app asks `GET /api/user`.
 */
function userInPage(): { user: SessionUser | null } | undefined {
  const script = document.getElementById('session-user');
  if (!script?.textContent) return undefined;
  try {
    return { user: JSON.parse(script.textContent) as SessionUser | null };
  } catch {
    return undefined;
  }
}

const stateOf = (user: SessionUser | null): AuthState => (user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });

/**
 * Holds who is signed in. On load the session comes from the page, or is checked with
 * `GET /api/user` through the null-on-401 reader: a user, or nobody. GraphQL data
 * belongs to whoever was signed in when it was fetched, so Apollo's cache is cleared whenever the
 * account changes (login, registration, Google sign-in, logout).
 */
export const AuthProvider = ({ children }: AuthProviderProps) => {
  const [inPage] = useState(userInPage);
  const [state, setState] = useState<AuthState>(inPage ? stateOf(inPage.user) : { status: 'loading', user: null });
  const currentId = useRef<string | null>(inPage?.user?.id ?? null);

  const setUser = useCallback((user: SessionUser | null) => {
    const changedAccount = (user?.id ?? null) !== currentId.current;
    currentId.current = user?.id ?? null;
    setState(stateOf(user));
    // resetStore = clearStore + refetch of the queries on screen: the page the user lands on
    // (e.g. /login after logout) must not keep, or lose, data fetched for the previous account.
    if (changedAccount) resetApolloStore();
  }, []);

  useEffect(() => {
    if (inPage) return;
    const controller = new AbortController();
    fetchSessionUser(controller.signal)
      .then((user) => {
        currentId.current = user?.id ?? null;
        setState(stateOf(user));
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        // An unreachable or failing API means nobody can be signed in: show the public app.
        setState({ status: 'signed-out', user: null });
      });
    return () => controller.abort();
  }, [inPage]);

  const value = useMemo<AuthContextValue>(() => ({ ...state, setUser }), [state, setUser]);

  return <AuthContext value={value}>{children}</AuthContext>;
};
