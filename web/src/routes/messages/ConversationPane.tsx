import { useQuery } from '@apollo/client/react';
import { Fragment, useCallback } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { timeOfDay } from '../../components/format';
import { Icon } from '../../components/Icon';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { AvatarImage } from '../../components/layout/Avatar';
import { avatarTone } from '../../components/network/creatorName';
import { ButtonLink } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { CannotSend, Composer } from './Composer';
import { ConversationActions } from './ConversationActions';
import { CONVERSATION_QUERY } from './messageOperations';
import { sentByViewer } from '../../live/messageSides';
import { dayLabel, type ChatMessage } from './messageList';
import { RequestBanner } from './RequestBanner';
import { useConversationHistory, type Conversation } from './useConversationHistory';
import { useConversationScroll, useLoadOnView } from './useConversationScroll';

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
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const { id, other } = conversation;
  const name = other?.displayName ?? 'Deleted account';
  const brand = other?.kind === 'BRAND' ? other : null;
  const mine = useCallback((message: ChatMessage) => sentByViewer(message.sender, other, viewerId), [other, viewerId]);
  const { messages, olderMore, olderLoading, loadOlder } = useConversationHistory({ conversation, mine });
  const scroller = useConversationScroll(messages, mine);
  // Older pages load as the top comes into view.
  const top = useLoadOnView(loadOlder, olderMore);

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
        <ConversationActions conversation={conversation} name={name} reportable={messages.filter((m) => m.sender && !mine(m)).reverse()} reload={reload} />
      </Head>
      <Scroller ref={scroller} role="log" aria-label={`Messages with ${name}`} aria-live="polite">
        <div ref={top} />
        {olderMore ? (
          <Older type="button" onClick={() => void loadOlder()} disabled={olderLoading}>
            {olderLoading ? 'Loading…' : 'Load earlier messages'}
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
        <RequestBanner conversationId={id} name={name} onAccepted={reload} />
      ) : conversation.canSend && !conversation.canSend.allowed ? (
        <CannotSend reason={conversation.canSend.reason ?? `You cannot message ${name} right now.`} />
      ) : (
        <Composer
          conversationId={id}
          note={conversation.canSend?.asRequest ? conversation.canSend.reason : null}
          writingAs={conversation.asBrand ? (conversation.brand?.name ?? null) : null}
          onRefused={reload}
        />
      )}
    </Pane>
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
