import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { serverErrorMessage, serverFieldErrors } from '../../api/http';
import { forgotPasswordRequest } from '../../auth/accountApi';
import { emailError } from '../../auth/validation';
import { AuthForm, AuthLayout, AuthSuccess, SubmitButton } from '../../components/AuthLayout';
import { useFormState } from '../../components/form/useFormState';
import { Icon } from '../../components/Icon';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/TextField';

const pitchPoints = [
  'A link to choose a new password, by e-mail',
  'It works once, for one hour',
  'Every device signed in to your account is signed out',
] as const;

const initialValues = { email: '' };

/**
 * "Forgot password?" from /login: the address gets a single-use link if it has an account. The
 * page says the same either way (so does the server): whether an address is registered is not
 * something to find out here.
 */
export const ForgotPasswordRoute = () => {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const validate = useCallback((values: typeof initialValues) => ({ email: emailError(values.email) }), []);
  const { field, form, setServerErrors } = useFormState(initialValues, validate);

  const onValid = async ({ email }: typeof initialValues) => {
    setPending(true);
    setFailure(null);
    try {
      await forgotPasswordRequest(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      setFailure(serverErrorMessage(error, 'The e-mail could not be sent. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <title>Forgot Password · SoundBoard</title>
      <AuthLayout
        pitchTitle="Locked out? It happens."
        pitchPoints={pitchPoints}
        title={sentTo ? 'Check your e-mail' : 'Reset your password'}
        subtitle={sentTo ? 'The link is on its way.' : 'Enter the e-mail address you sign in with.'}
        footer={
          <>
            Remembered it? <Link to="/login">Back to sign in</Link>
          </>
        }
      >
        {sentTo ? (
          <AuthSuccess role="status">
            <Icon name="mail" size={20} />
            <p>
              If an account uses <strong>{sentTo}</strong>, we have sent it a link to choose a new password. The link works once, for one hour. Nothing there?
              Check your spam folder, or{' '}
              <InlineButton type="button" onClick={() => setSentTo(null)}>
                try another address
              </InlineButton>
              .
            </p>
          </AuthSuccess>
        ) : (
          <>
            {failure ? <Alert title="Not sent">{failure}</Alert> : null}
            <AuthForm {...form(onValid)} aria-label="Send a password reset link">
              <TextField label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" required {...field('email')} />
              <SubmitButton pending={pending} pendingLabel="Sending…">
                Send reset link
              </SubmitButton>
            </AuthForm>
          </>
        )}
      </AuthLayout>
    </>
  );
};

const InlineButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accentHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
