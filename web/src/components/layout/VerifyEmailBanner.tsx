import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { serverErrorMessage } from '../../api/http';
import { resendVerificationRequest } from '../../auth/accountApi';
import { useAuth } from '../../auth/authContext';
import { awaitsEmailProof } from '../../auth/sessionUser';
import { Icon } from '../Icon';
import { Button } from '../ui/Button';

/** Hidden for the rest of the tab once dismissed (sessionStorage): a new tab asks again. */
const DISMISSED_KEY = 'soundboard:verify-email-banner-dismissed';

const dismissedInThisTab = () => {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

type Resend = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

/**
 * The reminder above every page of a signed-in account whose address is not proven yet: where the
 * link went, and a button to send it again. It blocks nothing, and can be put away for the tab.
 */
export const VerifyEmailBanner = () => {
  const { user } = useAuth();
  const [dismissed, setDismissed] = useState(dismissedInThisTab);
  const [resend, setResend] = useState<Resend>({ status: 'idle' });

  const onResend = useCallback(() => {
    setResend({ status: 'sending' });
    resendVerificationRequest()
      .then(() => setResend({ status: 'sent' }))
      .catch((error: unknown) => setResend({ status: 'failed', message: serverErrorMessage(error, 'The link could not be sent. Try again later.') }));
  }, []);

  const onDismiss = useCallback(() => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage refused (a private window): hidden until the page reloads.
    }
    setDismissed(true);
  }, []);

  if (!user || !awaitsEmailProof(user) || dismissed) return null;
  return (
    <Bar role="region" aria-label="Confirm your e-mail address">
      <Inner>
        <IconDisc>
          <Icon name="mail" size={18} />
        </IconDisc>
        <Message>
          Please confirm your e-mail address. We sent a link to <strong>{user.email}</strong>.
          {resend.status === 'failed' ? <Problem role="alert">{resend.message}</Problem> : null}
        </Message>
        <Actions>
          <Button type="button" $variant="secondary" $size="sm" onClick={onResend} disabled={resend.status === 'sending' || resend.status === 'sent'}>
            {resend.status === 'sent' ? 'Sent' : resend.status === 'sending' ? 'Sending…' : 'Resend'}
          </Button>
          <CloseButton type="button" aria-label="Hide this reminder" onClick={onDismiss}>
            <Icon name="close" size={18} />
          </CloseButton>
        </Actions>
      </Inner>
    </Bar>
  );
};

const Bar = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

const IconDisc = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.warning};
`;

const Message = styled.p`
  flex: 1 1 16rem;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Problem = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
