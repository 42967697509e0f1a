import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { USER_TYPES, type UserType } from '../../auth/authApi';
import { useAuth } from '../../auth/authContext';
import { safeNextPath, withNext } from '../../auth/nextPath';
import { emailError, newPasswordError, usernameError } from '../../auth/validation';
import { AuthForm, AuthLayout, FieldRow, SubmitButton } from '../../components/AuthLayout';
import { useFormState } from '../../components/form/useFormState';
import { LazyGoogleSignInButton } from '../../components/LazyGoogleSignInButton';
import { RetryCountdown, useNowUntil } from '../../components/RetryCountdown';
import { PasswordField } from '../../components/ui/PasswordField';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import type { RateLimitRefusal } from '../../mutations/authResult';
import { useRegisterMutation } from '../../mutations/useRegisterMutation';

const pitchPoints = [
  'Meet 150+ verified music-industry brands',
  'Network with 2,500+ active creators',
  'Get matched with resources by MatchMade AI',
] as const;

const userTypeLabels: Record<UserType, string> = {
  artist: 'Artist',
  producer: 'Producer',
  songwriter: 'Songwriter',
  dj: 'DJ',
  engineer: 'Engineer',
};

const userTypeOptions = USER_TYPES.map((value) => ({ value, label: userTypeLabels[value] }));

const initialValues = {
  email: '',
  password: '',
  username: '',
  firstName: '',
  lastName: '',
  userType: 'artist' as string,
};

type SignupValues = typeof initialValues;

const isUserType = (value: string): value is UserType => (USER_TYPES as readonly string[]).includes(value);

export const SignupRoute = () => {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where a guard sent the visitor from: back there once the account exists.
  const next = safeNextPath(params.get('next'));
  const { register, pending } = useRegisterMutation();
  // Too many sign-ups from this network: said beside the button, counting down, until it passes.
  const [limit, setLimit] = useState<RateLimitRefusal | null>(null);
  const clearLimit = useCallback(() => setLimit(null), []);
  const now = useNowUntil(limit?.retryAt ?? null, clearLimit);
  const validate = useCallback(
    (values: SignupValues) => ({
      email: emailError(values.email),
      password: newPasswordError(values.password, values.email),
      username: usernameError(values.username),
    }),
    [],
  );
  const { values, field, form, setServerErrors } = useFormState(initialValues, validate);

  const onValid = async ({ userType, ...rest }: SignupValues) => {
    if (limit) return;
    const result = await register({ ...rest, userType: isUserType(userType) ? userType : 'artist' });
    if (result.user) {
      await navigate(next ?? '/dashboard', { replace: true });
      return;
    }
    setServerErrors(result.fieldErrors);
    setLimit(result.limit ?? null);
  };

  // Spec §5: a blank username becomes the part of the e-mail before the @; show which.
  const emailName = values.email.trim().split('@')[0];
  const usernamePlaceholder = emailName && values.email.includes('@') ? emailName.toLowerCase() : 'Defaults to the part before the @';

  // Already signed in: nothing to sign up for (spec: the dashboard, or the page a guard kept).
  if (auth.status === 'signed-in' && !pending) return <Navigate to={next ?? '/dashboard'} replace />;

  return (
    <>
      <title>Get Started · SoundBoard</title>
      <AuthLayout
        pitchTitle="Your next partnership starts with a profile"
        pitchPoints={pitchPoints}
        title="Create your account"
        subtitle="Free for every artist, producer and creator."
        footer={
          <>
            Already have an account? <Link to={withNext('/login', next)}>Sign in</Link>
          </>
        }
      >
        <LazyGoogleSignInButton />
        <AuthForm {...form(onValid)} aria-label="Create an account with e-mail">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            required
            {...field('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint="At least 8 characters, and not your e-mail address."
            required
            {...field('password')}
          />
          <FieldRow>
            <TextField label="First name" autoComplete="given-name" optional {...field('firstName')} />
            <TextField label="Last name" autoComplete="family-name" optional {...field('lastName')} />
          </FieldRow>
          <TextField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            optional
            placeholder={usernamePlaceholder}
            hint="3 to 30 letters, digits, dots or underscores."
            {...field('username')}
          />
          <SelectField label="I am a…" options={userTypeOptions} {...field('userType')} />
          {limit ? <RetryCountdown title="Too many sign-ups from your network" retryAt={limit.retryAt} now={now} /> : null}
          <SubmitButton pending={pending} pendingLabel="Creating account…" disabled={Boolean(limit)}>
            Create Account
          </SubmitButton>
        </AuthForm>
      </AuthLayout>
    </>
  );
};
