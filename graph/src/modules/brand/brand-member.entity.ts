import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Trigger, Unique } from '@mikro-orm/decorators/legacy';
import { registerEnumType } from 'type-graphql';
import { Timestamped } from '../common/timestamps.js';
import { User } from '../user/user.entity.js';
import { Brand } from './brand.entity.js';

export enum BrandMemberRole {
  /** Created or claimed the brand: edits the page, answers requests and manages the team. */
  OWNER = 'owner',
  /** Invited by an owner: edits the page and answers requests. */
  MEMBER = 'member',
}
registerEnumType(BrandMemberRole, {
  name: 'BrandMemberRole',
  description: 'What a brand team member may do.',
  valuesConfig: {
    OWNER: { description: 'Created or claimed the brand, or was made an owner: edits the page, answers requests and manages the team.' },
    MEMBER: { description: 'Invited by an owner: edits the page and answers requests.' },
  },
});

/**
 * An account on a brand's team. Team membership is what lets an account read and
 * answer the brand's connection requests and edit its page; an account may be on several teams.
 */
@Entity({ tableName: 'brand_members' })
@Unique({ properties: ['brand', 'user'] })
/**
 * A brand conversation (messaging) seats the brand's whole team: whoever joins the team gets a
 * seat in its conversations, with the history already read; whoever leaves loses theirs. In the
 * database, so that no path that changes a team (an invite, a claim, an admin, a script) can
 * forget it. Declared here because MikroORM keeps a trigger with its table's entity; created by
 * the BrandRequests migration (the raw DDL is not diffed, only the trigger's presence).
 */
@Trigger({
  name: 'brand_member_seats',
  timing: 'after',
  events: ['insert', 'delete'],
  expression: `create trigger brand_member_seats after insert or delete on "brand_members" for each row execute function brand_member_seats()`,
})
export class BrandMember extends Timestamped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'role';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Brand, { deleteRule: 'cascade' })
  brand!: Brand;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Enum({ items: () => BrandMemberRole, default: BrandMemberRole.MEMBER })
  role: BrandMemberRole = BrandMemberRole.MEMBER;
}
