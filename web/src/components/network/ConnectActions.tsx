import { useState } from 'react';
import styled from 'styled-components';
import type { CreatorRelationshipState } from '../../gql/graphql';
import { Icon } from '../Icon';
import { Button, ButtonLink } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Modal, ModalActions } from '../ui/Modal';
import { TextAreaField } from '../ui/TextAreaField';
import type { NetworkActions } from './useNetworkActions';

/** The server's limit on a request's note. */
export const NOTE_MAX = 300;

type ConnectActionsProps = {
  creator: { username: string; name: string; relationship: { state: CreatorRelationshipState; requestId?: string | null } | null };
  actions: NetworkActions;
  size?: 'sm' | 'md';
};

/**
 * What the Connect button does, from how the viewer stands with a creator: connect (with an
 * optional note), withdraw a request sent, answer one received, or remove a connection. Visitors
 * are sent to sign in; on one's own page it leads to the profile editor.
 */
export const ConnectActions = ({ creator, actions, size = 'md' }: ConnectActionsProps) => {
  const [composing, setComposing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const { username, name, relationship } = creator;
  const { busy } = actions;

  if (!relationship) {
    return (
      <ButtonLink to={`/login?next=${encodeURIComponent(`/creators/${username}`)}`} $size={size}>
        <Icon name="userPlus" size={18} />
        Sign in to connect
      </ButtonLink>
    );
  }
  switch (relationship.state) {
    case 'SELF':
      return (
        <ButtonLink to="/profile-settings" $variant="secondary" $size={size}>
          <Icon name="edit" size={18} />
          Edit profile
        </ButtonLink>
      );
    case 'CONNECTED':
      return (
        <>
          <Button
            type="button"
            $variant="secondary"
            $size={size}
            onClick={() => setConfirmRemove(true)}
            disabled={busy === `remove:${username}`}
            aria-label={`Connected with ${name}: remove the connection`}
          >
            <Icon name="check" size={18} />
            Connected
          </Button>
          <ConfirmDialog
            open={confirmRemove}
            title={`Remove ${name}?`}
            description="You will no longer be connected. They are not told; either of you can send a new request later."
            confirmLabel="Remove connection"
            cancelLabel="Keep"
            onCancel={() => setConfirmRemove(false)}
            onConfirm={() => {
              setConfirmRemove(false);
              void actions.remove(username);
            }}
          />
        </>
      );
    case 'REQUEST_SENT':
      return (
        <Pair>
          <Pending $size={size}>
            <Icon name="send" size={16} />
            Request sent
          </Pending>
          {relationship.requestId ? (
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              onClick={() => void actions.withdraw(relationship.requestId!)}
              disabled={busy === `withdraw:${relationship.requestId}`}
            >
              Withdraw
            </Button>
          ) : null}
        </Pair>
      );
    case 'REQUEST_RECEIVED':
      return relationship.requestId ? (
        <Pair>
          <Button type="button" $size={size} onClick={() => void actions.respond(relationship.requestId!, 'ACCEPT', name)} disabled={busy !== null}>
            <Icon name="check" size={18} />
            Accept
          </Button>
          <Button
            type="button"
            $variant="secondary"
            $size={size}
            onClick={() => void actions.respond(relationship.requestId!, 'DECLINE', name)}
            disabled={busy !== null}
          >
            Decline
          </Button>
        </Pair>
      ) : null;
    case 'NONE':
      return (
        <>
          <Button type="button" $size={size} onClick={() => setComposing(true)} disabled={busy === 'connect'}>
            <Icon name="userPlus" size={18} />
            Connect
          </Button>
          <ConnectDialog
            open={composing}
            name={name}
            onClose={() => setComposing(false)}
            onSend={async (note) => {
              if (await actions.connect(username, note)) setComposing(false);
            }}
            sending={busy === 'connect'}
          />
        </>
      );
  }
};

type ConnectDialogProps = { open: boolean; name: string; sending: boolean; onClose: () => void; onSend: (note: string) => Promise<void> };

/** A request with an optional note: what a creator says about why. */
const ConnectDialog = ({ open, name, sending, onClose, onSend }: ConnectDialogProps) => {
  const [note, setNote] = useState('');
  const tooLong = note.length > NOTE_MAX;
  return (
    <Modal open={open} title={`Connect with ${name}`} description="Add a note to say why: requests with a note are accepted more often." onClose={onClose}>
      {/* No form of its own: this dialog also opens inside other forms (Profile Settings), and a form in a form submits the outer one. */}
      <div>
        <TextAreaField
          label="Note"
          optional
          rows={4}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Loved your last release. I produce lo-fi beats and I'm looking for a vocalist for an EP."
          error={tooLong ? `At most ${NOTE_MAX} characters` : undefined}
          status={`${note.length} / ${NOTE_MAX}`}
        />
        <ModalActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" disabled={sending || tooLong} onClick={() => void onSend(note)}>
            <Icon name="send" size={18} />
            {sending ? 'Sending…' : 'Send request'}
          </Button>
        </ModalActions>
      </div>
    </Modal>
  );
};

const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Pending = styled.span<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ $size }) => ($size === 'sm' ? '36px' : '44px')};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
