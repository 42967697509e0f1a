import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Brand } from '../brand/brand.entity.js';
import { ApiKey } from './api-key.entity.js';

/** How long a key's calls are kept (and listed to its brand); a daily job deletes older ones. */
export const API_CALL_RETENTION_DAYS = 90;

/**
 * One call to POST /graphql with one of a brand's keys, recorded after its response was sent.
 * Kept for 90 days and shown to the brand's owners, newest first.
 */
@ObjectType({ description: `One call made with one of the brand's API keys; kept ${API_CALL_RETENTION_DAYS} days.` })
@Entity({ tableName: 'api_calls' })
@Index({ properties: ['brand', 'at', 'id'] })
@Index({ properties: ['at'] })
export class ApiCall {
  @Field(() => ID, { description: 'The call id (a UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ApiKey, { deleteRule: 'cascade' })
  key!: ApiKey;

  @ManyToOne(() => Brand, { deleteRule: 'cascade' })
  brand!: Brand;

  @Field(() => String, { nullable: true, description: "The operation's name as the caller named it (at most 100 characters); null for an anonymous one." })
  @Property({ type: 'string', length: 100, nullable: true })
  operationName: string | null = null;

  @Field(() => Int, { nullable: true, description: 'What the call cost from the key’s budget; null when it was not measured.' })
  @Property({ type: 'integer', nullable: true })
  cost: number | null = null;

  @Field(() => Int, { description: 'The HTTP status of the answer (200, 400, 401, 429…).' })
  @Property({ type: 'smallint' })
  status!: number;

  @Field(() => String, { nullable: true, description: "The first error's code (FORBIDDEN, BAD_USER_INPUT…); null when the call had no error." })
  @Property({ type: 'string', length: 40, nullable: true })
  errorCode: string | null = null;

  @Field(() => Int, { description: 'How long the server took, in milliseconds.' })
  @Property({ type: 'integer' })
  durationMs!: number;

  @Field(() => Date, { description: 'When the call arrived.' })
  @Property({ type: 'datetime' })
  at!: Date;
}
