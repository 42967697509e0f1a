import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
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
 * The recent messages of each conversation, kept server-side so follow-ups make sense. The app
 * keeps them in PostgreSQL (PostgresConversationStore): every instance sees the same
 * conversation, and it survives a restart.
 */
export type ConversationStore = {
  history: (key: string) => Promise<ChatTurn[]>;
  append: (key: string, turns: ChatTurn[]) => Promise<void>;
};

type Entry = { turns: ChatTurn[]; chars: number; touched: number };

const charsOf = (turns: ChatTurn[]) => turns.reduce((sum, turn) => sum + turn.content.length, 0);

/**
 * `previous` followed by `turns`, cut to the last `historyLimit` messages and to
 * `maxConversationChars` characters, the oldest messages going first (one message longer than
 * the cap is cut to it).
 */
export function trimTurns(previous: ChatTurn[], turns: ChatTurn[], limits: ConversationLimits): { turns: ChatTurn[]; chars: number } {
  const { historyLimit, maxConversationChars } = limits;
  let kept = [...previous, ...turns.map((turn) => ({ ...turn, content: turn.content.slice(0, maxConversationChars) }))].slice(-historyLimit);
  let chars = charsOf(kept);
  while (chars > maxConversationChars) {
    chars -= kept[0]!.content.length;
    kept = kept.slice(1);
  }
  return { turns: kept, chars };
}

/**
 * One process's conversations in memory, bounded in count and characters, least recently used
 * dropped first: for a single process without a database (unit tests); the app uses PostgreSQL.
 */
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
    const { maxTotalChars, maxConversations } = this.limits;
    const previous = this.live(key)?.turns ?? [];
    this.remove(key);
    const { turns: kept, chars } = trimTurns(previous, turns, this.limits);
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

/** Expired conversations deleted per statement: a sweep never holds many rows or runs long. */
export const SWEEP_BATCH = 500;
const SWEEP_EVERY_MS = 60_000;

/** The stored key: a client-derived key never reaches the table as it is. */
export const storedConversationKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Conversations in PostgreSQL (table `assistant_conversations`), shared by every instance and
 * kept across restarts. Each append is one short transaction that locks the conversation's row,
 * so two tabs writing at once both keep their messages. A conversation idle for `idleMs` is
 * expired: ignored on read, started afresh on append, and deleted by a sweep of at most
 * `SWEEP_BATCH` rows that an append runs at most once a minute per instance. There is no global
 * character cap here: expiry and the per-address message limit bound the table instead.
 */
export class PostgresConversationStore implements ConversationStore {
  private nextSweep = 0;

  constructor(
    private readonly fork: () => EntityManager,
    private readonly options: { limits?: ConversationLimits; now?: () => number; onSweepError?: (error: unknown) => void } = {},
  ) {}

  private get limits(): ConversationLimits {
    return this.options.limits ?? DEFAULT_CONVERSATION_LIMITS;
  }

  private now(): Date {
    return new Date((this.options.now ?? Date.now)());
  }

  async history(key: string): Promise<ChatTurn[]> {
    const [row] = await this.fork().execute<{ turns: ChatTurn[] }[]>('select turns from assistant_conversations where key = ? and expires_at > ?', [
      storedConversationKey(key),
      this.now(),
    ]);
    return row?.turns ?? [];
  }

  async append(key: string, turns: ChatTurn[]): Promise<void> {
    const now = this.now();
    const stored = storedConversationKey(key);
    await this.fork().transactional(async (tx) => {
      // Creates the row (already expired, so read as empty) or locks the existing one until commit.
      const [row] = await tx.execute<{ turns: ChatTurn[]; live: boolean }[]>(
        `insert into assistant_conversations (key, turns, chars, updated_at, expires_at) values (?, '[]', 0, ?, ?)
         on conflict (key) do update set key = excluded.key
         returning turns, expires_at > ? as live`,
        [stored, now, now, now],
      );
      const previous = row?.live ? row.turns : [];
      const next = trimTurns(previous, turns, this.limits);
      await tx.execute('update assistant_conversations set turns = ?::jsonb, chars = ?, updated_at = ?, expires_at = ? where key = ?', [
        JSON.stringify(next.turns),
        next.chars,
        now,
        new Date(now.getTime() + this.limits.idleMs),
        stored,
      ]);
    });
    if (now.getTime() >= this.nextSweep) {
      this.nextSweep = now.getTime() + SWEEP_EVERY_MS;
      await this.sweepExpired().catch((error: unknown) => this.options.onSweepError?.(error));
    }
  }

  /** Deletes up to `SWEEP_BATCH` expired conversations; answers how many went. */
  async sweepExpired(): Promise<number> {
    // SKIP LOCKED: two instances sweeping at once take different rows, and neither waits on an append.
    const deleted = await this.fork().execute<{ key: string }[]>(
      `delete from assistant_conversations where key in (
         select key from assistant_conversations where expires_at <= ? order by expires_at limit ? for update skip locked
       ) returning key`,
      [this.now(), SWEEP_BATCH],
    );
    return deleted.length;
  }
}
