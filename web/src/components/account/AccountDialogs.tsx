import { useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { serverErrorMessage, serverFieldErrors } from '../../api/http';
import { changeEmailRequest, changePasswordRequest, DELETE_CONFIRMATION, deleteAccountRequest, EXPORT_URL } from '../../auth/accountApi';
import { emailError, PASSWORD_MIN } from '../../auth/validation';
import { useAuth } from '../../auth/authContext';
import { useFormState } from '../form/useFormState';
import { Icon } from '../Icon';
import { toast } from '../../stores/toastStore';
import { Button, ButtonAnchor } from '../ui/Button';
import { Modal, ModalActions } from '../ui/Modal';
import { PasswordField } from '../ui/PasswordField';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';

/**
 * The four confirmations of the account settings, each a modal on the shared frame:
 * its form is built fresh each time it opens (the Modal renders its content only while open), the
 * safe answer comes first, and a server refusal shows in the dialog, beside what caused it.
 */

type DialogProps = { open: boolean; onClose: () => void };

const newPasswordError = (password: string, email: string) => {
  if (!password) return 'Enter a new password';
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  const mail = email.trim().toLowerCase();
  const candidate = password.trim().toLowerCase();
  if (candidate === mail || candidate === mail.split('@')[0]) return 'Password must not be your e-mail address';
  return undefined;
};

/** A refusal no field is to blame for (too many tries, say), above the dialog's buttons. */
const Refusal = ({ children }: { children: ReactNode }) => (
  <RefusalText role="alert">
    <Icon name="alert" size={16} />
    {children}
  </RefusalText>
);

/** Shows the server's per-field messages in the form; anything else as the dialog's refusal. */
function useServerRefusal<K extends string>(fields: readonly K[], setServerErrors: (errors: Partial<Record<K, string>>) => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const show = useCallback(
    (error: unknown, fallback: string) => {
      const byField = serverFieldErrors(error);
      const known = Object.fromEntries(Object.entries(byField).filter(([name]) => (fields as readonly string[]).includes(name))) as Partial<Record<K, string>>;
      if (Object.keys(known).length > 0) {
        setServerErrors(known);
        setRefusal(null);
      } else setRefusal(serverErrorMessage(error, fallback));
    },
    [fields, setServerErrors],
  );
  return { refusal, setRefusal, show };
}

const PendingLabel = ({ pending, children, pendingLabel }: { pending: boolean; children: ReactNode; pendingLabel: string }) =>
  pending ? (
    <>
      <Spinner $size="sm" />
      {pendingLabel}
    </>
  ) : (
    <>{children}</>
  );

// -------------------------------------------------------------------------------------------

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;
const passwordInitial = { currentPassword: '', newPassword: '', confirm: '' };

/** Change password: the current one, then the new one twice. Other devices are signed out; this one stays. */
export const ChangePasswordDialog = ({ open, onClose, email }: DialogProps & { email: string }) => (
  <Modal open={open} onClose={onClose} title="Change password" description="Your other devices will be signed out. This one stays signed in.">
    <ChangePasswordForm email={email} onClose={onClose} />
  </Modal>
);

const ChangePasswordForm = ({ email, onClose }: { email: string; onClose: () => void }) => {
  const [pending, setPending] = useState(false);
  const validate = useCallback(
    (values: typeof passwordInitial) => ({
      currentPassword: values.currentPassword ? undefined : 'Enter your current password',
      newPassword: newPasswordError(values.newPassword, email),
      confirm: values.confirm === values.newPassword ? undefined : 'The two passwords are not the same',
    }),
    [email],
  );
  const { field, form, setServerErrors } = useFormState(passwordInitial, validate);
  const { refusal, setRefusal, show } = useServerRefusal(PASSWORD_FIELDS, setServerErrors);

  const onValid = async (values: typeof passwordInitial) => {
    setPending(true);
    setRefusal(null);
    try {
      await changePasswordRequest(values.currentPassword, values.newPassword);
      toast({ title: 'Password changed', description: 'Your other devices were signed out.' });
      onClose();
    } catch (error) {
      show(error, 'Your password could not be changed. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogForm {...form(onValid)} aria-label="Change password">
      <PasswordField label="Current password" autoComplete="current-password" required {...field('currentPassword')} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters, and not your e-mail address."
        required
        {...field('newPassword')}
      />
      <PasswordField label="New password, again" autoComplete="new-password" required {...field('confirm')} />
      {refusal ? <Refusal>{refusal}</Refusal> : null}
      <ModalActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          <PendingLabel pending={pending} pendingLabel="Changing…">
            Change password
          </PendingLabel>
        </Button>
      </ModalActions>
    </DialogForm>
  );
};

// -------------------------------------------------------------------------------------------

const EMAIL_FIELDS = ['email', 'password'] as const;

/** Change e-mail: a link goes to the new address; nothing changes until it is opened. */
export const ChangeEmailDialog = ({
  open,
  onClose,
  email,
  hasPassword,
  onRequested,
}: DialogProps & { email: string; hasPassword: boolean; onRequested: (pendingEmail: string) => void }) => (
  <Modal
    open={open}
    onClose={onClose}
    width={520}
    title="Change e-mail address"
    description={`We will send a link to the new address. Nothing changes until you open it, and ${email} will be told once it does.`}
  >
    <ChangeEmailForm current={email} hasPassword={hasPassword} onClose={onClose} onRequested={onRequested} />
  </Modal>
);

const ChangeEmailForm = ({
  current,
  hasPassword,
  onClose,
  onRequested,
}: {
  current: string;
  hasPassword: boolean;
  onClose: () => void;
  onRequested: (pendingEmail: string) => void;
}) => {
  const [pending, setPending] = useState(false);
  const validate = useCallback(
    (values: { email: string; password: string }) => ({
      email: emailError(values.email) ?? (values.email.trim().toLowerCase() === current ? 'That is already your e-mail address' : undefined),
      password: hasPassword && !values.password ? 'Enter your password' : undefined,
    }),
    [current, hasPassword],
  );
  const { field, form, setServerErrors } = useFormState({ email: '', password: '' }, validate);
  const { refusal, setRefusal, show } = useServerRefusal(EMAIL_FIELDS, setServerErrors);

  const onValid = async (values: { email: string; password: string }) => {
    setPending(true);
    setRefusal(null);
    try {
      const { pendingEmail } = await changeEmailRequest(values.email.trim(), hasPassword ? values.password : undefined);
      toast({ title: 'Check your new inbox', description: `We sent a confirmation link to ${pendingEmail}.` });
      onRequested(pendingEmail);
      onClose();
    } catch (error) {
      show(error, 'The link could not be sent. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogForm {...form(onValid)} aria-label="Change e-mail address">
      <TextField label="New e-mail address" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" required {...field('email')} />
      {hasPassword ? <PasswordField label="Your password" autoComplete="current-password" required {...field('password')} /> : null}
      {refusal ? <Refusal>{refusal}</Refusal> : null}
      <ModalActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          <PendingLabel pending={pending} pendingLabel="Sending…">
            Send confirmation link
          </PendingLabel>
        </Button>
      </ModalActions>
    </DialogForm>
  );
};

// -------------------------------------------------------------------------------------------

const EXPORT_CONTENTS = [
  'Your account: e-mail, username, names and how you sign in',
  'Your profile, as you filled it in',
  'Your MatchMade matches and brand connections',
  'Your connections, connection requests and blocks',
  'Every message you sent and received',
] as const;

/** Download my data: what the file holds, then the download itself (the server sends it as an attachment). */
export const ExportDataDialog = ({ open, onClose }: DialogProps) => (
  <Modal open={open} onClose={onClose} width={520} title="Download your data" description="A JSON file of everything SoundBoard keeps about you:">
    <Contents>
      {EXPORT_CONTENTS.map((item) => (
        <li key={item}>
          <Icon name="check" size={16} />
          {item}
        </li>
      ))}
    </Contents>
    <Note>Other people appear in it by username only. Keep the file somewhere safe: your messages are in it.</Note>
    <ModalActions>
      <Button type="button" $variant="secondary" onClick={onClose} autoFocus>
        Cancel
      </Button>
      <ButtonAnchor
        href={EXPORT_URL}
        download
        onClick={() => {
          toast({ title: 'Download started', description: 'Your data is being saved as a JSON file.' });
          onClose();
        }}
      >
        <Icon name="file" size={18} />
        Download my data
      </ButtonAnchor>
    </ModalActions>
  </Modal>
);

// -------------------------------------------------------------------------------------------

/**
 * Delete my account: what goes and what stays, then the password (or, for an account that only
 * signs in with Google and so has none, the word DELETE typed out).
 */
export const DeleteAccountDialog = ({ open, onClose, hasPassword, onDeleted }: DialogProps & { hasPassword: boolean; onDeleted: () => void }) => (
  <Modal open={open} onClose={onClose} role="alertdialog" width={520} title="Delete your account?" description="This cannot be undone.">
    <DeleteAccountForm hasPassword={hasPassword} onClose={onClose} onDeleted={onDeleted} />
  </Modal>
);

const DELETE_FIELDS = ['password', 'confirm'] as const;

const DeleteAccountForm = ({ hasPassword, onClose, onDeleted }: { hasPassword: boolean; onClose: () => void; onDeleted: () => void }) => {
  const [pending, setPending] = useState(false);
  const validate = useCallback(
    (values: { password: string; confirm: string }) =>
      hasPassword
        ? { password: values.password ? undefined : 'Enter your password to delete your account' }
        : { confirm: values.confirm.trim() === DELETE_CONFIRMATION ? undefined : `Type ${DELETE_CONFIRMATION} to confirm` },
    [hasPassword],
  );
  const { field, form, setServerErrors } = useFormState({ password: '', confirm: '' }, validate);
  const { refusal, setRefusal, show } = useServerRefusal(DELETE_FIELDS, setServerErrors);
  const { expectSignOut } = useAuth();

  const onValid = async (values: { password: string; confirm: string }) => {
    setPending(true);
    setRefusal(null);
    // Deleting the account ends this tab's session too: that is no news for the tab to tell.
    const undo = expectSignOut();
    try {
      await deleteAccountRequest(hasPassword ? { password: values.password } : { confirm: values.confirm.trim() });
      onDeleted();
    } catch (error) {
      undo();
      show(error, 'Your account could not be deleted. Please try again.');
      setPending(false);
    }
  };

  return (
    <DialogForm {...form(onValid)} aria-label="Delete your account">
      <Consequences>
        <li>
          <strong>Deleted:</strong> your profile and picture, matches, connections, requests and blocks. You are signed out everywhere.
        </li>
        <li>
          <strong>Kept for others:</strong> messages you sent stay with the people who received them, from &ldquo;Deleted account&rdquo;.
        </li>
      </Consequences>
      {hasPassword ? (
        <PasswordField label="Your password" autoComplete="current-password" required {...field('password')} />
      ) : (
        <TextField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          hint="You sign in with Google, so there is no password to ask for."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...field('confirm')}
        />
      )}
      {refusal ? <Refusal>{refusal}</Refusal> : null}
      <ModalActions>
        <Button type="button" $variant="secondary" onClick={onClose} autoFocus>
          Keep my account
        </Button>
        <DangerButton type="submit" disabled={pending} aria-busy={pending || undefined}>
          <PendingLabel pending={pending} pendingLabel="Deleting…">
            Delete my account
          </PendingLabel>
        </DangerButton>
      </ModalActions>
    </DialogForm>
  );
};

/** The one destructive button: a deep red panel with light red text, readable at 4.5:1. */
export const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.colors.dangerSurface};
  border-color: ${({ theme }) => theme.colors.dangerBorder};
  color: ${({ theme }) => theme.colors.dangerText};
  box-shadow: none;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSurface};
    border-color: ${({ theme }) => theme.colors.danger};
    transform: none;
  }
`;

const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const RefusalText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const Contents = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSecondary};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
  }

  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Consequences = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.xl}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface1};
  list-style: disc;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
