import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Timestamped } from '../common/timestamps.js';
import { User } from '../user/user.entity.js';
import { Brand } from './brand.entity.js';

/**
 * An owner's invitation to join a brand's team, e-mailed as a link. Only the token's
 * SHA-256 is stored, so the table cannot be used to join; the link works once, for 7 days. A new
 * invitation to the same address replaces the pending one (its link stops working).
 */
@ObjectType({ description: "An invitation to a brand's team, e-mailed as a single-use link valid for 7 days. Its owners only." })
@Entity({ tableName: 'brand_invites' })
@Index({ properties: ['brand', 'email'] })
export class BrandInvite extends Timestamped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'acceptedAt' | 'acceptedBy';

  @Field(() => ID, { description: 'The invitation id (a UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Brand, { deleteRule: 'cascade' })
  brand!: Brand;

  @Field(() => String, { description: 'Where the link was sent (lower-cased).' })
  @Property({ type: 'string', length: 254 })
  email!: string;

  /** SHA-256 of the token in the link, hex. */
  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  invitedBy!: User | null;

  @Field(() => Date, { description: 'When the link stops working: 7 days after it was sent.' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When someone joined the team with the link; null while it is pending (brandInvites lists pending ones only).',
  })
  @Property({ type: 'datetime', nullable: true })
  acceptedAt: Date | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  acceptedBy: User | null = null;
}
