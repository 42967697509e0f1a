import type { ChatTurn } from './engine.js';

export const HISTORY_LIMIT = 20;

export type ConversationLimits = {
  /** Messages kept per conversation, newest last. */
  historyLimit: number;
  /** Characters kept per conversation: the oldest messages go first past it. */
  maxConversationChars: number;
  /** Characters kept over all conversations: the least recently used conversations go first. */
  maxTotalChars: number;
  maxConversations: number;
  /** A conversation untouched this long is forgotten. */
  idleMs: number;
};

/**
 * 20 messages of up to 2,000 characters fit in one conversation; over all of them, about 16 MB
 * (8 million UTF-16 characters) at most, whatever a flood of visitors sends.
 */
export const DEFAULT_CONVERSATION_LIMITS: ConversationLimits = {
  historyLimit: HISTORY_LIMIT,
  maxConversationChars: 24_000,
  maxTotalChars: 8_000_000,
  maxConversations: 10_000,
  idleMs: 2 * 60 * 60 * 1000,
};

/**
 * The recent messages of each conversation, kept server-side so follow-ups make sense. Small and
 * async on purpose: the roadmap moves it to Redis or PostgreSQL with expiry behind these calls.
 */
export type ConversationStore = {
  history: (key: string) => Promise<ChatTurn[]>;
  append: (key: string, turns: ChatTurn[]) => Promise<void>;
};

type Entry = { turns: ChatTurn[]; chars: number; touched: number };

const charsOf = (turns: ChatTurn[]) => turns.reduce((sum, turn) => sum + turn.content.length, 0);

/** One process's conversations in memory, bounded in count and characters, least recently used dropped first. */
export class MemoryConversationStore implements ConversationStore {
  // A Map iterates in insertion order and every append re-inserts its key: the first entries
  // are the least recently used, and the idle ones among them.
  private readonly entries = new Map<string, Entry>();
  private totalChars = 0;

  constructor(
    private readonly limits: ConversationLimits = DEFAULT_CONVERSATION_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  history(key: string): Promise<ChatTurn[]> {
    return Promise.resolve(this.live(key)?.turns ?? []);
  }

  append(key: string, turns: ChatTurn[]): Promise<void> {
    const { historyLimit, maxConversationChars, maxTotalChars, maxConversations } = this.limits;
    const previous = this.live(key)?.turns ?? [];
    this.remove(key);
    let kept = [...previous, ...turns.map((turn) => ({ ...turn, content: turn.content.slice(0, maxConversationChars) }))].slice(-historyLimit);
    let chars = charsOf(kept);
    while (chars > maxConversationChars) {
      chars -= kept[0]!.content.length;
      kept = kept.slice(1);
    }
    this.entries.set(key, { turns: kept, chars, touched: this.now() });
    this.totalChars += chars;
    for (const [oldest, entry] of this.entries) {
      if (oldest === key) break;
      const over = this.entries.size > maxConversations || this.totalChars > maxTotalChars;
      if (!over && !this.idle(entry)) break;
      this.remove(oldest);
    }
    return Promise.resolve();
  }

  /** What is held now: for tests and metrics. */
  stats(): { conversations: number; chars: number } {
    return { conversations: this.entries.size, chars: this.totalChars };
  }

  private idle(entry: Entry): boolean {
    return this.now() - entry.touched > this.limits.idleMs;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.idle(entry)) {
      this.remove(key);
      return undefined;
    }
    return entry;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalChars -= entry.chars;
    this.entries.delete(key);
  }
}
