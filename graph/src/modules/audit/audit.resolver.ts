import { Args, ArgsType, Ctx, Field, ID, Query, Resolver } from 'type-graphql';
import { PageArgs, connectionType, type Connection } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { AuditEntry } from './audit-entry.entity.js';
import { auditLog, type AuditLogEntryView } from './audit.service.js';

const AuditLogConnection = connectionType('AuditLog', AuditEntry);

@ArgsType()
class AuditLogArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'An action (e.g. resource.update) or its group (resource); at most 40 characters.' })
  action?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the changes of this admin (an account id, a UUID).' })
  actorId?: string | null;

  @Field(() => Date, { nullable: true, description: 'Only changes made at or after this time.' })
  since?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only changes made before this time.' })
  until?: Date | null;
}

@Resolver()
export class AuditResolver {
  @Query(() => AuditLogConnection, { description: 'Every admin change, newest first. Admins only.' })
  auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs, @Ctx() { em, actor }: Context): Promise<Connection<AuditLogEntryView>> {
    return auditLog(em, actor, args);
  }
}
