import { useQuery } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import { graphql } from '../gql';
import { AuthContext, type AuthState } from './authContext';

/** The session check: who is signed in, if anyone. Login, signup and logout write this query's cache entry. */
export const VIEWER_QUERY = graphql(`
  query ViewerQuery {
    viewer {
      id
      email
      username
      firstName
      lastName
      artistName
      profileImageUrl
      role
    }
  }
`);

type AuthProviderProps = {
  children: ReactNode;
};

export const AuthProvider = ({ children }: AuthProviderProps) => {
  const { data, loading, error } = useQuery(VIEWER_QUERY);

  const value = useMemo<AuthState>(() => {
    const viewer = data?.viewer;
    // An unreachable or failing API means nobody can be signed in: show the public app.
    if (viewer && !error) return { status: 'signed-in', user: viewer };
    if (loading && !error) return { status: 'loading', user: null };
    return { status: 'signed-out', user: null };
  }, [data, loading, error]);

  return <AuthContext value={value}>{children}</AuthContext>;
};
