import { createContext, use } from 'react';
import type { SessionEndCause } from '../apollo/sessionEnded';
import type { SessionUser } from './sessionUser';

/**
 * The auth state: loading, then a user or none. `ended` says why a tab that was signed in is not
 * any more, when the server ended its session (not this tab's own logout): the pages say so.
 */
export type AuthState =
  { status: 'loading'; user: null } | { status: 'signed-in'; user: SessionUser } | { status: 'signed-out'; user: null; ended?: SessionEndCause };

export type AuthContextValue = AuthState & {
  /** Login, registration and Google sign-in set the user; logout sets null. */
  setUser: (user: SessionUser | null) => void;
  /**
   * This tab is about to end its own session (logout, deleting the account): the server's word
   * that the session ended is then no news to tell. Answers the undo, for a request that failed.
   */
  expectSignOut: () => () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session as the whole app sees it. Must be used below `<AuthProvider>`. */
export const useAuth = (): AuthContextValue => {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
};
