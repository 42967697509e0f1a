import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { serverErrorMessage } from '../../api/http';
import { confirmEmailRequest } from '../../auth/accountApi';
import { fetchSessionUser } from '../../auth/authApi';
import { useAuth } from '../../auth/authContext';
import { AuthLayout, AuthSuccess } from '../../components/AuthLayout';
import { Icon } from '../../components/Icon';
import { PageLoader } from '../../components/PageLoader';
import { Alert } from '../../components/ui/Alert';
import { ButtonLink } from '../../components/ui/Button';

type Outcome = { status: 'pending' } | { status: 'done'; email: string } | { status: 'failed'; message: string };

/**
 * A link is used once: one request per token for the page's life, even when React runs the effect
 * twice (development's strict mode) or the page is shown again.
 */
const confirmations = new Map<string, Promise<{ email: string }>>();
const confirmOnce = (token: string) => {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = confirmEmailRequest(token);
    confirmations.set(token, pending);
  }
  return pending;
};

const pitchPoints = ['Mail about your account goes to the new address', 'You sign in with it from now on', 'Your old address has been told'] as const;

/** The page an e-mail change link opens (`/confirm-email?token=…`): it confirms on arrival and says how it went. */
export const ConfirmEmailRoute = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const auth = useAuth();
  const { setUser } = auth;
  const signedIn = auth.status === 'signed-in';
  const [outcome, setOutcome] = useState<Outcome>(token ? { status: 'pending' } : { status: 'failed', message: 'This page needs the link from your confirmation e-mail.' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmOnce(token)
      .then(async ({ email }) => {
        if (!live) return;
        setOutcome({ status: 'done', email });
        // The menu shows the address: read the session again where someone is signed in.
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

  return (
    <>
      <title>Confirm Your E-mail · SoundBoard</title>
      <AuthLayout
        pitchTitle="Your new address"
        pitchPoints={pitchPoints}
        title={outcome.status === 'done' ? 'E-mail address changed' : outcome.status === 'failed' ? 'Not confirmed' : 'Confirming…'}
        subtitle={outcome.status === 'done' ? 'All set.' : outcome.status === 'failed' ? 'This link cannot be used.' : 'One moment.'}
      >
        {outcome.status === 'pending' ? <PageLoader /> : null}
        {outcome.status === 'done' ? (
          <>
            <AuthSuccess role="status">
              <Icon name="check" size={20} />
              <p>
                Your SoundBoard account now uses <strong>{outcome.email}</strong>. Sign in with it from now on.
              </p>
            </AuthSuccess>
            <ButtonLink to={signedIn ? '/account' : '/login'} $size="lg" $block>
              {signedIn ? 'Back to account settings' : 'Sign in'}
            </ButtonLink>
          </>
        ) : null}
        {outcome.status === 'failed' ? (
          <>
            <Alert title="This link does not work">{outcome.message}</Alert>
            <Hint>
              Ask for a new link from <Link to="/account">your account settings</Link>.
            </Hint>
          </>
        ) : null}
      </AuthLayout>
    </>
  );
};

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.accentHover};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
