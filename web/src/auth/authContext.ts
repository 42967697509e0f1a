import { createContext, use } from 'react';
import type { ViewerQueryQuery } from '../gql/graphql';

export type Viewer = NonNullable<ViewerQueryQuery['viewer']>;

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: Viewer }
  | { status: 'signed-out'; user: null };

export const AuthContext = createContext<AuthState | null>(null);

/** The session as the whole app sees it. Must be used below `<AuthProvider>`. */
export const useAuth = (): AuthState => {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
};
