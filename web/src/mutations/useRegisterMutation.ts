import { useCallback, useState } from 'react';
import { serverErrorMessage, serverFieldErrors } from '../api/http';
import { registerRequest, type RegisterInput } from '../auth/authApi';
import { useAuth } from '../auth/authContext';
import { toast } from '../stores/toastStore';
import { rateLimitRefusal, type AuthResult } from './authResult';

/**
 * `POST /api/register`: creates the account, sets the user and toasts the outcome in
 * 'Registration successful' or 'Registration failed' with the server's error. Resolves to the user, or to null and the server's per-field messages.
 */
export function useRegisterMutation() {
  const { setUser } = useAuth();
  const [pending, setPending] = useState(false);

  const register = useCallback(
    async (input: RegisterInput): Promise<AuthResult> => {
      setPending(true);
      try {
        const user = await registerRequest({
          ...input,
          email: input.email.trim(),
          username: input.username.trim(),
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
        });
        setUser(user);
        toast({ title: 'Registration successful', description: 'Welcome to SoundBoard!' });
        return { user, fieldErrors: {} };
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Registration failed',
          description: serverErrorMessage(error, 'Registration failed'),
        });
        return { user: null, fieldErrors: serverFieldErrors(error), limit: rateLimitRefusal(error, 'Too many sign-ups. Try again later.') };
      } finally {
        setPending(false);
      }
    },
    [setUser],
  );

  return { register, pending };
}
