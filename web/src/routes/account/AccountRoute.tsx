import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { serverErrorMessage } from '../../api/http';
import { fetchAccountSettings, forgotPasswordRequest, type AccountSettings } from '../../auth/accountApi';
import { useAuth } from '../../auth/authContext';
import { ChangeEmailDialog, ChangePasswordDialog, DangerButton, DeleteAccountDialog, ExportDataDialog } from '../../components/account/AccountDialogs';
import { Section, Sections } from '../../components/account/SettingsSection';
import { Icon } from '../../components/Icon';
import { PageLoader } from '../../components/PageLoader';
import { toast } from '../../stores/toastStore';
import { Button, ButtonLink } from '../../components/ui/Button';
import { LoadError, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';

type Dialog = 'password' | 'email' | 'export' | 'delete' | null;

/**
 * Account Settings (/account): how the account signs in (e-mail, password), its data
 * and its deletion, each change behind a confirmation dialog. The profile itself stays on
 * /profile-settings, which links here.
 */
export const AccountRoute = () => {
  const auth = useAuth();
  const { setUser } = auth;
  const navigate = useNavigate();
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [linkSent, setLinkSent] = useState(false);
  const close = useCallback(() => setDialog(null), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchAccountSettings(controller.signal)
      .then(setSettings)
      .catch(() => {
        if (!controller.signal.aborted) setLoadError(true);
      });
    return () => controller.abort();
  }, []);

  const sendSetPasswordLink = async (email: string) => {
    try {
      await forgotPasswordRequest(email);
      setLinkSent(true);
      toast({ title: 'Check your inbox', description: `We sent a link to set a password to ${email}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Link not sent', description: serverErrorMessage(error, 'Please try again.') });
    }
  };

  const onDeleted = async () => {
    // Leave the guarded page first: clearing the user under it would send its guard to /signup.
    await navigate('/', { replace: true, flushSync: true });
    setUser(null);
    toast({ title: 'Account deleted', description: 'Your account and its data are gone. Thank you for being part of SoundBoard.' });
  };

  if (auth.status !== 'signed-in') return null;

  return (
    <Page>
      <title>Account Settings · SoundBoard</title>
      <PageHeader
        eyebrow="Settings"
        title="Account Settings"
        intro={
          <>
            How you sign in, your data, and closing your account. Your public profile is in <InlineLink to="/profile-settings">Profile Settings</InlineLink>.
          </>
        }
      />
      {settings ? (
        <Sections>
          <Section id="sign-in" icon="lock" title="Sign-in" intro="The address you sign in with and where account mail goes.">
            <Rows>
              <Row>
                <RowText>
                  <dt>E-mail address</dt>
                  <dd>
                    <Value>{settings.email}</Value>
                    {settings.pendingEmail ? (
                      <Pending>
                        Waiting for you to confirm <strong>{settings.pendingEmail}</strong>: open the link we sent there.
                      </Pending>
                    ) : null}
                  </dd>
                </RowText>
                <Button type="button" $variant="secondary" $size="sm" onClick={() => setDialog('email')}>
                  Change e-mail
                </Button>
              </Row>
              <Row>
                <RowText>
                  <dt>Password</dt>
                  <dd>
                    {settings.hasPassword ? (
                      <Value>
                        <span aria-hidden="true">••••••••••</span>
                        <VisuallyHidden>Set</VisuallyHidden>
                      </Value>
                    ) : (
                      <Muted>
                        None yet: you sign in with Google.
                        {linkSent ? ` We sent a link to ${settings.email}.` : ''}
                      </Muted>
                    )}
                  </dd>
                </RowText>
                {settings.hasPassword ? (
                  <Button type="button" $variant="secondary" $size="sm" onClick={() => setDialog('password')}>
                    Change password
                  </Button>
                ) : (
                  <Button type="button" $variant="secondary" $size="sm" onClick={() => void sendSetPasswordLink(settings.email)}>
                    E-mail me a link to set one
                  </Button>
                )}
              </Row>
            </Rows>
          </Section>

          <Section id="notifications" icon="bell" title="Notifications" intro="What SoundBoard tells you, in the app and by e-mail, and when e-mail waits.">
            <div>
              <ButtonLink to="/account/notifications" $variant="secondary">
                <Icon name="sliders" size={18} />
                Notification settings
              </ButtonLink>
            </div>
          </Section>

          <Section id="your-data" icon="file" title="Your data" intro="A copy of everything SoundBoard keeps about you, as a JSON file.">
            <div>
              <Button type="button" $variant="secondary" onClick={() => setDialog('export')}>
                <Icon name="file" size={18} />
                Download my data
              </Button>
            </div>
          </Section>

          <Section
            id="delete-account"
            icon="trash"
            title="Delete account"
            intro="Your profile, picture, matches and connections are deleted for good. Messages you sent stay with the people who received them, from “Deleted account”."
            danger
          >
            <div>
              <DangerButton type="button" onClick={() => setDialog('delete')}>
                <Icon name="trash" size={18} />
                Delete my account
              </DangerButton>
            </div>
          </Section>

          <ChangeEmailDialog
            open={dialog === 'email'}
            onClose={close}
            email={settings.email}
            hasPassword={settings.hasPassword}
            onRequested={(pendingEmail) => setSettings({ ...settings, pendingEmail })}
          />
          <ChangePasswordDialog open={dialog === 'password'} onClose={close} email={settings.email} />
          <ExportDataDialog open={dialog === 'export'} onClose={close} />
          <DeleteAccountDialog open={dialog === 'delete'} onClose={close} hasPassword={settings.hasPassword} onDeleted={() => void onDeleted()} />
        </Sections>
      ) : loadError ? (
        <LoadError role="alert">Your account settings could not be loaded. Please reload the page.</LoadError>
      ) : (
        <PageLoader />
      )}
    </Page>
  );
};

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.backgroundRaised};
`;

const RowText = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: 1 1 240px;
  min-width: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

const Value = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Pending = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    overflow-wrap: anywhere;
  }
`;

const InlineLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accentHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    text-decoration: underline;
  }
`;
