/** A chat message lives on the client only. */
export type ChatMessage = {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: number;
  /** Assistant messages only. */
  suggestions?: string[];
  /** Assistant messages only. */
  actionItems?: string[];
};

/** What any failure of the chat call appends, whatever the cause. */
export const FAILURE_TEXT = "I'm having trouble connecting right now. Please try again in a moment.";

/** The conversation starts with one welcome message and these four suggestions. */
export const WELCOME: ChatMessage = {
  id: 'welcome',
  content:
    "Hi! I'm your SoundBoard assistant. I can help with your music career, streaming analytics, networking, release planning, prioritising your tasks and finding your way around SoundBoard.",
  isUser: false,
  timestamp: 0,
  suggestions: ['Check streaming analytics', 'Review networking suggestions', 'Plan next release', 'Organise tasks'],
};

/**
 * A brand account's team is not a creator: the welcome they read speaks of their brand, and offers
 * what the assistant answers well for them rather than the creator's four suggestions.
 */
export const BRAND_WELCOME: ChatMessage = {
  id: 'welcome',
  content:
    "Hi! I'm your SoundBoard assistant. I can help your team find its way around SoundBoard: your brand page and its verification, requests from creators, conversations and briefs.",
  isUser: false,
  timestamp: 0,
  suggestions: ['How do I get my brand verified?'],
};

/** What the widget says of itself, for creators and for a brand's team. */
export const WIDGET_WORDS = {
  creator: { subtitle: 'Career, releases, stats and networking', placeholder: 'Ask about your music career…' },
  brand: { subtitle: 'Your brand page, creator requests and briefs', placeholder: 'Ask about SoundBoard…' },
} as const;

/** Six quick questions, of which the first 3 show. */
export const QUICK_QUESTIONS = [
  'How do I pitch my song to playlists?',
  'What should I focus on this week?',
  'How can I find collaborators?',
  'What is a good save rate on Spotify?',
  'How do royalties work?',
  'Where do I edit my profile?',
] as const;
export const QUICK_QUESTIONS_SHOWN = 3;

/**
 * `restarts`: the ids of the messages the server answered in a new conversation although earlier
 * messages show above them (it forgets a conversation after two hours without a message, and
 * signing in or out starts another): the widget says so above each.
 */
export type ChatState = { messages: ChatMessage[]; pending: boolean; restarts: string[] };

export const initialChatState: ChatState = { messages: [WELCOME], pending: false, restarts: [] };

export type ChatEvent =
  { type: 'sent'; message: ChatMessage } | { type: 'answered'; message: ChatMessage; newConversation: boolean } | { type: 'failed'; message: ChatMessage };

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'sent':
      return { ...state, messages: [...state.messages, event.message], pending: true };
    case 'answered': {
      const asked = state.messages.findLast((m) => m.isUser);
      const earlier = state.messages.filter((m) => m.isUser).length > 1;
      const restarts = event.newConversation && earlier && asked ? [...state.restarts, asked.id] : state.restarts;
      return { messages: [...state.messages, event.message], pending: false, restarts };
    }
    case 'failed':
      return { ...state, messages: [...state.messages, event.message], pending: false };
  }
}

/** Where a tab keeps its conversation, so that it survives a reload as well as moving between pages. */
export const CHAT_STORAGE_KEY = 'sb-assistant-conversation';

/** The conversation a tab kept, or the welcome alone when there is none (or it cannot be read). A reply still pending when the tab left is not waited for. */
export function restoredChatState(stored: string | null): ChatState {
  try {
    const value = stored ? (JSON.parse(stored) as Partial<ChatState>) : null;
    if (!value || !Array.isArray(value.messages) || value.messages.length === 0) return initialChatState;
    return { messages: value.messages, pending: false, restarts: Array.isArray(value.restarts) ? value.restarts : [] };
  } catch {
    return initialChatState;
  }
}

/** Quick questions show only while the conversation holds just the welcome message. */
export const showQuickQuestions = (state: ChatState) => state.messages.length === 1;

/** Blank or whitespace-only input cannot be sent; nor can anything while a reply is pending. */
export const canSend = (text: string, state: ChatState) => text.trim().length > 0 && !state.pending;
