import type { GraphQLResolveInfo } from 'graphql';
import type { AuthChecker } from 'type-graphql';
import { AppError } from './errors.js';

/** The roles of an account, as stored (the user module's UserRole enum has the same values). */
export type Role = 'creator' | 'admin';

/** A signed-in account, from its session cookie. */
export type UserActor = { kind: 'user'; id: string; role: Role; sessionId: string };

/**
 * What a partner's API key may touch. A brand's owners grant each resource NONE, READ or WRITE
 * (WRITE includes READ) when they create the key; a key never has more than its grants.
 */
export const API_RESOURCES = ['BRAND_PAGE', 'CONNECTION_REQUESTS', 'BRIEFS', 'APPLICATIONS', 'CONVERSATIONS', 'AUDIENCE', 'WEBHOOKS'] as const;
export type ApiResource = (typeof API_RESOURCES)[number];
export type ApiAccess = 'NONE' | 'READ' | 'WRITE';

/**
 * A partner's API key. It acts as its brand, never as a person: it has no account, no session and
 * no team role, only the brand it belongs to and its grants (resources it has no grant on are absent).
 */
export type ApiKeyActor = { kind: 'apiKey'; keyId: string; brandId: string; grants: Readonly<Partial<Record<ApiResource, 'READ' | 'WRITE'>>> };

/** Who is making a request; null for a signed-out visitor. */
export type Actor = UserActor | ApiKeyActor;

/** A brand team role, as stored (the brand module's BrandMemberRole has the same values). */
export type TeamRole = 'owner' | 'member';

/**
 * What an action is checked against: the account a thing belongs to; for a brand, the actor's
 * role on its team (null when not on it); for what only brand accounts do, the actor's account type.
 */
export type Subject = { ownerId: string } | { teamRole: TeamRole | null; verified?: boolean } | { accountType: string };

/**
 * How an action is granted:
 * - `signedIn`: any signed-in account, acting on itself;
 * - `owner`: the account the subject belongs to, and admins too when `admins` is set; anyone else
 *   gets `otherwise` (NOT_FOUND where even the existence of someone else's thing must not show);
 * - `admin`: admins only;
 * - `team`: the brand's team (only its owners when `owners` is set), never anyone else, admins included:
 *   admins verify brands and decide claims through their own actions, they do not act for a brand;
 *   with `verified` set, only for a brand an admin verified (the subject says whether it is);
 * - `brandAccount`: brand accounts only, acting for themselves;
 * - `creatorAccount`: any signed-in account but a brand account (creators, admins), acting for itself;
 *   a brand account gets FORBIDDEN with `refusal` when the rule has one.
 */
type Rule =
  | { who: 'signedIn' }
  | { who: 'team'; owners: boolean; verified?: true }
  | { who: 'brandAccount' }
  | { who: 'creatorAccount'; refusal?: string }
  | { who: 'owner'; admins: boolean; otherwise: 'FORBIDDEN' }
  | { who: 'owner'; admins: boolean; otherwise: 'NOT_FOUND'; notFound: string }
  | { who: 'admin' };

/** Why a brand account may not reach out to creators itself. */
export const BRANDS_ARE_ASKED = 'Brand accounts are asked to connect; they do not ask.';

/**
 * Every action that needs more than a visitor has, and its rule. Public reads (the directory, the
 * catalogue, the assistant, signing in and out) are not here: anyone may do them.
 */
export const ACTIONS = {
  /** The private parts of an account: e-mail, last name, role, its brand connections. */
  'account:read': { who: 'owner', admins: true, otherwise: 'FORBIDDEN' },
  /** One's own sign-in details (password, e-mail address), acted on for oneself only. */
  'account:update': { who: 'signedIn' },
  /** Downloading one's own data (GET /api/user/export): never another account's, not even by admins. */
  'account:export': { who: 'signedIn' },
  /** Deleting one's own account (DELETE /api/user), with its password. */
  'account:delete': { who: 'signedIn' },
  /** A creator's profile as they edit it (socials, website) and its completion. */
  'profile:read': { who: 'owner', admins: true, otherwise: 'FORBIDDEN' },
  'profile:update': { who: 'owner', admins: false, otherwise: 'FORBIDDEN' },
  /** Matches are the creator's own: not even admins read them through another account. */
  'match:read': { who: 'owner', admins: false, otherwise: 'FORBIDDEN' },
  /** Another creator's match is NOT_FOUND, never FORBIDDEN, so that match ids cannot be probed. */
  'match:update': { who: 'owner', admins: false, otherwise: 'NOT_FOUND', notFound: 'No such match' },
  /** A recompute of one's own matches (limited per creator by the service). */
  'match:refresh': { who: 'signedIn' },
  'admin:stats': { who: 'admin' },
  /** The peer network: one's own connections, requests, blocks and privacy settings. */
  'network:read': { who: 'owner', admins: false, otherwise: 'FORBIDDEN' },
  /** Answering, removing and blocking, one's privacy settings: any signed-in account, acting for itself. */
  'network:act': { who: 'signedIn' },
  /**
   * Reaching out in the peer network (asking to connect, getting suggestions of people to ask):
   * creators only. Brands are asked, they do not ask: a brand's team meets creators through the
   * requests creators send to the brand.
   */
  'network:ask': { who: 'creatorAccount', refusal: BRANDS_ARE_ASKED },
  /** Direct messages: one's own conversations only, not even admins'. */
  'messages:read': { who: 'owner', admins: false, otherwise: 'FORBIDDEN' },
  'messages:write': { who: 'signedIn' },
  /**
   * Starting a direct conversation with a creator, and writing in one between two accounts: creators
   * only. A brand's team writes in the brand conversations that creators opened by asking the brand.
   */
  'messages:direct': { who: 'creatorAccount', refusal: BRANDS_ARE_ASKED },
  /** The back office: metrics, the catalogue, ads, accounts and the audit log. */
  'admin:metrics': { who: 'admin' },
  'admin:resources': { who: 'admin' },
  'admin:ads': { who: 'admin' },
  'admin:users': { who: 'admin' },
  'admin:audit': { who: 'admin' },
  /** Reporting a creator or their messages: any signed-in account, for itself. */
  'moderation:report': { who: 'signedIn' },
  /** The moderation queue: reading, claiming and resolving reports. */
  'admin:moderation': { who: 'admin' },
  /** Creating a brand page, claiming a directory brand, joining a team by invitation. */
  'brand:account': { who: 'brandAccount' },
  /** Acting for a brand: editing its page, its logo, answering its requests; owners and members. */
  'brand:manage': { who: 'team', owners: false },
  /** Managing a brand's team (removing, reading members' e-mails, revoking invitations): its owners only. */
  'brand:team': { who: 'team', owners: true },
  /**
   * Inviting to a brand's team: its owners, and only once an admin verified the brand, so that an
   * unchecked page cannot have us mail its name to anyone.
   */
  'brand:invite': { who: 'team', owners: true, verified: true },
  /** Brand claims and verification at /admin/brands. */
  'admin:brands': { who: 'admin' },
  /** Asking a brand to connect, and taking one's own request back. The inbox and answers are 'brand:manage'. */
  'brand:request': { who: 'creatorAccount' },
  /** MatchMade's brands for the signed-in creator, from their own profile. */
  'brand:matches': { who: 'creatorAccount' },
  /**
   * Blocking a brand (its whole team), lifting one's block, leaving a brand conversation: creators,
   * for themselves. A brand account has no such block: it is the one being blocked.
   */
  'brand:block': { who: 'creatorAccount' },
  /**
   * The collaboration board. Posting a brief as oneself: creators only (a brand account posts for
   * its brand, which is 'brand:manage' on that brand's team).
   */
  'brief:post': { who: 'creatorAccount', refusal: 'Brand accounts post briefs for their brand: choose the brand to post as.' },
  /** Editing, publishing, pausing and closing one's own brief, and reading and deciding its applications: its poster only, admins included in "anyone else". */
  'brief:manage': { who: 'owner', admins: false, otherwise: 'FORBIDDEN' },
  /** Applying to a brief: creators only (a brand account is asked, it does not apply). */
  'brief:apply': { who: 'creatorAccount', refusal: 'Brand accounts cannot apply to briefs: they post them.' },
  /** One's own application (withdrawing it): to anyone else, admins included, it does not exist. */
  'brief:application': { who: 'owner', admins: false, otherwise: 'NOT_FOUND', notFound: 'No such application' },
  /** One's own briefs, applications and allowance, read through the account: not even admins'. */
  'brief:mine': { who: 'owner', admins: false, otherwise: 'FORBIDDEN' },
  /** Reporting a brief to moderation: any signed-in account. */
  'brief:report': { who: 'signedIn' },
  /** Reading one's notifications, the badge and the preferences: their account only, admins included. */
  'notifications:read': { who: 'owner', admins: false, otherwise: 'FORBIDDEN' },
  /** Marking one's own notifications seen, read or done. */
  'notifications:write': { who: 'signedIn' },
  /** The briefs' moderation queue: approving a brief to open, removing one. */
  'admin:briefs': { who: 'admin' },
  /** "Fits you" and its live feed (`briefFeed`, `briefPosted`): the briefs MatchMade scored as fitting the signed-in creator. Creators only (brands are never scored). */
  'brief:feed': { who: 'creatorAccount', refusal: 'Brand accounts post briefs: the feed of briefs that fit is for creators.' },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof ACTIONS;

/** The actions only creator accounts (not brand accounts) may do: checked against the actor's account type. */
export type CreatorAction = { [A in Action]: (typeof ACTIONS)[A]['who'] extends 'creatorAccount' ? A : never }[Action];

/**
 * Answers the signed-in account when `actor` may do `action` on `subject`, else throws:
 * UNAUTHENTICATED when nobody is signed in, otherwise FORBIDDEN or NOT_FOUND as the rule says.
 * Without a subject, an ownership rule means "on one's own account". Called at the top of service
 * methods; resolvers and REST routes never decide.
 */
export function assertCan(actor: Actor | null, action: Action, subject?: Subject): UserActor {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Not signed in');
  if (actor.kind !== 'user') throw new AppError('FORBIDDEN', 'API keys cannot do this');
  const rule: Rule = ACTIONS[action];
  switch (rule.who) {
    case 'signedIn':
      return actor;
    case 'admin':
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN', 'Admins only');
      return actor;
    case 'owner':
      if (!subject || ('ownerId' in subject && subject.ownerId === actor.id) || (rule.admins && actor.role === 'admin')) return actor;
      throw rule.otherwise === 'NOT_FOUND' ? new AppError('NOT_FOUND', rule.notFound) : new AppError('FORBIDDEN', 'This belongs to another account');
    case 'team': {
      // Failing closed: a team rule checked without the actor's role on the team is a bug, never a pass.
      if (!subject || !('teamRole' in subject)) throw new Error(`${action} needs the actor's team role`);
      if (!(subject.teamRole === 'owner' || (subject.teamRole === 'member' && !rule.owners))) {
        throw new AppError('FORBIDDEN', rule.owners ? "Only the brand's owners can do this" : "Only the brand's team can do this");
      }
      if ('verified' in rule && subject.verified !== true) throw new AppError('FORBIDDEN', 'Only verified brands can invite team members.');
      return actor;
    }
    case 'brandAccount':
      if (!subject || !('accountType' in subject)) throw new Error(`${action} needs the actor's account type`);
      if (subject.accountType === 'brand') return actor;
      throw new AppError('FORBIDDEN', 'Only brand accounts can do this: sign up as a brand');
    case 'creatorAccount':
      if (!subject || !('accountType' in subject)) throw new Error(`${action} needs the actor's account type`);
      if (subject.accountType !== 'brand') return actor;
      throw new AppError('FORBIDDEN', rule.refusal ?? 'Brand accounts cannot do this: it is for creators');
  }
}

/**
 * The policy for keys: a key may act on its own brand only, and only within its grants. A key of
 * another brand gets NOT_FOUND, as if the brand did not exist (ids of other brands cannot be
 * probed); a missing grant gets FORBIDDEN naming it, so that the brand's developer knows what to ask for.
 */
export function assertKeyGrant(actor: ApiKeyActor, brandId: string, resource: ApiResource, access: 'READ' | 'WRITE'): ApiKeyActor {
  if (actor.brandId !== brandId) throw new AppError('NOT_FOUND', 'No such brand');
  const granted = actor.grants[resource];
  if (granted === 'WRITE' || granted === access) return actor;
  throw new AppError('FORBIDDEN', `This API key lacks the ${resource} ${access} grant`);
}

/** The signed-in account behind an actor, or null (a visitor, or a key, which has no session). */
export const signedInUser = (actor: Actor | null): UserActor | null => (actor?.kind === 'user' ? actor : null);

/** How the owner of a GraphQL object is found, per entity class (see `ownedBy`). */
const owners = new Map<abstract new (...args: never[]) => unknown, (root: never) => string>();

/** Declares who owns instances of an entity class, so that `@Authorized(action)` on its fields checks against them. */
export function ownedBy<T>(type: abstract new (...args: never[]) => T, ownerOf: (root: T) => string): void {
  owners.set(type, ownerOf as (root: never) => string);
}

/** The subject of a guarded field: none on a root field (Query, Mutation, Subscription, whose root is an event payload at most); else its object's owner. */
function subjectOf(root: unknown, info: GraphQLResolveInfo): Subject | undefined {
  const { schema, parentType } = info;
  if (parentType === schema.getQueryType() || parentType === schema.getMutationType() || parentType === schema.getSubscriptionType()) return undefined;
  const ownerOf = owners.get((root as object).constructor as abstract new (...args: never[]) => unknown);
  // Failing closed: a guard on a type nobody declared an owner for is a bug, never a pass.
  if (!ownerOf) throw new Error(`@Authorized on a field of ${(root as object).constructor.name}, which declares no owner (ownedBy)`);
  return { ownerId: ownerOf(root as never) };
}

/**
 * type-graphql's `@Authorized(action)` runs the same policy: on a root field (or a subscription)
 * for the actor's own account; on a field of an object, against that object's owner. So a field
 * guarded here stays guarded whatever resolver returns its object.
 */
export const authChecker: AuthChecker<{ actor: Actor | null }, Action> = ({ root, context, info }, actions) => {
  // An admin-only field needs no owner: its object's owner changes nothing.
  for (const action of actions) assertCan(context.actor, action, ACTIONS[action].who === 'owner' ? subjectOf(root, info) : undefined);
  return true;
};
