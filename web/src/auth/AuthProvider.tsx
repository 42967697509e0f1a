import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { resetApolloStore } from '../apollo/lazyApollo';
import { onSessionEnded } from '../apollo/sessionEnded';
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
function userInPage(): { user: SessionUser | null; ended: boolean } | undefined {
  const script = document.getElementById('session-user');
  if (!script?.textContent) return undefined;
  try {
    // The browser came back with a session that ended while it was away: said once, like a live end.
    const ended = document.getElementById('session-ended') !== null;
    return { user: JSON.parse(script.textContent) as SessionUser | null, ended };
  } catch {
    return undefined;
  }
}

const stateOf = (user: SessionUser | null): AuthState => (user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });

const initialState = (inPage: { user: SessionUser | null; ended: boolean }): AuthState =>
  !inPage.user && inPage.ended ? { status: 'signed-out', user: null, ended: 'ended' } : stateOf(inPage.user);

/**
 * Holds who is signed in. On load the session comes from the page, or is checked with
 * `GET /api/user` through the null-on-401 reader: a user, or nobody. GraphQL data
 * belongs to whoever was signed in when it was fetched, so Apollo's cache is cleared whenever the
 * account changes (login, registration, Google sign-in, logout).
 *
 * When the server ends the session under a signed-in tab (signed out elsewhere, the password
 * changed, the account suspended), the tab hears it on its socket, checks `GET /api/user`, and
 * turns signed out with the cause: guarded pages then send it to /signup, which says so, and
 * public pages show the notice (components/SessionEndedNotice.tsx). Not for its own logout.
 */
export const AuthProvider = ({ children }: AuthProviderProps) => {
  const [inPage] = useState(userInPage);
  const [state, setState] = useState<AuthState>(inPage ? initialState(inPage) : { status: 'loading', user: null });
  const currentId = useRef<string | null>(inPage?.user?.id ?? null);
  /** How many of this tab's own sign-outs are under way. */
  const ownSignOuts = useRef(0);

  const setUser = useCallback((user: SessionUser | null) => {
    ownSignOuts.current = 0;
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

  const expectSignOut = useCallback(() => {
    ownSignOuts.current += 1;
    let undone = false;
    return () => {
      if (undone) return;
      undone = true;
      ownSignOuts.current = Math.max(0, ownSignOuts.current - 1);
    };
  }, []);

  useEffect(
    () =>
      onSessionEnded((cause) => {
        const endedId = currentId.current;
        if (!endedId || ownSignOuts.current > 0) return;
        // The socket's session ended; the browser may hold another by now (signed in again in
        // another tab): the server's answer decides.
        fetchSessionUser()
          .catch(() => null)
          .then((user) => {
            if (currentId.current !== endedId || ownSignOuts.current > 0) return;
            if (user?.id === endedId) return;
            if (user) {
              setUser(user);
              return;
            }
            currentId.current = null;
            // Rendered at once, so a guarded page leaves before anything refetches and fails.
            flushSync(() => setState({ status: 'signed-out', user: null, ended: cause }));
            resetApolloStore();
          })
          .catch(() => undefined);
      }),
    [setUser],
  );

  const value = useMemo<AuthContextValue>(() => ({ ...state, setUser, expectSignOut }), [state, setUser, expectSignOut]);

  return <AuthContext value={value}>{children}</AuthContext>;
};
