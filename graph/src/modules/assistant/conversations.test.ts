import { describe, expect, it } from 'vitest';
import { DEFAULT_CONVERSATION_LIMITS, MemoryConversationStore } from './conversations.js';
import type { ChatTurn } from './engine.js';

const user = (content: string): ChatTurn => ({ role: 'user', content });
const assistant = (content: string): ChatTurn => ({ role: 'assistant', content });

describe('the in-memory conversation store', () => {
  it('holds a bounded number of characters however many visitors write long messages', async () => {
    const store = new MemoryConversationStore();
    // The probe's flood: visitors each filling a conversation with 2,000-character messages (about 46 KB each).
    for (let visitor = 0; visitor < 1_000; visitor += 1) {
      for (let turn = 0; turn < 10; turn += 1) await store.append(`v${visitor}`, [user('x'.repeat(2000)), assistant('y'.repeat(300))]);
    }
    const { chars, conversations } = store.stats();
    expect(chars).toBeLessThanOrEqual(DEFAULT_CONVERSATION_LIMITS.maxTotalChars);
    expect(conversations).toBeLessThan(1_000);
    // The newest visitor kept their conversation; the oldest was dropped first.
    expect((await store.history('v999')).length).toBeGreaterThan(0);
    expect(await store.history('v0')).toEqual([]);
  });

  it('keeps the newest messages of a conversation within its character cap', async () => {
    const store = new MemoryConversationStore({ ...DEFAULT_CONVERSATION_LIMITS, maxConversationChars: 5_000 });
    for (let i = 0; i < 5; i += 1) await store.append('k', [user(`${i}`.repeat(2000)), assistant(`reply ${i}`)]);
    const history = await store.history('k');
    expect(history.reduce((sum, turn) => sum + turn.content.length, 0)).toBeLessThanOrEqual(5_000);
    expect(history.at(-1)).toEqual(assistant('reply 4'));
    expect(history.at(-2)!.content).toBe('4'.repeat(2000));
    expect(history.some((turn) => turn.content.startsWith('0'))).toBe(false);
    // One message longer than the cap is cut to it rather than kept whole.
    await store.append('long', [user('z'.repeat(9_000))]);
    expect((await store.history('long'))[0]!.content).toHaveLength(5_000);
  });

  it('keeps the last 20 messages, drops the least recently used past the count cap, and forgets idle ones', async () => {
    let now = 0;
    const store = new MemoryConversationStore({ ...DEFAULT_CONVERSATION_LIMITS, maxConversations: 3, idleMs: 1_000 }, () => now);
    for (let i = 0; i < 15; i += 1) await store.append('a', [user(`q${i}`), assistant(`a${i}`)]);
    expect((await store.history('a')).length).toBe(20);
    expect((await store.history('a'))[0]).toEqual(user('q5'));
    await store.append('b', [user('hi')]);
    await store.append('c', [user('hi')]);
    await store.append('a', [user('again')]);
    await store.append('d', [user('hi')]);
    // b was the least recently used.
    expect(await store.history('b')).toEqual([]);
    expect((await store.history('a')).length).toBe(20);
    expect(store.stats().conversations).toBe(3);

    now = 5_000;
    expect(await store.history('a')).toEqual([]);
    await store.append('e', [user('hi')]);
    expect(store.stats()).toEqual({ conversations: 1, chars: 2 });
  });
});
