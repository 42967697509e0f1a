import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Timestamped } from '../common/timestamps.js';
import { User } from '../user/user.entity.js';
import { Brand } from './brand.entity.js';

export enum BrandConnectionStatus {
  REQUESTED = 'requested',
  CONNECTED = 'connected',
  DECLINED = 'declined',
  /** The creator took the request back before an answer. */
  WITHDRAWN = 'withdrawn',
  /** Thirty days without an answer (not an answer: responsiveness does not count it as one). */
  EXPIRED = 'expired',
}
registerEnumType(BrandConnectionStatus, { name: 'BrandConnectionStatus' });

/** A creator's link with a brand: requested by the creator, then connected or declined. */
@ObjectType({ description: "A creator's connection with a brand." })
@Entity({ tableName: 'brand_connections' })
@Unique({ properties: ['user', 'brand'] })
@Index({ properties: ['user', 'status'] })
export class BrandConnection extends Timestamped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field(() => Brand)
  @ManyToOne(() => Brand, { deleteRule: 'cascade', index: true })
  brand!: Brand;

  @Field(() => BrandConnectionStatus)
  @Enum({ items: () => BrandConnectionStatus, default: BrandConnectionStatus.REQUESTED })
  status: BrandConnectionStatus = BrandConnectionStatus.REQUESTED;
}
