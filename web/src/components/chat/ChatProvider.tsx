import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { apiRequest } from '../../api/http';
import { canSend, CHAT_STORAGE_KEY, chatReducer, FAILURE_TEXT, restoredChatState, type ChatMessage, type ChatState } from './chatModel';

type ChatContextValue = {
  state: ChatState;
  send: (text: string) => void;
  /** Whether the floating panel is open; here so that pages (such as /chat) can open it. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Opens the panel and sends the question, as if typed there. */
  ask: (text: string) => void;
};

const ChatContext = createContext<ChatContextValue | null>(null);

type ChatResponse = { response: string; suggestions?: string[]; actionItems?: string[] };

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

/** The server says in this header whether a message started a new conversation. */
const CONVERSATION_HEADER = 'SoundBoard-Conversation';

const readStored = () => {
  try {
    return sessionStorage.getItem(CHAT_STORAGE_KEY);
  } catch {
    return null;
  }
};

/**
 * Holds the conversation above the router, so it survives navigation between pages, and in the
 * tab's session storage, so it survives a reload too (the server keeps its side).
 */
export const ChatProvider = ({ children }: { children: ReactNode }) => {
  const [state, dispatch] = useReducer(chatReducer, null, () => restoredChatState(readStored()));
  const [open, setOpen] = useState(false);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
    if (state.pending) return;
    try {
      sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ messages: state.messages, restarts: state.restarts }));
    } catch {
      // Storage full or refused: the conversation still lasts while the tab is open.
    }
  }, [state]);

  const send = useCallback((text: string) => {
    if (!canSend(text, stateRef.current)) return;
    const content = text.trim();
    dispatch({ type: 'sent', message: { id: nextId('user'), content, isUser: true, timestamp: Date.now() } });
    void (async () => {
      try {
        const res = await apiRequest('POST', '/api/chat', { message: content });
        const body = (await res.json()) as ChatResponse;
        if (typeof body.response !== 'string') throw new Error('Malformed reply');
        const message: ChatMessage = {
          id: nextId('assistant'),
          content: body.response,
          isUser: false,
          timestamp: Date.now(),
          suggestions: body.suggestions ?? [],
          actionItems: body.actionItems ?? [],
        };
        dispatch({ type: 'answered', message, newConversation: res.headers.get(CONVERSATION_HEADER) === 'new' });
      } catch {
        dispatch({ type: 'failed', message: { id: nextId('assistant'), content: FAILURE_TEXT, isUser: false, timestamp: Date.now() } });
      }
    })();
  }, []);

  const ask = useCallback(
    (text: string) => {
      setOpen(true);
      send(text);
    },
    [send],
  );

  const value = useMemo(() => ({ state, send, open, setOpen, ask }), [state, send, open, ask]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
};

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChat needs a ChatProvider above it');
  return value;
}
