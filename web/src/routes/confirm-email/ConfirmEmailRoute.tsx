import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { confirmEmailRequest } from '../../auth/accountApi';
import { useAuth } from '../../auth/authContext';
import { EmailLinkPage } from '../../components/account/EmailLinkPage';

const pitchPoints = ['Mail about your account goes to the new address', 'You sign in with it from now on', 'Your old address has been told'] as const;

/** The page an e-mail change link opens (`/confirm-email?token=…`): it confirms on arrival and says how it went. */
export const ConfirmEmailRoute = () => {
  const signedIn = useAuth().status === 'signed-in';
  return (
    <EmailLinkPage
      request={confirmEmailRequest}
      pitchTitle="Your new address"
      pitchPoints={pitchPoints}
      doneTitle="E-mail address changed"
      done={({ email }) => ({
        message: (
          <>
            Your SoundBoard account now uses <strong>{email}</strong>. Sign in with it from now on.
          </>
        ),
        next: signedIn ? { to: '/account', label: 'Back to account settings' } : { to: '/login', label: 'Sign in' },
      })}
      failedHint={
        <Hint>
          Ask for a new link from <Link to="/account">your account settings</Link>.
        </Hint>
      }
    />
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
