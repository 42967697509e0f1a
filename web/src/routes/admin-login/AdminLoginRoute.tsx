import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AuthForm, AuthLayout } from '../../components/AuthLayout';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';

const pitchPoints = [
  'Curate the resource library',
  'Manage sponsored banner ads',
  'Keep an eye on platform activity',
] as const;

export const AdminLoginRoute = () => {
  // Admin sign-in shares the login mutation wired in the next issue.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

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
        <AuthForm onSubmit={onSubmit}>
          <TextField label="Email" name="email" type="email" autoComplete="email" required />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" $size="lg" $block>
            Sign In as Admin
          </Button>
        </AuthForm>
      </AuthLayout>
    </>
  );
};
