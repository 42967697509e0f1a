import { useCallback, useState } from 'react';
import { ApiError } from '../api/http';
import { firebaseSignInRequest } from '../auth/authApi';
import { useAuth } from '../auth/authContext';
import { googleSignInErrorMessage, signInWithGooglePopup, type GoogleSignInConfig } from '../auth/firebase';
import type { SessionUser } from '../auth/sessionUser';
import { toast } from '../stores/toastStore';
import { signInRefusal, type SignInRefusal } from './authResult';

const loginFailed = (description: string) => toast({ variant: 'destructive', title: 'Login failed', description });

/**
 * Google sign-in: Firebase's popup, then `POST /api/auth/firebase`. Failures toast
 * 'Login failed' with the text for the popup's error code (firebase.ts), or 'Authentication failed'
 * when the popup worked but the server refused the token. A suspended account is told so, in
 * the toast and through `onRefused` (the sign-in form's alert).
 */
export function useGoogleSignIn({ onRefused }: { onRefused?: (refusal: SignInRefusal) => void } = {}) {
  const { setUser } = useAuth();
  const [pending, setPending] = useState(false);

  const signIn = useCallback(
    async (config: GoogleSignInConfig): Promise<SessionUser | null> => {
      setPending(true);
      try {
        let identity;
        try {
          identity = await signInWithGooglePopup(config);
        } catch (error) {
          loginFailed(googleSignInErrorMessage(error));
          return null;
        }
        try {
          const user = await firebaseSignInRequest(identity);
          setUser(user);
          toast({ title: 'Login successful', description: 'Welcome back to SoundBoard!' });
          return user;
        } catch (error) {
          const suspended = error instanceof ApiError && error.status === 403 ? signInRefusal(error, 'Authentication failed') : undefined;
          // A page with a sign-in alert tells a suspension there alone; elsewhere the toast does.
          if (suspended && onRefused) onRefused(suspended);
          else loginFailed(suspended?.message ?? 'Authentication failed');
          return null;
        }
      } finally {
        setPending(false);
      }
    },
    [setUser, onRefused],
  );

  return { signIn, pending };
}
