import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { graphQLErrorMessage } from '../../apollo/errors';
import { onSocketReconnect } from '../../apollo/lazyApollo';
import { useAuth } from '../../auth/authContext';
import { timeOfDay } from '../../components/format';
import { Icon } from '../../components/Icon';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { AvatarImage } from '../../components/layout/Avatar';
import { ReportCreatorDialog } from '../../components/moderation/ReportCreatorDialog';
import { avatarTone } from '../../components/network/creatorName';
import { useNetworkActions } from '../../components/network/useNetworkActions';
import { useBrandBlockMutations } from '../../mutations/useBrandBlockMutations';
import { useLeaveBrandConversationMutation } from '../../mutations/useLeaveBrandConversationMutation';
import { toast } from '../../stores/toastStore';
import { Button, ButtonLink } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Spinner } from '../../components/ui/Spinner';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import type { ConversationQueryQuery } from '../../gql/graphql';
import { ACCEPT_MESSAGE_REQUEST, CONVERSATION_QUERY, DECLINE_MESSAGE_REQUEST, MARK_CONVERSATION_READ, MESSAGE_ADDED, SEND_MESSAGE } from './messageOperations';
import { dayLabel, mergeMessages, sentByViewer, type ChatMessage } from './messageList';

/** The server's limit on one message. */
export const MESSAGE_MAX = 2000;
/** The counter shows from here on. */
const COUNTER_FROM = MESSAGE_MAX - 200;

type Conversation = NonNullable<ConversationQueryQuery['conversation']>;

/** No conversation open: what the right-hand pane says on a laptop. */
export const NoConversation = () => (
  <Pane as="div">
    <Placeholder>
      <Icon name="message" size={32} />
      <p>Pick a conversation, or message a connection from your network.</p>
      <ButtonLink to="/network" $variant="secondary" $size="sm">
        Open My Network
      </ButtonLink>
    </Placeholder>
  </Pane>
);

/**
 * One conversation: its history (newest at the bottom, older pages as one scrolls up), live new
 * messages from every tab of both sides, read state, and a composer that says before one writes
 * whether the other side can be written to.
 */
export const ConversationPane = ({ id }: { id: string }) => {
  const { data, loading, error, refetch } = useQuery(CONVERSATION_QUERY, { variables: { id }, fetchPolicy: 'network-only' });
  const conversation = data?.conversation;
  if (loading && !data) {
    return (
      <Pane aria-busy="true" aria-label="Conversation">
        <Placeholder>
          <Spinner />
        </Placeholder>
      </Pane>
    );
  }
  if (error && !data) {
    return (
      <Pane aria-label="Conversation">
        <Placeholder role="alert">This conversation could not load. Reload the page to try again.</Placeholder>
      </Pane>
    );
  }
  if (!conversation) {
    return (
      <Pane aria-label="Conversation">
        <Placeholder>
          <p>This conversation is not available.</p>
          <ButtonLink to="/messages" $variant="secondary" $size="sm">
            Back to messages
          </ButtonLink>
        </Placeholder>
      </Pane>
    );
  }
  return <OpenConversation conversation={conversation} reload={() => void refetch()} />;
};

const OpenConversation = ({ conversation, reload }: { conversation: Conversation; reload: () => void }) => {
  const client = useApolloClient();
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const navigate = useNavigate();
  const network = useNetworkActions();
  const { id, other } = conversation;
  const name = other?.displayName ?? 'Deleted account';
  const brand = other?.kind === 'BRAND' ? other : null;
  const mine = (message: ChatMessage) => sentByViewer(message.sender, other, viewerId);

  const [messages, setMessages] = useState<ChatMessage[]>(() => conversation.messages.edges.map((e) => e.node));
  const [older, setOlder] = useState({ cursor: conversation.messages.pageInfo.startCursor, more: conversation.messages.pageInfo.hasPreviousPage, loading: false });
  /** The newest message fetched through a query: where catching up after a reconnect starts. */
  const newestCursor = useRef(conversation.messages.pageInfo.endCursor);
  const scroller = useRef<HTMLDivElement>(null);
  const keepBottom = useRef(true);
  const prepending = useRef<number | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  // A brand conversation, seen by its creator: they may leave it or block the brand (its whole team).
  const creatorsBrand = conversation.brand && !conversation.asBrand ? conversation.brand : null;
  const { block: blockBrand, unblock: unblockBrand } = useBrandBlockMutations();
  const { leave, leaving } = useLeaveBrandConversationMutation();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [confirmBrandBlock, setConfirmBrandBlock] = useState(false);

  const markRead = useCallback(() => {
    if (document.visibilityState !== 'visible' || conversation.isRequest) return;
    void client.mutate({ mutation: MARK_CONVERSATION_READ, variables: { conversationId: id }, refetchQueries: ['NavCountsQuery'] }).catch(() => undefined);
  }, [client, id, conversation.isRequest]);

  useEffect(() => {
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [markRead]);

  useSubscription(MESSAGE_ADDED, {
    onData: ({ data: event }) => {
      const message = event.data?.messageAdded;
      if (!message || message.conversationId !== id) return;
      const el = scroller.current;
      keepBottom.current = mine(message) || !el || el.scrollHeight - el.scrollTop - el.clientHeight < 120;
      setMessages((list) => mergeMessages(list, [message]));
      if (!mine(message)) markRead();
    },
  });

  // Messages are stored before they are announced: after a dropped socket, fetch what it missed.
  useEffect(
    () =>
      onSocketReconnect(async () => {
        // Every page until the newest: a busy conversation may have grown by many pages meanwhile.
        while (newestCursor.current) {
          const { data } = await client.query({ query: CONVERSATION_QUERY, variables: { id, after: newestCursor.current }, fetchPolicy: 'network-only' });
          const edges = data?.conversation?.messages.edges ?? [];
          if (edges.length === 0) break;
          setMessages((list) => mergeMessages(list, edges.map((e) => e.node)));
          newestCursor.current = edges.at(-1)!.cursor;
          if (!data?.conversation?.messages.pageInfo.hasNextPage) break;
        }
      }),
    [client, id],
  );

  const loadOlder = useCallback(async () => {
    if (!older.more || older.loading || !older.cursor) return;
    setOlder((o) => ({ ...o, loading: true }));
    try {
      const { data } = await client.query({ query: CONVERSATION_QUERY, variables: { id, before: older.cursor }, fetchPolicy: 'network-only' });
      const page = data?.conversation?.messages;
      if (!page) return;
      prepending.current = scroller.current?.scrollHeight ?? null;
      keepBottom.current = false;
      setMessages((list) => mergeMessages(list, page.edges.map((e) => e.node)));
      setOlder({ cursor: page.pageInfo.startCursor, more: page.pageInfo.hasPreviousPage, loading: false });
    } catch {
      setOlder((o) => ({ ...o, loading: false }));
    }
  }, [client, id, older]);

  // Older pages load as the top comes into view.
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !older.more) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadOlder();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [loadOlder, older.more]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (prepending.current !== null) {
      // Keep the message one was reading in place when older ones arrive above it.
      el.scrollTop += el.scrollHeight - prepending.current;
      prepending.current = null;
    } else if (keepBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages]);

  const sent = (message: ChatMessage) => {
    keepBottom.current = true;
    setMessages((list) => mergeMessages(list, [message]));
  };

  return (
    <Pane aria-labelledby="conversation-title">
      <Head>
        <Back to="/messages" aria-label="Back to messages">
          <Icon name="arrowLeft" size={20} />
        </Back>
        {brand ? (
          <EntityLogo src={brand.avatarUrl ?? ''} name={name} size={40} />
        ) : (
          <AvatarImage url={other?.avatarUrl ?? null} letter={name.charAt(0).toUpperCase()} size={40} tone={avatarTone(name)} />
        )}
        <HeadText>
          <h2 id="conversation-title">
            {brand?.brandSlug ? (
              <Link to={`/brands/${encodeURIComponent(brand.brandSlug)}`}>{name}</Link>
            ) : other?.username ? (
              <Link to={`/creators/${encodeURIComponent(other.username)}`}>{name}</Link>
            ) : (
              name
            )}
          </h2>
          {brand ? <span>Brand team</span> : other?.username ? <span>@{other.username}</span> : null}
        </HeadText>
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
            <Button type="button" $variant="ghost" $size="sm" onClick={() => setConfirmLeave(true)} disabled={leaving} aria-label={`Leave the conversation with ${name}`}>
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
      </Head>
      <Scroller ref={scroller} role="log" aria-label={`Messages with ${name}`} aria-live="polite">
        <div ref={top} />
        {older.more ? (
          <Older type="button" onClick={() => void loadOlder()} disabled={older.loading}>
            {older.loading ? 'Loading…' : 'Load earlier messages'}
          </Older>
        ) : messages.length > 0 ? (
          <Start>This is the start of your conversation with {name}.</Start>
        ) : null}
        {messages.length === 0 ? <Start>No messages yet. Say hello!</Start> : null}
        {messages.map((message, index) => {
          const own = mine(message);
          const label = dayLabel(message.createdAt);
          const newDay = index === 0 || dayLabel(messages[index - 1]!.createdAt) !== label;
          return (
            <Fragment key={message.id}>
              {newDay ? <Day>{label}</Day> : null}
              <Bubble $mine={own} data-testid="message">
                <VisuallyHidden>{own ? 'You' : name}: </VisuallyHidden>
                <p>{message.body}</p>
                <time dateTime={message.createdAt}>{timeOfDay(message.createdAt)}</time>
              </Bubble>
            </Fragment>
          );
        })}
      </Scroller>
      {conversation.isRequest ? (
        <RequestBar>
          <p>
            <strong>{name}</strong> wants to message you. You are not connected: accept to reply, or decline and they are not told.
          </p>
          <div>
            <Button
              type="button"
              $size="sm"
              onClick={async () => {
                await client.mutate({ mutation: ACCEPT_MESSAGE_REQUEST, variables: { conversationId: id }, refetchQueries: ['InboxQuery', 'MessageRequestCountQuery', 'NavCountsQuery'] });
                reload();
              }}
            >
              Accept
            </Button>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              onClick={async () => {
                await client.mutate({ mutation: DECLINE_MESSAGE_REQUEST, variables: { conversationId: id }, refetchQueries: ['InboxQuery', 'MessageRequestCountQuery', 'NavCountsQuery'] });
                toast({ title: 'Request declined' });
                void navigate('/messages');
              }}
            >
              Decline
            </Button>
          </div>
        </RequestBar>
      ) : conversation.canSend && !conversation.canSend.allowed ? (
        <Notice role="status">
          <Icon name="lock" size={16} />
          {conversation.canSend.reason ?? `You cannot message ${name} right now.`}
        </Notice>
      ) : (
        <Composer conversationId={id} note={conversation.canSend?.asRequest ? conversation.canSend.reason : null} onSent={sent} onRefused={reload} />
      )}
      {other?.username ? (
        <ReportCreatorDialog
          open={reporting}
          creator={{ username: other.username, displayName: name }}
          // What they sent, newest first: the messages a report can attach.
          messages={messages.filter((m) => m.sender && !mine(m)).reverse()}
          onClose={() => setReporting(false)}
        />
      ) : null}
      <ConfirmDialog
        open={confirmBlock}
        title={`Block ${name}?`}
        description="This conversation is hidden and neither of you can message or find the other. They are not told. You can unblock them in Profile Settings."
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
    </Pane>
  );
};

type ComposerProps = { conversationId: string; note: string | null; onSent: (message: ChatMessage) => void; onRefused: () => void };

/** Enter sends, Shift+Enter breaks the line; at most 2,000 characters, counted near the end. */
const Composer = ({ conversationId, note, onSent, onRefused }: ComposerProps) => {
  const client = useApolloClient();
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
      const { data } = await client.mutate({ mutation: SEND_MESSAGE, variables: { conversationId, body }, refetchQueries: ['InboxQuery'] });
      if (data) onSent(data.sendMessage);
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
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
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
          placeholder="Write a message…"
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

const Pane = styled.section`
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

const Placeholder = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Back = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textSecondary};

  &:hover {
    background: ${({ theme }) => theme.colors.surface2};
  }

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const HeadText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    overflow-wrap: anywhere;
  }

  a {
    color: inherit;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.accentHover};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const HideOnPhone = styled.span`
  display: none;

  ${({ theme }) => theme.media.tablet} {
    display: inline;
  }
`;

const Scroller = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 6px;
  min-height: 0;
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Older = styled.button`
  align-self: center;
  padding: 4px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
`;

const Start = styled.p`
  align-self: center;
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const Day = styled.p`
  align-self: center;
  margin: ${({ theme }) => theme.space.sm} 0 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface2};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Bubble = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  max-width: min(75%, 560px);
  padding: 8px 12px;
  border-radius: 18px;

  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  time {
    align-self: flex-end;
    font-size: 0.6875rem;
  }

  ${({ $mine, theme }) =>
    $mine
      ? css`
          align-self: flex-end;
          border-bottom-right-radius: 6px;
          background: ${theme.gradients.accent};
          color: ${theme.colors.textOnAccent};

          time {
            color: rgba(255, 255, 255, 0.85);
          }
        `
      : css`
          align-self: flex-start;
          border-bottom-left-radius: 6px;
          background: ${theme.colors.surface3};
          color: ${theme.colors.textPrimary};

          time {
            color: ${theme.colors.textSecondary};
          }
        `}
`;

const RequestBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  background: ${({ theme }) => theme.colors.secondarySoft};

  p {
    flex: 1 1 260px;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

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
