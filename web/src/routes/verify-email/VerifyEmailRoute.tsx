import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { serverErrorMessage } from '../../api/http';
import { resendVerificationRequest, verifyEmailRequest } from '../../auth/accountApi';
import { fetchSessionUser } from '../../auth/authApi';
import { useAuth } from '../../auth/authContext';
import { homePathOf } from '../../auth/sessionUser';
import { AuthLayout, AuthSuccess } from '../../components/AuthLayout';
import { Icon } from '../../components/Icon';
import { PageLoader } from '../../components/PageLoader';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';

type Outcome = { status: 'pending' } | { status: 'done' } | { status: 'failed'; message: string };
type Resend = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; to: string } | { status: 'failed'; message: string };

/**
 * A link is used once: one request per token for the page's life, even when React runs the effect
 * twice (development's strict mode) or the page is shown again.
 */
const verifications = new Map<string, Promise<{ verified: true }>>();
const verifyOnce = (token: string) => {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmailRequest(token);
    verifications.set(token, pending);
  }
  return pending;
};

const pitchPoints = ['Account mail reaches you', 'Nobody else can claim your address', 'Nothing else changes'] as const;

/**
 * The page the link mailed at sign-up opens (`/verify-email?token=…`): it confirms on arrival and
 * says how it went. A link that does not work offers a new one to a signed-in owner.
 */
export const VerifyEmailRoute = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const auth = useAuth();
  const { setUser } = auth;
  const signedIn = auth.status === 'signed-in';
  const [outcome, setOutcome] = useState<Outcome>(token ? { status: 'pending' } : { status: 'failed', message: 'This page needs the link from your confirmation e-mail.' });
  const [resend, setResend] = useState<Resend>({ status: 'idle' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyOnce(token)
      .then(async () => {
        if (!live) return;
        setOutcome({ status: 'done' });
        // The reminder above every page goes once the session says the address is proven.
        if (signedIn) {
          const user = await fetchSessionUser().catch(() => null);
          if (user && live) setUser(user);
        }
      })
      .catch((error: unknown) => {
        if (live) setOutcome({ status: 'failed', message: serverErrorMessage(error, 'This confirmation link does not work.') });
      });
    return () => {
      live = false;
    };
  }, [token, signedIn, setUser]);

  const onResend = useCallback(() => {
    setResend({ status: 'sending' });
    resendVerificationRequest()
      .then(({ sentTo }) => setResend({ status: 'sent', to: sentTo }))
      .catch((error: unknown) => setResend({ status: 'failed', message: serverErrorMessage(error, 'The link could not be sent. Try again later.') }));
  }, []);

  return (
    <>
      <title>Confirm Your E-mail · SoundBoard</title>
      <AuthLayout
        pitchTitle="Your e-mail address"
        pitchPoints={pitchPoints}
        title={outcome.status === 'done' ? 'E-mail address confirmed' : outcome.status === 'failed' ? 'Not confirmed' : 'Confirming…'}
        subtitle={outcome.status === 'done' ? 'All set.' : outcome.status === 'failed' ? 'This link cannot be used.' : 'One moment.'}
      >
        {outcome.status === 'pending' ? <PageLoader /> : null}
        {outcome.status === 'done' ? (
          <>
            <AuthSuccess role="status">
              <Icon name="check" size={20} />
              <p>Your e-mail address is confirmed. Thanks!</p>
            </AuthSuccess>
            <ButtonLink to={signedIn ? homePathOf(auth.user) : '/login'} $size="lg" $block>
              {signedIn ? 'Go to your dashboard' : 'Sign in'}
            </ButtonLink>
          </>
        ) : null}
        {outcome.status === 'failed' ? (
          <>
            <Alert title="This link does not work">{outcome.message}</Alert>
            {signedIn && auth.user.emailVerified === false ? (
              <>
                <Button type="button" $size="lg" $block onClick={onResend} disabled={resend.status === 'sending' || resend.status === 'sent'}>
                  {resend.status === 'sent' ? 'Sent' : resend.status === 'sending' ? 'Sending…' : 'Send a new link'}
                </Button>
                <Hint role="status">
                  {resend.status === 'sent' ? `A new link is on its way to ${resend.to}.` : resend.status === 'failed' ? resend.message : ''}
                </Hint>
              </>
            ) : (
              <Hint>{signedIn ? 'Your address may be confirmed already: nothing else to do.' : 'Sign in to ask for a new link.'}</Hint>
            )}
          </>
        ) : null}
      </AuthLayout>
    </>
  );
};

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
