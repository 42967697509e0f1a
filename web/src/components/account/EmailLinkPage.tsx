import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverErrorMessage } from '../../api/http';
import { fetchSessionUser } from '../../auth/authApi';
import { useAuth } from '../../auth/authContext';
import { AuthLayout, AuthSuccess } from '../AuthLayout';
import { Icon } from '../Icon';
import { PageLoader } from '../PageLoader';
import { Alert } from '../ui/Alert';
import { ButtonLink } from '../ui/Button';

type Outcome<T> = { status: 'pending' } | { status: 'done'; result: T } | { status: 'failed'; message: string };

/**
 * A link is used once: one request per token for the page's life, even when React runs the effect
 * twice (development's strict mode) or the page is shown again.
 */
const sent = new WeakMap<(token: string) => Promise<unknown>, Map<string, Promise<unknown>>>();
function requestOnce<T>(request: (token: string) => Promise<T>, token: string): Promise<T> {
  let byToken = sent.get(request);
  if (!byToken) {
    byToken = new Map();
    sent.set(request, byToken);
  }
  let pending = byToken.get(token) as Promise<T> | undefined;
  if (!pending) {
    pending = request(token);
    byToken.set(token, pending);
  }
  return pending;
}

type EmailLinkPageProps<T> = {
  /** Uses the link's token; resolves when the server took it. */
  request: (token: string) => Promise<T>;
  pitchTitle: string;
  pitchPoints: readonly string[];
  doneTitle: string;
  /** What the page says once the link worked, and where it leads. */
  done: (result: T) => { message: ReactNode; next: { to: string; label: string } };
  /** What follows "This link does not work". */
  failedHint: ReactNode;
};

/**
 * A page that a link mailed to the account opens (`?token=…`): it uses the token on arrival and
 * says how it went (confirming, done, or why the link does not work). Where someone is signed in,
 * the session is read again afterwards, since what the link changed shows in the menus.
 */
export function EmailLinkPage<T>({ request, pitchTitle, pitchPoints, doneTitle, done, failedHint }: EmailLinkPageProps<T>) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const auth = useAuth();
  const { setUser } = auth;
  const signedIn = auth.status === 'signed-in';
  const [outcome, setOutcome] = useState<Outcome<T>>(
    token ? { status: 'pending' } : { status: 'failed', message: 'This page needs the link from your confirmation e-mail.' },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    requestOnce(request, token)
      .then(async (result) => {
        if (!live) return;
        setOutcome({ status: 'done', result });
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
  }, [request, token, signedIn, setUser]);

  const success = outcome.status === 'done' ? done(outcome.result) : null;

  return (
    <>
      <title>Confirm Your E-mail · SoundBoard</title>
      <AuthLayout
        pitchTitle={pitchTitle}
        pitchPoints={pitchPoints}
        title={outcome.status === 'done' ? doneTitle : outcome.status === 'failed' ? 'Not confirmed' : 'Confirming…'}
        subtitle={outcome.status === 'done' ? 'All set.' : outcome.status === 'failed' ? 'This link cannot be used.' : 'One moment.'}
      >
        {outcome.status === 'pending' ? <PageLoader /> : null}
        {success ? (
          <>
            <AuthSuccess role="status">
              <Icon name="check" size={20} />
              <p>{success.message}</p>
            </AuthSuccess>
            <ButtonLink to={success.next.to} $size="lg" $block>
              {success.next.label}
            </ButtonLink>
          </>
        ) : null}
        {outcome.status === 'failed' ? (
          <>
            <Alert title="This link does not work">{outcome.message}</Alert>
            {failedHint}
          </>
        ) : null}
      </AuthLayout>
    </>
  );
}
