import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { nextPath } from '../../auth/nextPath';
import { emailError, loginPasswordError } from '../../auth/validation';
import { AuthForm, AuthLayout, SubmitButton } from '../../components/AuthLayout';
import { useFormState } from '../../components/form/useFormState';
import { LazyGoogleSignInButton } from '../../components/LazyGoogleSignInButton';
import { PasswordField } from '../../components/ui/PasswordField';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/TextField';
import type { SignInRefusal } from '../../mutations/authResult';
import { useLoginMutation } from '../../mutations/useLoginMutation';

const pitchPoints = [
  'Your MatchMade AI recommendations',
  'Brands and creators you have connected with',
  'Curated resources picked for your career',
] as const;

const initialValues = { email: '', password: '' };

export const LoginRoute = () => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { login, pending } = useLoginMutation();
  const validate = useCallback(
    (values: typeof initialValues) => ({ email: emailError(values.email), password: loginPasswordError(values.password) }),
    [],
  );
  const { field, form, setServerErrors } = useFormState(initialValues, validate);
  // The toast goes; why the sign-in was refused stays above the form until the next try.
  const [refusal, setRefusal] = useState<SignInRefusal | null>(null);

  const onValid = async (values: typeof initialValues) => {
    setRefusal(null);
    const result = await login(values);
    if (result.user) {
      // A link that asked for sign-in first (a brand team invitation) continues where it left off.
      await navigate(nextPath(params) ?? '/dashboard', { replace: true });
      return;
    }
    setServerErrors(result.fieldErrors);
    setRefusal(result.refusal ?? null);
  };

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
            New to SoundBoard? <Link to={nextPath(params) ? `/signup?next=${encodeURIComponent(nextPath(params)!)}` : '/signup'}>Create a free account</Link>
          </>
        }
      >
        {refusal ? <Alert title={refusal.title}>{refusal.message}</Alert> : null}
        <LazyGoogleSignInButton onRefused={setRefusal} />
        <AuthForm {...form(onValid)} aria-label="Sign in with e-mail">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            required
            {...field('email')}
          />
          <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
          <SubmitButton pending={pending} pendingLabel="Signing in…">
            Sign In
          </SubmitButton>
        </AuthForm>
      </AuthLayout>
    </>
  );
};
