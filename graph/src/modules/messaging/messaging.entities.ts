import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Brand } from '../brand/brand.entity.js';
import { User } from '../user/user.entity.js';

/**
 * A direct conversation between two accounts, one per pair (`pairKey`: the two ids, smaller
 * first); or between a creator and a brand's team (`brand` set, `pairKey` "brand:<brand>:<creator>"),
 * opened when the team accepts the creator's request. Its row is the lock that orders its messages: a message is written under it, so message
 * ids rise in commit order within a conversation and a cursor never skips one.
 */
@Entity({ tableName: 'conversations' })
export class Conversation {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 80, unique: true })
  pairKey!: string;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  startedBy!: User | null;

  /** The brand whose team is the other side; null between two creators. */
  @ManyToOne(() => Brand, { deleteRule: 'cascade', nullable: true, index: true })
  brand: Brand | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastMessageAt: Date | null = null;
}

/**
 * One side of a conversation: what that account has read, and whether it is still a message request to them.
 * In a brand conversation the creator has a row and so does every member of the brand's team (`brand` set on
 * theirs): each member reads and writes as the brand and keeps their own read position. Team rows follow the
 * team (database triggers on brand_members add and remove them), so whoever is on the team is in the conversation.
 * The inbox index has the inbox's own order (latest first, conversations without a message last), so that a
 * page reads its 20 rows off the index instead of sorting every conversation of the account.
 */
@Entity({ tableName: 'conversation_members' })
@Index({
  name: 'conversation_members_inbox_index',
  expression: `create index "conversation_members_inbox_index" on "conversation_members" ("user_id", (coalesce("last_message_at", '-infinity'::timestamptz)) desc, "conversation_id" desc)`,
})
export class ConversationMember {
  @ManyToOne(() => Conversation, { primary: true, deleteRule: 'cascade' })
  conversation!: Conversation;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  /** Set on a brand team member's row: the brand they sit for here. Null for the creator and between creators. */
  @ManyToOne(() => Brand, { deleteRule: 'cascade', nullable: true, index: false })
  brand: Brand | null = null;

  /** A first message from a non-connection to someone who accepts messages from everyone: in their Message requests until accepted. */
  @Property({ type: 'boolean', default: false })
  isRequest: boolean = false;

  /** When this side wrote in the conversation or accepted it: from then on the other may always reply. */
  @Property({ type: 'datetime', nullable: true })
  acceptedAt: Date | null = null;

  /** Declined (a request) or otherwise put away by this side: hidden from their lists. */
  @Property({ type: 'datetime', nullable: true })
  hiddenAt: Date | null = null;

  /** The last message this side has read (message ids rise within a conversation). */
  @Property({ type: 'bigint', default: 0 })
  lastReadMessageId: string = '0';

  /** Copied from the conversation, so that an inbox is one index range scan (the inbox index). */
  @Property({ type: 'datetime', nullable: true })
  lastMessageAt: Date | null = null;
}

/** One message. Stored before it is announced; the id is the cursor. */
@Entity({ tableName: 'messages' })
@Index({ properties: ['conversation', 'id'] })
export class Message {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => Conversation, { deleteRule: 'cascade', index: false })
  conversation!: Conversation;

  /** Null once the sender's account is deleted (the message stays for the other side). */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  sender!: User | null;

  /** Written for a brand (by a member of its team): the other side sees the brand as its sender. */
  @ManyToOne(() => Brand, { deleteRule: 'set null', nullable: true, index: false })
  senderBrand: Brand | null = null;

  /**
   * The brand's API key that wrote it, when a key did: a key writes as the brand, never as a person
   * (`sender` is null, `senderBrand` set; the creator sees the brand). An id without a foreign key:
   * the keys' table belongs to the partner module, above this one.
   */
  @Property({ type: 'uuid', nullable: true })
  senderKeyId: string | null = null;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
