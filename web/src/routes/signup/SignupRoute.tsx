import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AuthForm, AuthLayout, FieldRow } from '../../components/AuthLayout';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';

const pitchPoints = [
  'Meet 150+ verified music-industry brands',
  'Network with 2,500+ active creators',
  'Get matched with resources by MatchMade AI',
] as const;

export const SignupRoute = () => {
  // The registration mutation is wired in the next issue; until then the form must not reload the page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <>
      <title>Get Started · SoundBoard</title>
      <AuthLayout
        pitchTitle="Your next partnership starts with a profile"
        pitchPoints={pitchPoints}
        title="Create your SoundBoard account"
        subtitle="Free for artists and producers."
        footer={
          <>
            Already have an account? <Link to="/login">Sign in</Link>
          </>
        }
      >
        <AuthForm onSubmit={onSubmit}>
          <TextField label="Email" name="email" type="email" autoComplete="email" placeholder="you@example.com" required />
          <TextField label="Password" name="password" type="password" autoComplete="new-password" required />
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            hint="Leave blank to use the part of your email before the @."
          />
          <FieldRow>
            <TextField label="First name" name="firstName" autoComplete="given-name" />
            <TextField label="Last name" name="lastName" autoComplete="family-name" />
          </FieldRow>
          <Button type="submit" $size="lg" $block>
            Create Account
          </Button>
        </AuthForm>
      </AuthLayout>
    </>
  );
};
