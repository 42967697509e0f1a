import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Mutation, ObjectType, Query, registerEnumType, Resolver } from 'type-graphql';
import { connectionType, PageArgs, type Connection } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { ACCOUNT_ADMIN_LIMITS, atMostCharacters, FILTER_LIMITS } from '../../shared/limits.js';
import { CreatorProfile } from '../profile/creator.resolver.js';
import { UserRole, UserType } from '../user/user.entity.js';
import { AccountType, adminUser, adminUsers, setUserRole, suspendUser, unsuspendUser, type AdminUserView } from './admin-users.service.js';

/**
 * An account as the back office sees it. Only the admin operations below return it (each checks
 * `admin:users` first), and no other type links to it: creators meet other accounts as CreatorProfile.
 */
@ObjectType({ description: 'An account as the back office sees it: who it is, its activity, its standing and its profile. Admins only.' })
export class AdminUser {
  @Field(() => ID, { description: 'The account id (a UUID).' }) id!: string;
  @Field(() => String, { description: 'The sign-in e-mail address, trimmed and lower-cased.' }) email!: string;
  @Field(() => String, { description: 'The unique username.' }) username!: string;
  @Field(() => String, { description: 'The first name; empty when none was given.' }) firstName!: string;
  @Field(() => String, { description: 'The last name; empty when none was given.' }) lastName!: string;
  @Field(() => String, { description: 'The stage name, else the full name, else the username.' }) displayName!: string;
  @Field(() => String, { nullable: true, description: 'The profile picture, else the picture from sign-up (Google).' }) profileImageUrl!: string | null;
  @Field(() => UserRole, { description: 'What the account may do.' }) role!: UserRole;
  @Field(() => UserType, { description: 'What kind of account it is: a kind of creator, or BRAND.' }) userType!: UserType;
  @Field(() => Date, { description: 'When the account signed up.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the account last used SoundBoard (to within five minutes); null when not since this was recorded.' })
  lastSeenAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was suspended; null while it is not.' }) suspendedAt!: Date | null;
  @Field(() => String, { nullable: true, description: "The suspending admin's reason; null while it is not suspended." }) suspensionReason!: string | null;
  @Field(() => Int, { description: 'MatchMade matches the creator has not dismissed.' }) matchCount!: number;
  @Field(() => Int, { description: 'Profile completion in percent (0 before the first save).' }) profileCompletion!: number;
  @Field(() => CreatorProfile, { nullable: true, description: 'The public profile; null before the first save.' }) profile!: CreatorProfile | null;
}

registerEnumType(AccountType, {
  name: 'AccountType',
  description: 'The kind of account, for the back office: a creator of any kind, or a brand account.',
  valuesConfig: {
    CREATOR: { description: 'A creator account: any userType but BRAND.' },
    BRAND: { description: "A brand account (userType BRAND): a brand's team, not a creator." },
  },
});

const AdminUsersConnection = connectionType('AdminUsers', AdminUser);

@ArgsType()
class AdminUsersArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: `Matches name, username, stage name or e-mail. ${atMostCharacters(FILTER_LIMITS.search)}` })
  search?: string | null;

  @Field(() => UserRole, { nullable: true, description: 'Only accounts with this role.' })
  role?: UserRole | null;

  @Field(() => AccountType, { nullable: true, description: 'Only creator accounts, or only brand accounts.' })
  accountType?: AccountType | null;

  @Field(() => Boolean, { nullable: true, description: 'true: only suspended accounts; false: only the others.' })
  suspended?: boolean | null;
}

const USER_ID = 'The account (a UUID).';

@Resolver()
export class AdminUsersResolver {
  @Query(() => AdminUsersConnection, { description: 'Accounts, newest sign-up first. Admins only.' })
  adminUsers(@Ctx() context: Context, @Args(() => AdminUsersArgs) args: AdminUsersArgs): Promise<Connection<AdminUserView>> {
    return adminUsers(context, args);
  }

  @Query(() => AdminUser, { nullable: true, description: 'One account; null when there is none. Admins only.' })
  adminUser(@Ctx() context: Context, @Arg('id', () => ID, { description: USER_ID }) id: string): Promise<AdminUserView | null> {
    return adminUser(context, id);
  }

  @Mutation(() => AdminUser, {
    description: "Gives an account another role; its sessions end. Not one's own, not the last admin's. Admins only; written to the audit log (user.role).",
  })
  setUserRole(
    @Ctx() context: Context,
    @Arg('userId', () => ID, { description: USER_ID }) userId: string,
    @Arg('role', () => UserRole, { description: 'The role the account gets.' }) role: UserRole,
  ): Promise<AdminUserView> {
    return setUserRole(context, userId, role);
  }

  @Mutation(() => AdminUser, {
    description:
      "Suspends an account: it cannot sign in, its sessions and sockets end at once, and it leaves the directory, creator pages and suggestions. Not one's own, not the last admin's. Admins only; written to the audit log (user.suspend).",
  })
  suspendUser(
    @Ctx() context: Context,
    @Arg('userId', () => ID, { description: USER_ID }) userId: string,
    @Arg('reason', () => String, { description: `Why, for the other admins. ${atMostCharacters(ACCOUNT_ADMIN_LIMITS.suspensionReason)}` }) reason: string,
  ): Promise<AdminUserView> {
    return suspendUser(context, userId, reason);
  }

  @Mutation(() => AdminUser, {
    description: 'Lifts a suspension: the account may sign in and shows again. Admins only; written to the audit log (user.unsuspend).',
  })
  unsuspendUser(@Ctx() context: Context, @Arg('userId', () => ID, { description: USER_ID }) userId: string): Promise<AdminUserView> {
    return unsuspendUser(context, userId);
  }
}
