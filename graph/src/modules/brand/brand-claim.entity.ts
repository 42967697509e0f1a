import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Timestamped } from '../common/timestamps.js';
import { User } from '../user/user.entity.js';
import { Brand } from './brand.entity.js';

export enum BrandClaimStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(BrandClaimStatus, {
  name: 'BrandClaimStatus',
  description: 'A claim waits (PENDING) until an admin approves or rejects it.',
  valuesConfig: {
    PENDING: { description: 'Waiting for an admin to decide.' },
    APPROVED: { description: "An admin approved it: the claimant became the brand's owner." },
    REJECTED: { description: 'An admin rejected it (see reason), or approved another claim on the same brand.' },
  },
});

/**
 * A brand account's claim on a directory brand that has no team yet. An admin decides:
 * an approved claimant becomes the brand's owner, and the brand's other pending claims are
 * rejected with it. One pending claim per brand per account (a partial unique index).
 */
@ObjectType({ description: "A brand account's claim on a directory brand without a team; an admin approves or rejects it." })
@Entity({ tableName: 'brand_claims' })
@Index({
  name: 'brand_claims_one_pending',
  expression: `create unique index "brand_claims_one_pending" on "brand_claims" ("brand_id", "user_id") where "status" = 'pending'`,
})
@Index({ properties: ['status', 'createdAt'] })
export class BrandClaim extends Timestamped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status' | 'message' | 'reason' | 'decidedBy' | 'decidedAt';

  @Field(() => ID, { description: 'The claim id (a UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Brand, { description: 'The directory brand claimed.' })
  @ManyToOne(() => Brand, { deleteRule: 'cascade', index: true })
  brand!: Brand;

  /** The claimant; read through BrandClaim.claimant (the claimant themselves and admins only read claims). */
  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Field(() => BrandClaimStatus, { description: 'Where the claim stands.' })
  @Enum({ items: () => BrandClaimStatus, default: BrandClaimStatus.PENDING })
  status: BrandClaimStatus = BrandClaimStatus.PENDING;

  @Field(() => String, { description: "The claimant's note to the admins: who they are at the brand, how to check." })
  @Property({ type: 'text', default: '' })
  message: string = '';

  @Field(() => String, { nullable: true, description: 'Why an admin rejected it, shown to the claimant.' })
  @Property({ type: 'text', nullable: true })
  reason: string | null = null;

  /** The admin who decided; null while pending, or once their account is gone. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  decidedBy: User | null = null;

  @Field(() => Date, { nullable: true, description: 'When an admin approved or rejected it; null while pending.' })
  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;
}
