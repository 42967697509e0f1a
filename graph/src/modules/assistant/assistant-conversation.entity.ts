import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ChatTurn } from './engine.js';

/**
 * The recent messages of one assistant conversation, shared by every instance and kept across
 * restarts. The key is a SHA-256 of the conversation key (session or visitor), so the table holds
 * nothing a client could replay. A row past `expiresAt` is dead: ignored on read, deleted in batches.
 */
@Entity({ tableName: 'assistant_conversations' })
export class AssistantConversation {
  @PrimaryKey({ type: 'string', length: 64 })
  key!: string;

  /** Newest last, trimmed to the conversation limits. */
  @Property({ type: 'json' })
  turns!: ChatTurn[];

  /** Characters held in `turns`. */
  @Property({ type: 'integer' })
  chars!: number;

  @Property({ type: 'datetime' })
  updatedAt!: Date;

  @Property({ type: 'datetime', index: true })
  expiresAt!: Date;
}
