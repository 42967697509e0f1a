import { Suspense } from 'react';
import { lazyWithApollo } from '../apollo/lazyApollo';
import type { GoogleSignInButtonProps } from './GoogleSignInButton';

const GoogleSignInButton = lazyWithApollo(() => import('./GoogleSignInButton').then((m) => m.GoogleSignInButton));

/**
 * The Google button of /login and /signup, which asks GraphQL whether Google sign-in is on. Those
 * pages load with the landing page; the button loads Apollo after them and, as before, shows
 * nothing until the server's answer says to show it.
 */
export const LazyGoogleSignInButton = (props: GoogleSignInButtonProps) => (
  <Suspense fallback={null}>
    <GoogleSignInButton {...props} />
  </Suspense>
);
