import { describe, expect, it } from 'vitest';
import { canSend, chatReducer, initialChatState, restoredChatState, QUICK_QUESTIONS, QUICK_QUESTIONS_SHOWN, showQuickQuestions, WELCOME } from './chatModel';

const user = { id: 'u1', content: 'hi', isUser: true, timestamp: 1 };
const reply = { id: 'a1', content: 'hello', isUser: false, timestamp: 2, suggestions: ['x', 'y'] };

describe('the chat model (welcome message, quick questions, fallback on failure)', () => {
  it('starts with one welcome message carrying four suggestions', () => {
    expect(initialChatState.messages).toEqual([WELCOME]);
    expect(WELCOME.suggestions).toHaveLength(4);
  });

  it('holds six quick questions, three shown, only before the first message', () => {
    expect(QUICK_QUESTIONS).toHaveLength(6);
    expect(QUICK_QUESTIONS_SHOWN).toBe(3);
    expect(showQuickQuestions(initialChatState)).toBe(true);
    expect(showQuickQuestions(chatReducer(initialChatState, { type: 'sent', message: user }))).toBe(false);
  });

  it('is pending from send to answer or failure', () => {
    const sent = chatReducer(initialChatState, { type: 'sent', message: user });
    expect(sent.pending).toBe(true);
    expect(canSend('another', sent)).toBe(false);
    const answered = chatReducer(sent, { type: 'answered', message: reply, newConversation: true });
    expect(answered).toEqual({ messages: [WELCOME, user, reply], pending: false, restarts: [] });
  });

  it('marks a message the server answered in a new conversation after earlier ones, and only then', () => {
    const first = chatReducer(chatReducer(initialChatState, { type: 'sent', message: user }), { type: 'answered', message: reply, newConversation: true });
    const again = { ...user, id: 'u2' };
    const continued = chatReducer(chatReducer(first, { type: 'sent', message: again }), {
      type: 'answered',
      message: { ...reply, id: 'a2' },
      newConversation: false,
    });
    expect(continued.restarts).toEqual([]);
    const later = { ...user, id: 'u3' };
    const restarted = chatReducer(chatReducer(continued, { type: 'sent', message: later }), {
      type: 'answered',
      message: { ...reply, id: 'a3' },
      newConversation: true,
    });
    expect(restarted.restarts).toEqual(['u3']);
  });

  it('restores a kept conversation, never a pending one, and the welcome from nothing or garbage', () => {
    expect(restoredChatState(JSON.stringify({ messages: [WELCOME, user], restarts: ['u1'] }))).toEqual({
      messages: [WELCOME, user],
      pending: false,
      restarts: ['u1'],
    });
    for (const stored of [null, '', '{', '{"messages":[]}', '42']) expect(restoredChatState(stored)).toBe(initialChatState);
  });

  it('refuses blank input', () => {
    expect(canSend('', initialChatState)).toBe(false);
    expect(canSend('  \n\t ', initialChatState)).toBe(false);
    expect(canSend(' ok ', initialChatState)).toBe(true);
  });
});
