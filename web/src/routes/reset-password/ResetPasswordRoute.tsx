import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, serverErrorMessage, serverFieldErrors } from '../../api/http';
import { checkResetLinkRequest, resetPasswordRequest } from '../../auth/accountApi';
import { useAuth } from '../../auth/authContext';
import { PASSWORD_MIN } from '../../auth/validation';
import { AuthForm, AuthLayout, SubmitButton } from '../../components/AuthLayout';
import { useFormState } from '../../components/form/useFormState';
import { toast } from '../../stores/toastStore';
import { Alert } from '../../components/ui/Alert';
import { ButtonLink } from '../../components/ui/Button';
import { PasswordField } from '../../components/ui/PasswordField';
import { Spinner } from '../../components/ui/Spinner';

const pitchPoints = ['Choose a password you do not use anywhere else', 'Every other device is signed out', 'You go straight back to your dashboard'] as const;

const initialValues = { password: '', confirm: '' };

const newPasswordError = (password: string) => {
  if (!password) return 'Enter a new password';
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  return undefined;
};

/** A link the server refuses as such (unknown 400, used or expired 410): the form is no use any more. */
const isLinkRefusal = (error: unknown) => error instanceof ApiError && (error.status === 410 || error.status === 400);

/**
 * The page a reset e-mail links to (`/reset-password?token=…`): a new password, twice. The link is
 * checked as the page opens (without using it), so a used, expired or unknown one says so before
 * anything is typed; a check that cannot answer leaves the form, whose sending tells. On success
 * the server has ended every session of the account and signed this browser in afresh, so the
 * person goes on to the dashboard. A used, expired or unknown link says so, with the way to a new one.
 */
export const ResetPasswordRoute = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token ? null : 'This page needs the link from your reset e-mail. Open it again from the e-mail, or ask for a new one.',
  );
  const validate = useCallback(
    (values: typeof initialValues) => ({
      password: newPasswordError(values.password),
      confirm: values.confirm === values.password ? undefined : 'The two passwords are not the same',
    }),
    [],
  );
  const { field, form, setServerErrors } = useFormState(initialValues, validate);
  const [checking, setChecking] = useState(Boolean(token));

  useEffect(() => {
    if (!token) return;
    let current = true;
    checkResetLinkRequest(token)
      .catch((error: unknown) => {
        if (current && isLinkRefusal(error)) setLinkProblem(serverErrorMessage(error, 'This reset link does not work.'));
      })
      .finally(() => {
        if (current) setChecking(false);
      });
    return () => {
      current = false;
    };
  }, [token]);

  const onValid = async ({ password }: typeof initialValues) => {
    setPending(true);
    try {
      const user = await resetPasswordRequest(token, password);
      setUser(user);
      toast({ title: 'Password changed', description: 'You are signed in, and every other device was signed out.' });
      await navigate('/dashboard', { replace: true });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.password) setServerErrors({ password: fields.password });
      // The link itself is the problem (used, expired, unknown): the form is no use any more.
      else if (isLinkRefusal(error)) setLinkProblem(serverErrorMessage(error, 'This reset link does not work.'));
      else toast({ variant: 'destructive', title: 'Password not changed', description: serverErrorMessage(error, 'Please try again.') });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <title>Choose a New Password · SoundBoard</title>
      <AuthLayout
        pitchTitle="A fresh start for your account"
        pitchPoints={pitchPoints}
        title="Choose a new password"
        subtitle={linkProblem ? 'This link cannot be used.' : 'At least 8 characters, and not your e-mail address.'}
        footer={
          <>
            Remembered it? <Link to="/login">Back to sign in</Link>
          </>
        }
      >
        {linkProblem ? (
          <>
            <Alert title="This link does not work">{linkProblem}</Alert>
            <ButtonLink to="/forgot-password" $size="lg" $block>
              Ask for a new link
            </ButtonLink>
          </>
        ) : checking ? (
          <Checking role="status">
            <Spinner />
            Checking your link…
          </Checking>
        ) : (
          <AuthForm {...form(onValid)} aria-label="Choose a new password">
            <PasswordField label="New password" autoComplete="new-password" required {...field('password')} />
            <PasswordField label="New password, again" autoComplete="new-password" required {...field('confirm')} />
            <SubmitButton pending={pending} pendingLabel="Saving…">
              Save new password
            </SubmitButton>
          </AuthForm>
        )}
      </AuthLayout>
    </>
  );
};

const Checking = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
