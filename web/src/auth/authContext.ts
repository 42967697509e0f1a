import { createContext, use } from 'react';
import type { SessionUser } from './sessionUser';

/** The auth state: loading, then a user or none. */
export type AuthState = { status: 'loading'; user: null } | { status: 'signed-in'; user: SessionUser } | { status: 'signed-out'; user: null };

export type AuthContextValue = AuthState & {
  /** Login, registration and Google sign-in set the user; logout sets null. */
  setUser: (user: SessionUser | null) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session as the whole app sees it. Must be used below `<AuthProvider>`. */
export const useAuth = (): AuthContextValue => {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
};
