import { Fragment, useCallback, useEffect, useId, useRef, useState, type CSSProperties, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { chatActionOf, piecesOf } from '../../../../graph/src/shared/chat-actions';
import { useAuth } from '../../auth/authContext';
import { isBrandAccount } from '../../auth/sessionUser';
import { BRAND_WELCOME, canSend, QUICK_QUESTIONS, QUICK_QUESTIONS_SHOWN, showQuickQuestions, WELCOME, WIDGET_WORDS } from './chatModel';
import { useChat } from './ChatProvider';
import { PHONE, useFabClearance, useVisibleViewport } from './useFabClearance';

/**
 * The floating assistant: a round button toggles a fixed panel of about 384 × 500
 * (a full-screen sheet on phones, sized to what the keyboard leaves visible). It starts closed;
 * Escape closes it and focus returns to the button. While closed, the button steps aside whenever
 * it would cover a control or the open menu; on phones also text and pictures, and while the
 * keyboard is up. There the phone menu always offers the assistant.
 */
export const ChatWidget = ({ navigate }: { navigate: (path: string) => void }) => {
  const { state, send, open, setOpen } = useChat();
  const { user } = useAuth();
  // A brand's team reads the widget in words for a brand; its quick questions are a creator's.
  const brand = isBrandAccount(user);
  const words = WIDGET_WORDS[brand ? 'brand' : 'creator'];
  const [text, setText] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const tucked = useFabClearance(buttonRef, !open);
  const visible = useVisibleViewport(open);

  const wasOpen = useRef(false);
  useEffect(() => {
    // Focus moves into the panel when it opens and back to the button when it closes.
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (open) endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [open, state.messages.length, state.pending]);

  const close = useCallback(() => setOpen(false), [setOpen]);

  // Escape closes the panel wherever focus is (a clicked suggestion may have been disabled).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend(text, state)) return;
    send(text);
    setText('');
  };

  /*
   * Paths in answers are links and suggested actions are buttons, both moving within the app so the
   * conversation stays; on a phone the sheet covers the page, so it closes to show where they lead.
   * A modified click (new tab) is left to the browser.
   */
  const go = (path: string) => {
    navigate(path);
    if (window.matchMedia(PHONE).matches) setOpen(false);
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <>
      {open && (
        <Panel
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          style={visible ? ({ '--visible-top': `${visible.top}px`, '--visible-height': `${visible.height}px` } as CSSProperties) : undefined}
        >
          <Header>
            <HeaderText>
              <Title id={titleId}>SoundBoard Assistant</Title>
              <Subtitle>{words.subtitle}</Subtitle>
            </HeaderText>
            <IconButton type="button" aria-label="Close the assistant" onClick={close}>
              ×
            </IconButton>
          </Header>
          <Messages aria-live="polite" aria-busy={state.pending}>
            {state.messages.map((shown) => {
              const message = brand && shown.id === WELCOME.id ? BRAND_WELCOME : shown;
              const actions = (message.actionItems ?? []).map(chatActionOf);
              const steps = actions.filter((a) => a.path === null);
              const buttons = actions.filter((a): a is { label: string; path: string } => a.path !== null);
              return (
                <Fragment key={message.id}>
                  {state.restarts.includes(message.id) && (
                    <Note role="note">New conversation: I no longer have the messages above, so I answer from here on without them.</Note>
                  )}
                  <Bubble $user={message.isUser}>
                    <BubbleText>
                      {message.isUser
                        ? message.content
                        : piecesOf(message.content).map((piece, index) =>
                            piece.path ? (
                              <TextLink key={index} href={piece.path} onClick={(event) => follow(event, piece.path!)}>
                                {piece.text}
                              </TextLink>
                            ) : (
                              piece.text
                            ),
                          )}
                    </BubbleText>
                    {steps.length > 0 && (
                      <Actions aria-label="Action items">
                        {steps.map((step) => (
                          <li key={step.label}>{step.label}</li>
                        ))}
                      </Actions>
                    )}
                    {buttons.length > 0 && (
                      <ActionButtons aria-label="Suggested actions">
                        {buttons.map((action) => (
                          <ActionButton key={action.label} type="button" onClick={() => go(action.path)}>
                            {action.label} →
                          </ActionButton>
                        ))}
                      </ActionButtons>
                    )}
                    {message.suggestions && message.suggestions.length > 0 && (
                      <Chips>
                        {message.suggestions.map((suggestion) => (
                          <Chip key={suggestion} type="button" disabled={state.pending} onClick={() => send(suggestion)}>
                            {suggestion}
                          </Chip>
                        ))}
                      </Chips>
                    )}
                  </Bubble>
                </Fragment>
              );
            })}
            {!brand && showQuickQuestions(state) && (
              <Quick aria-label="Quick questions">
                {QUICK_QUESTIONS.slice(0, QUICK_QUESTIONS_SHOWN).map((question) => (
                  <QuickButton key={question} type="button" onClick={() => send(question)}>
                    {question}
                  </QuickButton>
                ))}
              </Quick>
            )}
            {state.pending && (
              <Thinking role="status">
                <Dots aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </Dots>
                Thinking...
              </Thinking>
            )}
            <div ref={endRef} />
          </Messages>
          <Composer onSubmit={submit}>
            <Input
              ref={inputRef}
              rows={1}
              value={text}
              disabled={state.pending}
              placeholder={words.placeholder}
              aria-label="Message the assistant"
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <Send type="submit" disabled={!canSend(text, state)} aria-label="Send message">
              ➤
            </Send>
          </Composer>
        </Panel>
      )}
      <Fab
        ref={buttonRef}
        $open={open}
        $tucked={tucked}
        data-tucked={tucked || undefined}
        type="button"
        aria-label={open ? 'Close the assistant' : 'Open the assistant'}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? '×' : <ChatGlyph />}
      </Fab>
    </>
  );
};

const ChatGlyph = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <path
      d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
      fill="currentColor"
    />
    <circle cx="9" cy="9.5" r="1.2" fill="#1a0f2e" />
    <circle cx="12" cy="9.5" r="1.2" fill="#1a0f2e" />
    <circle cx="15" cy="9.5" r="1.2" fill="#1a0f2e" />
  </svg>
);

const Fab = styled.button<{ $open: boolean; $tucked: boolean }>`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  width: 60px;
  height: 60px;
  place-items: center;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.gradients.accent};
  box-shadow: ${({ theme }) => theme.shadows.glow};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  cursor: pointer;
  /* Stepping aside fades it out where it stands, so that its box (what it would cover) stays put. */
  opacity: ${({ $tucked }) => ($tucked ? 0 : 1)};
  visibility: ${({ $tucked }) => ($tucked ? 'hidden' : 'visible')};
  transition:
    transform ${({ theme }) => theme.transitions.fast},
    opacity ${({ theme }) => theme.transitions.fast},
    visibility ${({ theme }) => theme.transitions.fast};

  &:hover {
    transform: translateY(-2px);
  }

  /* On phones the open sheet covers the screen and has its own close button. */
  display: ${({ $open }) => ($open ? 'none' : 'grid')};

  ${({ theme }) => theme.media.tablet} {
    display: grid;
  }
`;

const Panel = styled.section`
  position: fixed;
  /* Phones: the visible part of the screen (useVisibleViewport), the whole window until it is known. */
  top: var(--visible-top, 0);
  right: 0;
  left: 0;
  height: var(--visible-height, 100dvh);
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.backgroundRaised};

  ${({ theme }) => theme.media.tablet} {
    inset: auto ${({ theme }) => theme.space.lg} 96px auto;
    top: auto;
    left: auto;
    width: 384px;
    height: 500px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    overflow: hidden;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  background: ${({ theme }) => theme.gradients.band};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeaderText = styled.div`
  display: grid;
  gap: 2px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textPrimary};
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const IconButton = styled.button`
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface2};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;
`;

const Messages = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
`;

const Bubble = styled.article<{ $user: boolean }>`
  align-self: ${({ $user }) => ($user ? 'flex-end' : 'flex-start')};
  max-width: 88%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $user }) => ($user ? theme.gradients.accent : theme.colors.surface2)};
  color: ${({ theme, $user }) => ($user ? theme.colors.textOnAccent : theme.colors.textPrimary)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const BubbleText = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const Actions = styled.ul`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  padding-left: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const TextLink = styled.a`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 2px;
  overflow-wrap: anywhere;
`;

const ActionButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const ActionButton = styled.button`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.gradients.accent};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
`;

const Note = styled.p`
  align-self: stretch;
  margin: ${({ theme }) => `${theme.space.xs} 0`};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Chip = styled.button`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderAccent};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const Quick = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const QuickButton = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface3};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const pulse = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

const Thinking = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 3px;

  span {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    animation: ${pulse} 1.2s infinite;
  }

  span:nth-child(2) {
    animation-delay: 0.15s;
  }

  span:nth-child(3) {
    animation-delay: 0.3s;
  }

  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

const Composer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 40px;
  max-height: 120px;
  line-height: 1.5;
  resize: none;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textPrimary};
  font: inherit;
  /* 16 px on phones: a smaller field makes iOS zoom in on focus and cut the panel off. */
  font-size: ${({ theme }) => theme.fontSizes.md};

  &:disabled {
    opacity: 0.6;
  }

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Send = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.gradients.accent};
  color: ${({ theme }) => theme.colors.textOnAccent};
  cursor: pointer;

  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;
