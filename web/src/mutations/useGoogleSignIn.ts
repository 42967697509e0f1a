import { useCallback, useState } from 'react';
import { firebaseSignInRequest } from '../auth/authApi';
import { useAuth } from '../auth/authContext';
import { googleSignInErrorMessage, signInWithGooglePopup, type GoogleSignInConfig } from '../auth/firebase';
import type { SessionUser } from '../auth/sessionUser';
import { toast } from '../components/toast/toastStore';

const loginFailed = (description: string) => toast({ variant: 'destructive', title: 'Login failed', description });

/**
 * Google sign-in: Firebase's popup, then `POST /api/auth/firebase` (spec §7). Failures toast
 * 'Login failed' with spec §8's text for the popup's error code, or 'Authentication failed'
 * when the popup worked but the server refused the token.
 */
export function useGoogleSignIn() {
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
        } catch {
          loginFailed('Authentication failed');
          return null;
        }
      } finally {
        setPending(false);
      }
    },
    [setUser],
  );

  return { signIn, pending };
}
