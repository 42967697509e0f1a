import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../user/user.entity.js';
import type { AuditAction } from '../../shared/audit-actions.js';

/** A plain JSON snapshot of what a change touched, before or after it. */
export type AuditSnapshot = Record<string, unknown>;

/**
 * One admin change, written in the transaction of the change itself. The target is kept by type,
 * id and a readable label rather than a foreign key, so that the entry outlives its target; the
 * actor's name is kept for the same reason, beside the link to their account.
 */
@ObjectType({ description: 'One admin change: who did what to which target, from where, with the target before and after. Admins only.' })
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['createdAt', 'id'] })
@Index({ properties: ['action', 'createdAt'] })
export class AuditEntry {
  @Field(() => ID, { description: 'The entry id (a UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => User, { nullable: true, description: 'The admin who made the change; null once their account is deleted (see actorLabel).' })
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  actor!: User | null;

  @Field(() => String, { description: "The admin's username when the change was made." })
  @Property({ type: 'string', length: 120 })
  actorLabel!: string;

  @Field(() => String, { description: 'What was done, e.g. resource.update or user.suspend.' })
  @Property({ type: 'string', length: 40 })
  action!: AuditAction;

  @Field(() => String, { description: 'What kind of target: resource, ad, user, brand, brief, report or api_key.' })
  @Property({ type: 'string', length: 40 })
  targetType!: string;

  @Field(() => ID, { description: "The target's id (a UUID; a claim's brand for brand claims), kept after the target is deleted." })
  @Property({ type: 'string', length: 64 })
  targetId!: string;

  @Field(() => String, { description: "The target's name at the time, kept after the target is deleted." })
  @Property({ type: 'string', length: 200 })
  targetLabel!: string;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The changed fields before the change; null for a creation.' })
  @Property({ type: 'json', nullable: true })
  before: AuditSnapshot | null = null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The changed fields after the change; null for a deletion.' })
  @Property({ type: 'json', nullable: true })
  after: AuditSnapshot | null = null;

  @Field(() => String, { nullable: true, description: 'The address the request came from.' })
  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  @Field(() => String, { nullable: true, description: 'The request id (X-Request-Id), to find the request in the logs.' })
  @Property({ type: 'string', length: 64, nullable: true })
  requestId: string | null = null;

  @Field(() => Date, { description: 'When the change was made.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
