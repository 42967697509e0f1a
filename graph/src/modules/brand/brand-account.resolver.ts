import { Arg, Authorized, Ctx, Field, FieldResolver, ID, InputType, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { signedInUser, type Action } from '../common/authz.js';
import type { Context } from '../common/context.js';
import { ACCOUNT_LIMITS, atMostCharacters, atMostItems, BRAND_LIMITS as L, FILTER_LIMITS } from '../../shared/limits.js';
import { CATEGORIES, REGIONS } from '../../shared/vocabulary.js';
import { User } from '../user/user.entity.js';
import { claimBrand, claimsOf, createBrand, managedBrands, updateBrand } from './brand-account.service.js';
import { BrandClaim } from './brand-claim.entity.js';
import { BrandInvite } from './brand-invite.entity.js';
import { acceptBrandInvite, brandInvites, inviteBrandMember, revokeBrandInvite } from './brand-invite.service.js';
import { BrandMember, BrandMemberRole } from './brand-member.entity.js';
import { brandMembers, removeBrandMember, setBrandMemberRole, type TeamMemberView } from './brand-team.service.js';
import { teamRolesOf } from './brand-team.js';
import { Brand } from './brand.entity.js';

/** Each field's description, shared by the create and update inputs; every one states its limit. */
const D = {
  name: `The brand's name; its page's address (/brands/{slug}) comes from it. ${atMostCharacters(L.name)}`,
  tagline: `One line under the name. ${atMostCharacters(L.tagline)}`,
  description: `What the brand does for creators; the directory's search reads it. ${atMostCharacters(L.description)}`,
  category: `One of ${CATEGORIES.join(', ')}.`,
  website: `Its homepage, http:// or https://. ${atMostCharacters(L.url)}`,
  headquarters: `"City, Country"; empty by default. ${atMostCharacters(L.headquarters)}`,
  offers: `What it offers creators, short phrases; none by default. ${atMostItems(L.offers, L.offerLength)}`,
  genres: `Genres it mostly serves; none by default. ${atMostItems(L.genres, L.genreLength)}`,
  regions: `Regions it serves, among ${REGIONS.join(', ')}; at least one, global by default. ${atMostItems(REGIONS.length, FILTER_LIMITS.key)}`,
};

@InputType({ description: 'A new brand page. It stays out of the directory until an admin verifies it.' })
class BrandInput {
  @Field(() => String, { description: D.name }) name!: string;
  @Field(() => String, { description: D.tagline }) tagline!: string;
  @Field(() => String, { description: D.description }) description!: string;
  @Field(() => String, { description: D.category }) category!: string;
  @Field(() => String, { description: D.website }) website!: string;
  @Field(() => String, { nullable: true, description: D.headquarters }) headquarters?: string | null;
  @Field(() => [String], { nullable: true, description: D.offers }) offers?: string[] | null;
  @Field(() => [String], { nullable: true, description: D.genres }) genres?: string[] | null;
  @Field(() => [String], { nullable: true, description: D.regions }) regions?: string[] | null;
}

@InputType({
  description:
    "A change to a brand page: the fields sent change, null leaves one as it is. The name is admins' to change; the logo is uploaded at POST /api/brands/{id}/logo.",
})
class BrandUpdateInput {
  @Field(() => String, { nullable: true, description: D.tagline }) tagline?: string | null;
  @Field(() => String, { nullable: true, description: D.description }) description?: string | null;
  @Field(() => String, { nullable: true, description: D.category }) category?: string | null;
  @Field(() => String, { nullable: true, description: D.website }) website?: string | null;
  @Field(() => String, { nullable: true, description: D.headquarters }) headquarters?: string | null;
  @Field(() => [String], { nullable: true, description: D.offers }) offers?: string[] | null;
  @Field(() => [String], { nullable: true, description: D.genres }) genres?: string[] | null;
  @Field(() => [String], { nullable: true, description: D.regions }) regions?: string[] | null;
}

@ObjectType({ description: "A member of a brand's team, as the team sees them." })
export class BrandTeamMember implements TeamMemberView {
  @Field(() => ID, { description: "The member's account id (a UUID)." }) userId!: string;
  @Field(() => String, { description: "The member's username." }) username!: string;
  @Field(() => String, { description: 'First and last name, or the username.' }) name!: string;
  @Field(() => String, { nullable: true, description: "The URL of the member's profile image; null when none." }) profileImageUrl!: string | null;
  @Field(() => BrandMemberRole, { description: "The member's role on the team." }) role!: BrandMemberRole;
  @Field(() => Date, { description: 'When the member joined the team.' }) joinedAt!: Date;
  @Field(() => String, { nullable: true, description: "Their e-mail, for the brand's owners only (null for anyone else)." }) email!: string | null;
}

@ObjectType({ description: 'A brand account as admins see it: who claimed a brand (the claimant reads their own), who owns one.' })
export class BrandClaimant {
  @Field(() => ID, { description: 'The account id (a UUID).' }) id!: string;
  @Field(() => String, { description: "The account's username." }) username!: string;
  @Field(() => String, { description: 'First and last name, or the username.' }) name!: string;
  @Field(() => String, { description: "The account's e-mail: admins check it against the brand's domain." }) email!: string;
}

const accountInfo = (user: User): BrandClaimant => ({
  id: user.id,
  username: user.username,
  name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
  email: user.email,
});

const BRAND_ID = "The brand's id (a UUID).";
const USER_ID = "The member's account id (a UUID).";

/** Brand accounts' side of brand pages: creating, editing, claiming, and the team. */
@Resolver(() => Brand)
export class BrandAccountResolver {
  @Mutation(() => Brand, {
    description: 'Creates a brand page; the brand account becomes its owner. It stays out of the directory until an admin verifies it. Brand accounts only.',
  })
  createBrand(@Ctx() { em, actor }: Context, @Arg('input', () => BrandInput, { description: 'The new brand page.' }) input: BrandInput): Promise<Brand> {
    return createBrand(em, actor, input);
  }

  @Mutation(() => Brand, { description: 'Changes a brand page: its team (owners and members), or an API key of the brand with BRAND_PAGE WRITE.' })
  updateBrand(
    @Ctx() { em, actor }: Context,
    @Arg('id', () => ID, { description: BRAND_ID }) id: string,
    @Arg('input', () => BrandUpdateInput, { description: 'The fields to change; an absent field is left unchanged.' }) input: BrandUpdateInput,
  ): Promise<Brand> {
    return updateBrand(em, actor, id, input);
  }

  @Mutation(() => BrandClaim, {
    description: 'Claims a directory brand that has no team yet; an admin approves or rejects the claim. Brand accounts only; one pending claim per brand.',
  })
  claimBrand(
    @Ctx() { em, actor }: Context,
    @Arg('slug', () => String, { description: atMostCharacters(FILTER_LIMITS.key) }) slug: string,
    @Arg('message', () => String, {
      nullable: true,
      description: `Who you are at the brand and how an admin can check it. ${atMostCharacters(L.claimMessage)}`,
    })
    message?: string | null,
  ): Promise<BrandClaim> {
    return claimBrand(em, actor, slug, message);
  }

  @Query(() => [BrandTeamMember], { description: "The brand's team, owners first; its team only. E-mails for its owners only." })
  brandMembers(@Ctx() { em, actor }: Context, @Arg('brandId', () => ID, { description: BRAND_ID }) brandId: string): Promise<TeamMemberView[]> {
    return brandMembers(em, actor, brandId);
  }

  @Mutation(() => Boolean, { description: 'Takes an account off the team: owners remove anyone, a member may leave. Never the last owner (CONFLICT).' })
  removeBrandMember(
    @Ctx() { em, actor }: Context,
    @Arg('brandId', () => ID, { description: BRAND_ID }) brandId: string,
    @Arg('userId', () => ID, { description: USER_ID }) userId: string,
  ): Promise<boolean> {
    return removeBrandMember(em, actor, brandId, userId);
  }

  @Mutation(() => [BrandTeamMember], { description: 'Makes a member an owner or an owner a member; owners only, never the last owner. Answers the team.' })
  setBrandMemberRole(
    @Ctx() { em, actor }: Context,
    @Arg('brandId', () => ID, { description: BRAND_ID }) brandId: string,
    @Arg('userId', () => ID, { description: USER_ID }) userId: string,
    @Arg('role', () => BrandMemberRole, { description: 'The role the member gets: OWNER or MEMBER.' }) role: BrandMemberRole,
  ): Promise<TeamMemberView[]> {
    return setBrandMemberRole(em, actor, brandId, userId, role);
  }

  @Mutation(() => BrandInvite, {
    description: `E-mails an invitation to the brand's team: a link to /brand/join?token=…, single-use, valid for 7 days; a new one to the same address replaces the pending one. Owners only; at most ${L.invitesPerDay} a day per brand.`,
  })
  inviteBrandMember(
    @Ctx() context: Context,
    @Arg('brandId', () => ID, { description: BRAND_ID }) brandId: string,
    @Arg('email', () => String, { description: atMostCharacters(ACCOUNT_LIMITS.email) }) email: string,
  ): Promise<BrandInvite> {
    return inviteBrandMember(context, brandId, email);
  }

  @Mutation(() => Brand, {
    description:
      "The signed-in brand account joins the team as a member with its invitation link's token, sent to its own e-mail address. Unknown token: NOT_FOUND; used or expired: CONFLICT; another address: FORBIDDEN.",
  })
  acceptBrandInvite(@Ctx() context: Context, @Arg('token', () => String, { description: atMostCharacters(L.token) }) token: string): Promise<Brand> {
    return acceptBrandInvite(context, token);
  }

  @Query(() => [BrandInvite], { description: "The brand's pending invitations, newest first. Owners only." })
  brandInvites(@Ctx() { em, actor }: Context, @Arg('brandId', () => ID, { description: BRAND_ID }) brandId: string): Promise<BrandInvite[]> {
    return brandInvites(em, actor, brandId);
  }

  @Mutation(() => Boolean, { description: "Ends a pending invitation's link at once. The brand's owners only." })
  revokeBrandInvite(@Ctx() { em, actor }: Context, @Arg('id', () => ID, { description: 'The invitation (a UUID).' }) id: string): Promise<boolean> {
    return revokeBrandInvite(em, actor, id);
  }

  @Authorized<Action>('admin:brands')
  @FieldResolver(() => [BrandClaimant], { description: "The brand's owners, with their e-mails, for the admins verifying it. Admins only." })
  async owners(@Root() brand: Brand, @Ctx() { em }: Context): Promise<BrandClaimant[]> {
    const members = await em.find(
      BrandMember,
      { brand: brand.id, role: BrandMemberRole.OWNER },
      { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return members.map(({ user }) => accountInfo(user));
  }

  @FieldResolver(() => BrandMemberRole, {
    nullable: true,
    description: "The signed-in account's role on the brand's team; null when not on it (or signed out).",
  })
  async viewerRole(@Root() brand: Brand, @Ctx() { em, actor, once }: Context): Promise<BrandMemberRole | null> {
    const user = signedInUser(actor);
    if (!user) return null;
    // One read of the account's teams per request, however many brands a page shows.
    const roles = await once(`brand-roles:${user.id}`, () => teamRolesOf(em, user.id));
    return roles.get(brand.id) ?? null;
  }
}

/** Claims answer their claimant's public name and e-mail: only the claimant and admins ever read a claim. */
@Resolver(() => BrandClaim)
export class BrandClaimResolver {
  @FieldResolver(() => BrandClaimant, { description: 'The brand account that made the claim.' })
  async claimant(@Root() claim: BrandClaim, @Ctx() { em }: Context): Promise<BrandClaimant> {
    // Loaded already wherever claims are listed: the identity map answers.
    return accountInfo(await em.findOneOrFail(User, { id: claim.user.id }));
  }
}

/** The brand module adds an account's brand pages and claims to User, so that user never imports brand. */
@Resolver(() => User)
export class UserBrandsResolver {
  @FieldResolver(() => [Brand], { description: "The brands the account is on the team of (owner or member), by name. The account's own only." })
  managedBrands(@Root() user: User, @Ctx() { em, actor }: Context): Promise<Brand[]> {
    return managedBrands(em, actor, user.id);
  }

  @FieldResolver(() => [BrandClaim], { description: "The account's claims on directory brands, newest first. The account's own only." })
  brandClaims(@Root() user: User, @Ctx() { em, actor }: Context): Promise<BrandClaim[]> {
    return claimsOf(em, actor, user.id);
  }
}
