import { useCallback, useState } from 'react';
import { serverErrorMessage, serverFieldErrors } from '../api/http';
import { loginRequest, type LoginInput } from '../auth/authApi';
import { useAuth } from '../auth/authContext';
import { toast } from '../stores/toastStore';
import { signInRefusal, type AuthResult } from './authResult';

type LoginOptions = {
  /** The admin sign-in announces success itself: a creator signing in there is not an admin. */
  announceSuccess?: boolean;
};

/**
 * `POST /api/login` sets the user and toasts 'Login successful' or 'Login failed' with the server's error. Resolves
 * to the user, or to null with the server's per-field messages or its refusal after a failure.
 */
export function useLoginMutation() {
  const { setUser } = useAuth();
  const [pending, setPending] = useState(false);

  const login = useCallback(
    async (input: LoginInput, { announceSuccess = true }: LoginOptions = {}): Promise<AuthResult> => {
      setPending(true);
      try {
        const user = await loginRequest({ email: input.email.trim(), password: input.password });
        setUser(user);
        if (announceSuccess) toast({ title: 'Login successful', description: 'Welcome back to SoundBoard!' });
        return { user, fieldErrors: {} };
      } catch (error) {
        const refusal = signInRefusal(error, 'Login failed');
        // A suspended account is told once, by the form's alert (with the way to support), not by a toast over it too.
        if (!refusal?.suspended) toast({ variant: 'destructive', title: 'Login failed', description: serverErrorMessage(error, 'Login failed') });
        return { user: null, fieldErrors: serverFieldErrors(error), refusal };
      } finally {
        setPending(false);
      }
    },
    [setUser],
  );

  return { login, pending };
}
