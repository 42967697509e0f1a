import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { prepareGoogleSignIn } from '../auth/firebase';
import { graphql } from '../gql';
import type { SignInRefusal } from '../mutations/authResult';
import { useGoogleSignIn } from '../mutations/useGoogleSignIn';
import { Button } from './ui/Button';
import { Spinner } from './ui/Spinner';

/** Whether Google sign-in is on, and the public Firebase settings it needs. */
export const GOOGLE_SIGN_IN_QUERY = graphql(`
  query GoogleSignInButtonQuery {
    authConfig {
      googleEnabled
      firebaseApiKey
      firebaseAuthDomain
      firebaseProjectId
      firebaseEmulatorUrl
    }
  }
`);

export type GoogleSignInButtonProps = {
  /** Where to go once signed in. */
  redirectTo?: string;
  /** Told when the server refuses the account (suspended), for the page's own alert. */
  onRefused?: (refusal: SignInRefusal) => void;
};

/**
 * 'Continue with Google' and the "or" divider under it; nothing at all when the server has
 * Google sign-in switched off (or its settings cannot be read).
 */
export const GoogleSignInButton = ({ redirectTo = '/dashboard', onRefused }: GoogleSignInButtonProps) => {
  const { data } = useQuery(GOOGLE_SIGN_IN_QUERY);
  const { signIn, pending } = useGoogleSignIn({ onRefused });
  const navigate = useNavigate();
  const config = data?.authConfig;
  if (!config?.googleEnabled) return null;

  const onClick = async () => {
    const user = await signIn(config);
    if (user) await navigate(redirectTo);
  };

  return (
    <>
      <GoogleButton
        type="button"
        $variant="secondary"
        $size="lg"
        $block
        disabled={pending}
        onPointerEnter={() => prepareGoogleSignIn(config)}
        onFocus={() => prepareGoogleSignIn(config)}
        onClick={() => void onClick()}
      >
        {pending ? <Spinner $size="sm" /> : <GoogleLogo />}
        Continue with Google
      </GoogleButton>
      <Divider role="separator" aria-label="or">
        <span aria-hidden="true">or continue with e-mail</span>
      </Divider>
    </>
  );
};

/** Google's "G" in its own brand colours, which its sign-in guidelines require unaltered. */
const GoogleLogo = () => (
  <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <path
      fill="#FFC107"
      d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
    />
    <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
    <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
    <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
  </svg>
);

const GoogleButton = styled(Button)`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;
