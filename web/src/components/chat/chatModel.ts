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

export type ChatState = { messages: ChatMessage[]; pending: boolean };

export const initialChatState: ChatState = { messages: [WELCOME], pending: false };

export type ChatAction = { type: 'sent'; message: ChatMessage } | { type: 'answered'; message: ChatMessage } | { type: 'failed'; message: ChatMessage };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent':
      return { messages: [...state.messages, action.message], pending: true };
    case 'answered':
    case 'failed':
      return { messages: [...state.messages, action.message], pending: false };
  }
}

/** Quick questions show only while the conversation holds just the welcome message. */
export const showQuickQuestions = (state: ChatState) => state.messages.length === 1;

/** Blank or whitespace-only input cannot be sent; nor can anything while a reply is pending. */
export const canSend = (text: string, state: ChatState) => text.trim().length > 0 && !state.pending;
