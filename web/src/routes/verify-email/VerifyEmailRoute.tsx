import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { serverErrorMessage } from '../../api/http';
import { resendVerificationRequest, verifyEmailRequest } from '../../auth/accountApi';
import { useAuth } from '../../auth/authContext';
import { homePathOf } from '../../auth/sessionUser';
import { EmailLinkPage } from '../../components/account/EmailLinkPage';
import { Button } from '../../components/ui/Button';

type Resend = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; to: string } | { status: 'failed'; message: string };

const pitchPoints = ['Account mail reaches you', 'Nobody else can claim your address', 'Nothing else changes'] as const;

/**
 * The page the link mailed at sign-up opens (`/verify-email?token=…`): it confirms on arrival and
 * says how it went. A link that does not work offers a new one to a signed-in owner.
 */
export const VerifyEmailRoute = () => {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const [resend, setResend] = useState<Resend>({ status: 'idle' });

  const onResend = useCallback(() => {
    setResend({ status: 'sending' });
    resendVerificationRequest()
      .then(({ sentTo }) => setResend({ status: 'sent', to: sentTo }))
      .catch((error: unknown) => setResend({ status: 'failed', message: serverErrorMessage(error, 'The link could not be sent. Try again later.') }));
  }, []);

  return (
    <EmailLinkPage
      request={verifyEmailRequest}
      pitchTitle="Your e-mail address"
      pitchPoints={pitchPoints}
      doneTitle="E-mail address confirmed"
      done={() => ({
        message: 'Your e-mail address is confirmed. Thanks!',
        next: signedIn ? { to: homePathOf(auth.user), label: 'Go to your dashboard' } : { to: '/login', label: 'Sign in' },
      })}
      failedHint={
        signedIn && auth.user.emailVerified === false ? (
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
        )
      }
    />
  );
};

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
