import type { ChatTurn } from './engine.js';

export const HISTORY_LIMIT = 20;
const IDLE_MS = 2 * 60 * 60 * 1000;
const MAX_CONVERSATIONS = 10_000;

/**
 * The last 20 messages of each conversation, kept server-side so follow-ups make sense. In
 * memory for one process, least recently used dropped first; the roadmap moves it to Redis.
 */
export class ConversationStore {
  private readonly conversations = new Map<string, { turns: ChatTurn[]; touched: number }>();

  history(key: string): ChatTurn[] {
    const entry = this.conversations.get(key);
    if (!entry || Date.now() - entry.touched > IDLE_MS) return [];
    return entry.turns;
  }

  append(key: string, ...turns: ChatTurn[]): void {
    const previous = this.history(key);
    this.conversations.delete(key);
    this.conversations.set(key, { turns: [...previous, ...turns].slice(-HISTORY_LIMIT), touched: Date.now() });
    if (this.conversations.size > MAX_CONVERSATIONS) {
      const oldest = this.conversations.keys().next().value;
      if (oldest !== undefined) this.conversations.delete(oldest);
    }
  }
}
