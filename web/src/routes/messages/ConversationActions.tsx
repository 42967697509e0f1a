import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { ReportCreatorDialog } from '../../components/moderation/ReportCreatorDialog';
import { useNetworkActions } from '../../components/network/useNetworkActions';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { blockConsequences } from '../../components/network/blocking';
import { useBrandBlockMutations } from '../../mutations/useBrandBlockMutations';
import { useLeaveBrandConversationMutation } from '../../mutations/useLeaveBrandConversationMutation';
import type { ChatMessage } from './messageList';
import type { Conversation } from './useConversationHistory';

type Props = {
  conversation: Conversation;
  name: string;
  /** What the other side sent, newest first: the messages a report can attach. */
  reportable: readonly ChatMessage[];
  /** Reads the conversation again after a change that alters what it allows. */
  reload: () => void;
};

/**
 * The conversation's actions on the other side, each behind a confirmation: a creator can be
 * reported or blocked; a brand conversation, seen by its creator, can be left, or the brand (its
 * whole team) blocked and unblocked.
 */
export const ConversationActions = ({ conversation, name, reportable, reload }: Props) => {
  const navigate = useNavigate();
  const network = useNetworkActions();
  const { id, other } = conversation;
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const creatorsBrand = conversation.brand && !conversation.asBrand ? conversation.brand : null;
  const { block: blockBrand, unblock: unblockBrand } = useBrandBlockMutations();
  const { leave, leaving } = useLeaveBrandConversationMutation();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [confirmBrandBlock, setConfirmBrandBlock] = useState(false);

  return (
    <>
      {other?.username ? (
        <>
          <Button type="button" $variant="ghost" $size="sm" onClick={() => setReporting(true)} aria-label={`Report ${name}`}>
            <Icon name="flag" size={16} />
            <HideOnPhone>Report</HideOnPhone>
          </Button>
          <Button type="button" $variant="ghost" $size="sm" onClick={() => setConfirmBlock(true)} aria-label={`Block ${name}`}>
            <Icon name="ban" size={16} />
            <HideOnPhone>Block</HideOnPhone>
          </Button>
        </>
      ) : creatorsBrand ? (
        <>
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            onClick={() => setConfirmLeave(true)}
            disabled={leaving}
            aria-label={`Leave the conversation with ${name}`}
          >
            <Icon name="logOut" size={16} />
            <HideOnPhone>Leave</HideOnPhone>
          </Button>
          {creatorsBrand.viewerBlocked ? (
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              onClick={async () => {
                if (await unblockBrand(creatorsBrand)) reload();
              }}
              aria-label={`Unblock ${name}`}
            >
              <Icon name="ban" size={16} />
              <HideOnPhone>Unblock</HideOnPhone>
            </Button>
          ) : (
            <Button type="button" $variant="ghost" $size="sm" onClick={() => setConfirmBrandBlock(true)} aria-label={`Block ${name}`}>
              <Icon name="ban" size={16} />
              <HideOnPhone>Block</HideOnPhone>
            </Button>
          )}
        </>
      ) : null}
      {other?.username ? (
        <ReportCreatorDialog
          open={reporting}
          creator={{ username: other.username, displayName: name }}
          // What they sent, newest first: the messages a report can attach.
          messages={reportable}
          onClose={() => setReporting(false)}
        />
      ) : null}
      <ConfirmDialog
        open={confirmBlock}
        title={`Block ${name}?`}
        description={`${blockConsequences(name)} This conversation is hidden from both of you.`}
        confirmLabel="Block"
        cancelLabel="Cancel"
        onCancel={() => setConfirmBlock(false)}
        onConfirm={async () => {
          setConfirmBlock(false);
          if (other?.username && (await network.block(other.username, name))) void navigate('/messages');
        }}
      />
      {creatorsBrand ? (
        <>
          <ConfirmDialog
            open={confirmLeave}
            title={`Leave the conversation with ${name}?`}
            description={`The conversation ends: nobody on ${name}'s team can write in it again, and neither can you. You keep what was said. To talk again, send ${name} a new request.`}
            confirmLabel="Leave"
            cancelLabel="Stay"
            onCancel={() => setConfirmLeave(false)}
            onConfirm={async () => {
              setConfirmLeave(false);
              if (await leave(id, name)) reload();
            }}
          />
          <ConfirmDialog
            open={confirmBrandBlock}
            title={`Block ${name}?`}
            description={`Nobody on ${name}'s team can message you, and it leaves your brand suggestions. You can unblock it on its page or in Settings.`}
            confirmLabel="Block"
            cancelLabel="Cancel"
            onCancel={() => setConfirmBrandBlock(false)}
            onConfirm={async () => {
              setConfirmBrandBlock(false);
              if (await blockBrand(creatorsBrand)) reload();
            }}
          />
        </>
      ) : null}
    </>
  );
};

const HideOnPhone = styled.span`
  display: none;

  ${({ theme }) => theme.media.tablet} {
    display: inline;
  }
`;
