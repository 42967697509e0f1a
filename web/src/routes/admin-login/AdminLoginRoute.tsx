import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/authContext';
import { isAdmin } from '../../auth/sessionUser';
import { loginPasswordError, signInEmailError } from '../../auth/validation';
import { AuthForm, AuthLayout, SubmitButton } from '../../components/AuthLayout';
import { useFormState } from '../../components/form/useFormState';
import { Icon } from '../../components/Icon';
import { toast } from '../../stores/toastStore';
import { Alert } from '../../components/ui/Alert';
import { SignInRefusalAlert } from '../../components/SignInRefusalAlert';
import { ButtonLink } from '../../components/ui/Button';
import { PasswordField } from '../../components/ui/PasswordField';
import { TextField } from '../../components/ui/TextField';
import type { SignInRefusal } from '../../mutations/authResult';
import { useLoginMutation } from '../../mutations/useLoginMutation';

const pitchPoints = ['Curate the resource library', 'Manage sponsored banner ads', 'Keep an eye on platform activity'] as const;

const initialValues = { email: '', password: '' };

/** The admin page the guard sent the visitor away from, if any; else the admin dashboard. */
const adminTarget = (state: unknown): string => {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/admin/') && from !== '/admin/login' ? from : '/admin/dashboard';
};

/**
 * Admin sign-in: the same login call as creators. An admin goes on to the admin area; a creator
 * stays signed in as a creator and is told plainly that the account is not an administrator.
 */
export const AdminLoginRoute = () => {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const { login, pending } = useLoginMutation();
  const validate = useCallback(
    (values: typeof initialValues) => ({ email: signInEmailError(values.email), password: loginPasswordError(values.password) }),
    [],
  );
  const { field, form, setServerErrors } = useFormState(initialValues, validate);
  const [refusal, setRefusal] = useState<SignInRefusal | null>(null);
  const target = adminTarget(location.state);

  if (auth.status === 'signed-in' && isAdmin(auth.user)) return <Navigate to={target} replace />;

  const onValid = async (values: typeof initialValues) => {
    setRefusal(null);
    const result = await login(values, { announceSuccess: false });
    if (!result.user) {
      setServerErrors(result.fieldErrors);
      setRefusal(result.refusal ?? null);
      return;
    }
    if (isAdmin(result.user)) {
      toast({ title: 'Login successful', description: 'Welcome back to SoundBoard!' });
      await navigate(target, { replace: true });
    }
  };

  const creator = auth.status === 'signed-in' && !isAdmin(auth.user) ? auth.user : null;

  return (
    <>
      <title>Admin Sign In · SoundBoard</title>
      <AuthLayout
        pitchTitle="SoundBoard administration"
        pitchPoints={pitchPoints}
        title="Admin Sign In"
        subtitle="For SoundBoard team members with admin access."
        footer={
          <>
            Not an admin? <Link to="/login">Creator sign in</Link>
          </>
        }
      >
        {creator ? (
          <Alert title="This account is not an administrator." icon="shield">
            <p>
              You are signed in as <strong>{creator.email}</strong>. Sign in with an admin account below, or carry on as a creator.
            </p>
            <ButtonLink to="/dashboard" $variant="secondary" $size="sm">
              Go to your dashboard
              <Icon name="arrowRight" size={16} />
            </ButtonLink>
          </Alert>
        ) : null}
        <SignInRefusalAlert refusal={refusal} />
        <AuthForm {...form(onValid)} aria-label="Admin sign in">
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
          <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
          <SubmitButton pending={pending} pendingLabel="Signing in…">
            Sign In as Admin
          </SubmitButton>
        </AuthForm>
      </AuthLayout>
    </>
  );
};
