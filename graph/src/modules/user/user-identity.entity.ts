import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/** A sign-in identity from an outside provider (Google through Firebase), linked to one account. */
@Entity({ tableName: 'user_identities' })
@Unique({ properties: ['provider', 'providerUid'] })
export class UserIdentity {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'string', length: 32 })
  provider!: string;

  @Property({ type: 'string', length: 128 })
  providerUid!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  email: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
