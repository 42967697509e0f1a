import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_USER_TYPE, USER_TYPES, type UserType } from '../../auth/authApi';
import { useAuth } from '../../auth/authContext';
import { homePathOf } from '../../auth/sessionUser';
import { safeNextPath, withNext } from '../../auth/nextPath';
import { emailError, newPasswordError, usernameError } from '../../auth/validation';
import { AuthForm, AuthLayout, FieldRow, SubmitButton } from '../../components/AuthLayout';
import { useFormState } from '../../components/form/useFormState';
import { LazyGoogleSignInButton } from '../../components/LazyGoogleSignInButton';
import { RetryCountdown, useNowUntil } from '../../components/RetryCountdown';
import { SessionEndedNotice } from '../../components/SessionEndedNotice';
import { RadioChips } from '../../components/ui/ChoiceChips';
import { PasswordField } from '../../components/ui/PasswordField';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import type { RateLimitRefusal } from '../../mutations/authResult';
import { useRegisterMutation } from '../../mutations/useRegisterMutation';

const pitchPoints = ['Meet 150+ verified music-industry brands', 'Network with 2,500+ active creators', 'Get matched with resources by MatchMade AI'] as const;

const userTypeLabels: Record<UserType, string> = {
  artist: 'Artist',
  producer: 'Producer',
  songwriter: 'Songwriter',
  dj: 'DJ',
  engineer: 'Engineer',
};

const userTypeOptions = USER_TYPES.map((value) => ({ value, label: userTypeLabels[value] }));

/** Who the account is for: a creator (the default), or the team of a music-industry brand. */
const accountKindOptions = [
  { value: 'creator', label: 'I am a creator' },
  { value: 'brand', label: 'I represent a brand' },
] as const;

const brandPitchPoints = [
  'Meet 2,500+ active creators looking for what you offer',
  'Answer connection requests as a team',
  'Show creators how reliably you reply',
] as const;

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
  const now = useNowUntil(limit?.retryAt ?? null, clearLimit, limit?.refusedAt);
  const validate = useCallback(
    (values: SignupValues) => ({
      email: emailError(values.email),
      password: newPasswordError(values.password, values.email),
      username: usernameError(values.username),
    }),
    [],
  );
  const { values, field, form, setServerErrors } = useFormState(initialValues, validate);

  // `?as=brand`: a link for brand people (a team invitation) opens on the brand choice.
  const [accountKind, setAccountKind] = useState<string>(() => (params.get('as') === 'brand' ? 'brand' : 'creator'));
  const brand = accountKind === 'brand';
  const onValid = async ({ userType, ...rest }: SignupValues) => {
    if (limit) return;
    const result = await register({ ...rest, userType: brand ? BRAND_USER_TYPE : isUserType(userType) ? userType : 'artist' });
    if (result.user) {
      // A brand account has no creator profile to set up: its work starts in the brand workspace.
      await navigate(next ?? (brand ? '/brand' : '/dashboard'), { replace: true });
      return;
    }
    setServerErrors(result.fieldErrors);
    setLimit(result.limit ?? null);
  };

  // A blank username becomes the part of the e-mail before the @; show which.
  const emailName = values.email.trim().split('@')[0];
  const usernamePlaceholder = emailName && values.email.includes('@') ? emailName.toLowerCase() : 'Defaults to the part before the @';

  // Already signed in: nothing to sign up for (to the dashboard, or the page a guard kept).
  if (auth.status === 'signed-in' && !pending) return <Navigate to={next ?? homePathOf(auth.user)} replace />;

  return (
    <>
      <title>Get Started · SoundBoard</title>
      <AuthLayout
        pitchTitle={brand ? 'Meet the creators your brand is for' : 'Your next partnership starts with a profile'}
        pitchPoints={brand ? brandPitchPoints : pitchPoints}
        title="Create your account"
        subtitle={brand ? 'Free for brand teams: create or claim your brand page next.' : 'Free for every artist, producer and creator.'}
        footer={
          <>
            Already have an account? <Link to={withNext('/login', next)}>Sign in</Link>
          </>
        }
      >
        {/* Sent here because the session ended (not a first visit): why, and the way back in. */}
        <SessionEndedNotice next={next} />
        <RadioChips id="account-kind" label="Who is this account for?" options={accountKindOptions} value={accountKind} onChange={setAccountKind} />
        {/* Google sign-in opens creator accounts; a brand account signs up with its work e-mail. */}
        {brand ? null : <LazyGoogleSignInButton />}
        <AuthForm {...form(onValid)} aria-label="Create an account with e-mail">
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" required {...field('email')} />
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
          {brand ? (
            <BrandNote>After sign-up you create your brand’s page, or claim it if it is already in the directory.</BrandNote>
          ) : (
            <SelectField label="I am a…" options={userTypeOptions} {...field('userType')} />
          )}
          {limit ? <RetryCountdown title="Too many sign-ups from your network" retryAt={limit.retryAt} now={now} /> : null}
          <SubmitButton pending={pending} pendingLabel="Creating account…" disabled={Boolean(limit)}>
            Create Account
          </SubmitButton>
        </AuthForm>
      </AuthLayout>
    </>
  );
};

const BrandNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
