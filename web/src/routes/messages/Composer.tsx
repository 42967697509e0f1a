import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MESSAGE_LIMITS } from '../../../../graph/src/shared/limits';
import { graphQLErrorMessage } from '../../apollo/errors';
import { Icon } from '../../components/Icon';
import { Button } from '../../components/ui/Button';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { useSendMessageMutation } from '../../mutations/useMessageMutations';
import { toast } from '../../stores/toastStore';

/** The server's limit on one message. */
const MESSAGE_MAX = MESSAGE_LIMITS.body;
/** The counter shows from here on. */
const COUNTER_FROM = MESSAGE_MAX - 200;

/** Instead of the composer, when the other side cannot be written to: the server's reason. */
export const CannotSend = ({ reason }: { reason: string }) => (
  <Notice role="status">
    <Icon name="lock" size={16} />
    {reason}
  </Notice>
);

/**
 * A touch screen without a mouse (a phone, a tablet): its keyboard has no Shift + Enter, so Return
 * breaks the line there and the Send button sends.
 */
const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';
const subscribeTouchOnly = (change: () => void) => {
  const query = window.matchMedia(TOUCH_ONLY);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const useTouchOnly = () => useSyncExternalStore(subscribeTouchOnly, () => window.matchMedia(TOUCH_ONLY).matches);

type ComposerProps = {
  conversationId: string;
  note: string | null;
  /** The brand the viewer writes for, in a brand conversation of their team's; null otherwise. */
  writingAs: string | null;
  onRefused: () => void;
};

/**
 * With a keyboard, Enter sends and Shift+Enter breaks the line; on a touch screen, Return breaks
 * the line and the Send button sends. The help line says which applies. At most the server's
 * limit, counted near the end. A brand's team member reads whose name they write under. The sent
 * message joins the conversation through the cache (the send's own update).
 */
export const Composer = ({ conversationId, note, writingAs, onRefused }: ComposerProps) => {
  const touchOnly = useTouchOnly();
  const sendMessage = useSendMessageMutation();
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const tooLong = body.length > MESSAGE_MAX;
  const empty = body.trim().length === 0;

  const send = async () => {
    if (empty || tooLong || sending) return;
    setSending(true);
    setError(null);
    try {
      await sendMessage(conversationId, body);
      setBody('');
    } catch (failure) {
      const reason = graphQLErrorMessage(failure, 'Not sent: check your connection and try again.');
      setError(reason);
      // Also a toast: after a block the conversation closes, taking the composer's line with it.
      toast({ variant: 'destructive', title: 'Message not sent', description: reason });
      // A block or a changed setting: read what the composer may do now.
      onRefused();
    } finally {
      setSending(false);
      field.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing && !touchOnly) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Compose
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {writingAs ? (
        <WritingAs data-testid="writing-as">
          <Icon name="verified" size={14} />
          You are writing as {writingAs}
        </WritingAs>
      ) : null}
      {note ? <ComposeNote>{note}</ComposeNote> : null}
      <ComposeRow>
        <VisuallyHidden as="label" htmlFor="composer">
          Message
        </VisuallyHidden>
        <TextArea
          id="composer"
          ref={field}
          rows={1}
          value={body}
          placeholder={writingAs ? `Write as ${writingAs}…` : 'Write a message…'}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={tooLong || undefined}
          aria-describedby="composer-help"
          $invalid={tooLong}
        />
        <SendButton type="submit" disabled={empty || tooLong || sending} aria-label="Send">
          <Icon name="send" size={18} />
        </SendButton>
      </ComposeRow>
      <ComposeHelp id="composer-help">
        {error ? (
          <ErrorText role="alert">{error}</ErrorText>
        ) : touchOnly ? (
          <span>Tap Send to send; Return starts a new line</span>
        ) : (
          <span>
            <kbd>Enter</kbd> to send, <kbd>Shift</kbd> + <kbd>Enter</kbd> for a new line
          </span>
        )}
        {body.length >= COUNTER_FROM ? (
          <Counter $over={tooLong}>
            {body.length.toLocaleString('en')} / {MESSAGE_MAX.toLocaleString('en')}
          </Counter>
        ) : null}
      </ComposeHelp>
    </Compose>
  );
};

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Compose = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

const ComposeNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const WritingAs = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.secondaryLight};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const ComposeRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  flex: 1;
  min-height: 44px;
  max-height: 160px;
  padding: 10px 14px;
  field-sizing: content;
  resize: none;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: 22px;
  background: ${({ theme }) => theme.colors.surface2};
  color: ${({ theme }) => theme.colors.textPrimary};
  font: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 1px;
  }
`;

const SendButton = styled(Button)`
  width: 44px;
  min-width: 44px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const ComposeHelp = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  kbd {
    font-family: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Counter = styled.span<{ $over: boolean }>`
  margin-left: auto;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;
