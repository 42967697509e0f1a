import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/authContext';
import { homePathOf } from '../../auth/sessionUser';
import { safeNextPath, withNext } from '../../auth/nextPath';
import { loginPasswordError, signInEmailError } from '../../auth/validation';
import { AuthForm, AuthLayout, SubmitButton } from '../../components/AuthLayout';
import { useFormState } from '../../components/form/useFormState';
import { LazyGoogleSignInButton } from '../../components/LazyGoogleSignInButton';
import { SignInRefusalAlert } from '../../components/SignInRefusalAlert';
import { PasswordField } from '../../components/ui/PasswordField';
import { TextField } from '../../components/ui/TextField';
import styled from 'styled-components';
import type { SignInRefusal } from '../../mutations/authResult';
import { useLoginMutation } from '../../mutations/useLoginMutation';

const pitchPoints = ['Your MatchMade AI recommendations', 'Brands and creators you have connected with', 'Curated resources picked for your career'] as const;

const initialValues = { email: '', password: '' };

/** Set by useLogout on its way here: the page shows while the session is being cleared, and must not bounce. */
export type LoginLocationState = { loggedOut?: boolean } | null;

export const LoginRoute = () => {
  const auth = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { login, pending } = useLoginMutation();
  const validate = useCallback(
    (values: typeof initialValues) => ({ email: signInEmailError(values.email), password: loginPasswordError(values.password) }),
    [],
  );
  const { field, form, setServerErrors } = useFormState(initialValues, validate);
  // The toast goes; why the sign-in was refused stays above the form until the next try.
  const [refusal, setRefusal] = useState<SignInRefusal | null>(null);

  const onValid = async (values: typeof initialValues) => {
    setRefusal(null);
    const result = await login(values);
    if (result.user) {
      await navigate(next ?? homePathOf(result.user), { replace: true });
      return;
    }
    setServerErrors(result.fieldErrors);
    setRefusal(result.refusal ?? null);
  };

  const loggingOut = Boolean((location.state as LoginLocationState)?.loggedOut);
  // Already signed in: straight on (to the dashboard, or the page a guard kept).
  if (auth.status === 'signed-in' && !pending && !loggingOut) return <Navigate to={next ?? homePathOf(auth.user)} replace />;

  return (
    <>
      <title>Sign In · SoundBoard</title>
      <AuthLayout
        pitchTitle="Welcome back to your music network"
        pitchPoints={pitchPoints}
        title="Sign in to SoundBoard"
        subtitle="Pick up where you left off."
        footer={
          <>
            New to SoundBoard? <Link to={withNext('/signup', next)}>Create a free account</Link>
          </>
        }
      >
        <SignInRefusalAlert refusal={refusal} />
        <LazyGoogleSignInButton onRefused={setRefusal} />
        <AuthForm {...form(onValid)} aria-label="Sign in with e-mail">
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" required {...field('email')} />
          <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
          <ForgotLink to="/forgot-password">Forgot password?</ForgotLink>
          <SubmitButton pending={pending} pendingLabel="Signing in…">
            Sign In
          </SubmitButton>
        </AuthForm>
      </AuthLayout>
    </>
  );
};

/** Under the password field, at its right edge, where people look for it. */
const ForgotLink = styled(Link)`
  align-self: flex-end;
  margin-top: calc(-1 * ${({ theme }) => theme.space.xs});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.accentHover};

  &:hover {
    text-decoration: underline;
  }
`;
