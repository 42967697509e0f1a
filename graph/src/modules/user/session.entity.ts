import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 lives here, so a
 * database leak does not hand out live sessions.
 */
@Entity({ tableName: 'sessions' })
export class Session {
  [OptionalProps]?: 'createdAt' | 'lastSeenAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Moves forward with use; the idle timeout counts from here. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSeenAt: Date = new Date();

  /** The absolute end of the session, whatever its use. */
  @Property({ type: 'datetime', index: true })
  expiresAt!: Date;

  @Property({ type: 'string', length: 300, nullable: true })
  userAgent: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;
}
