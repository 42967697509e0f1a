import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AuthForm, AuthLayout } from '../../components/AuthLayout';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';

const pitchPoints = [
  'Your MatchMade AI recommendations',
  'Brands and creators you have connected with',
  'Curated resources picked for your career',
] as const;

export const LoginRoute = () => {
  // The login mutation is wired in the next issue; until then the form must not reload the page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

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
            New to SoundBoard? <Link to="/signup">Create a free account</Link>
          </>
        }
      >
        <AuthForm onSubmit={onSubmit}>
          <TextField label="Email" name="email" type="email" autoComplete="email" placeholder="you@example.com" required />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" $size="lg" $block>
            Sign In
          </Button>
        </AuthForm>
      </AuthLayout>
    </>
  );
};
