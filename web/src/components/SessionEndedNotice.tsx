import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionEndCause } from '../apollo/sessionEnded';
import { useAuth } from '../auth/authContext';
import { withNext } from '../auth/nextPath';
import { SuspendedSupport } from './SuspendedSupport';
import { Alert } from './ui/Alert';

const WHY: Record<SessionEndCause, string> = {
  'signed-out': 'You signed out of SoundBoard in another tab or on another device.',
  'password-changed': 'Your password was changed, so this device was signed out. Sign in with the new password.',
  suspended: 'An admin suspended your account, so you were signed out.',
  ended: 'Your session ended.',
};

type SessionEndedNoticeProps = {
  /** The page to come back to after signing in again. */
  next: string | null;
};

/**
 * What a tab whose session the server ended says (signed out elsewhere, the password changed,
 * the account suspended): why, and the way back in, to the page the user was on. A suspended
 * account cannot sign in again: it gets the support address instead, when the site has one.
 * Nothing for a first visit or this tab's own logout.
 */
export const SessionEndedNotice = ({ next }: SessionEndedNoticeProps) => {
  const auth = useAuth();
  if (auth.status !== 'signed-out' || !auth.ended) return null;
  const suspended = auth.ended === 'suspended';
  return (
    <Alert title={suspended ? 'Your account was suspended' : 'You were signed out'} icon="logOut">
      <span>{WHY[auth.ended]}</span>
      {suspended ? <SuspendedSupport /> : <StrongLink to={withNext('/login', next)}>Sign in again</StrongLink>}
    </Alert>
  );
};

/**
 * The notice above a public page, when the session ended while the tab was open (guarded pages
 * send the tab to /signup, which shows it above its form; /login needs no reminder).
 */
export const SessionEndedBar = () => {
  const location = useLocation();
  if (location.pathname === '/signup' || location.pathname === '/login') return null;
  return (
    <Bar>
      <SessionEndedNotice next={`${location.pathname}${location.search}${location.hash}`} />
    </Bar>
  );
};

const Bar = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};

  &:empty {
    display: none;
  }
`;

const StrongLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.accentHover};
  text-decoration: underline;
`;
