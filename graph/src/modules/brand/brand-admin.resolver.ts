import { Arg, Args, ArgsType, Ctx, Field, ID, Mutation, Query, registerEnumType, Resolver } from 'type-graphql';
import { PageArgs, type Connection } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { atMostCharacters, BRAND_LIMITS, FILTER_LIMITS } from '../../shared/limits.js';
import { adminBrands, AdminBrandStatus, approveBrandClaim, BRAND_CLAIMS_MAX, brandClaims, rejectBrandClaim, verifyBrand } from './brand-admin.service.js';
import { BrandClaim, BrandClaimStatus } from './brand-claim.entity.js';
import { Brand } from './brand.entity.js';
import { BrandsConnection } from './brand.resolver.js';

registerEnumType(AdminBrandStatus, {
  name: 'AdminBrandStatus',
  description: 'AWAITING_VERIFICATION (unverified pages a team waits on), UNVERIFIED (no badge), VERIFIED or ALL.',
  valuesConfig: {
    AWAITING_VERIFICATION: {
      description: 'Unverified brand pages a team waits on: new pages not in the directory yet, and listed pages run by a brand team. The longest wait first.',
    },
    UNVERIFIED: { description: 'Brands without the verification badge, in the directory or not, by name.' },
    VERIFIED: { description: 'Brands with the verification badge, by name.' },
    ALL: { description: 'Every brand, by name.' },
  },
});

@ArgsType()
class AdminBrandsArgs extends PageArgs {
  @Field(() => AdminBrandStatus, { nullable: true, description: 'AWAITING_VERIFICATION by default (oldest first); the others are by name.' })
  status?: AdminBrandStatus | null;

  @Field(() => String, {
    nullable: true,
    description: `Matches name, tagline, category or description, case-insensitively. ${atMostCharacters(FILTER_LIMITS.search)}`,
  })
  search?: string | null;

  @Field(() => String, { nullable: true, description: `Only this category. ${atMostCharacters(FILTER_LIMITS.key)}` })
  category?: string | null;
}

const CLAIM_ID = 'The claim (a UUID).';

/** /admin/brands: verification and claims. Admins only; every decision is written to the audit log. */
@Resolver(() => Brand)
export class BrandAdminResolver {
  @Query(() => BrandsConnection, { description: 'Brands for admins, those awaiting verification included. Admins only.' })
  adminBrands(@Ctx() context: Context, @Args(() => AdminBrandsArgs) args: AdminBrandsArgs): Promise<Connection<Brand>> {
    return adminBrands(context, args);
  }

  @Query(() => [BrandClaim], {
    description: `Claims on directory brands with this status (PENDING by default), oldest first, at most ${BRAND_CLAIMS_MAX}. Admins only.`,
  })
  brandClaims(
    @Ctx() context: Context,
    @Arg('status', () => BrandClaimStatus, { nullable: true, description: 'Only claims with this status; PENDING when absent.' })
    status?: BrandClaimStatus | null,
  ): Promise<BrandClaim[]> {
    return brandClaims(context, status);
  }

  @Mutation(() => BrandClaim, {
    description:
      "Approves a pending claim: the claimant becomes the brand's owner and the brand's other pending claims are rejected. Admins only; written to the audit log (brand.approve_claim).",
  })
  approveBrandClaim(@Ctx() context: Context, @Arg('id', () => ID, { description: CLAIM_ID }) id: string): Promise<BrandClaim> {
    return approveBrandClaim(context, id);
  }

  @Mutation(() => BrandClaim, {
    description: 'Rejects a pending claim with a reason the claimant reads. Admins only; written to the audit log (brand.reject_claim).',
  })
  rejectBrandClaim(
    @Ctx() context: Context,
    @Arg('id', () => ID, { description: CLAIM_ID }) id: string,
    @Arg('reason', () => String, { description: `Shown to the claimant. ${atMostCharacters(BRAND_LIMITS.claimReason)}` }) reason: string,
  ): Promise<BrandClaim> {
    return rejectBrandClaim(context, id, reason);
  }

  @Mutation(() => Brand, {
    description:
      'Verifies a brand: into the public directory, with the verification badge. Admins only; written to the audit log (brand.verify) unless it already was both.',
  })
  verifyBrand(@Ctx() context: Context, @Arg('id', () => ID, { description: "The brand's id (a UUID)." }) id: string): Promise<Brand> {
    return verifyBrand(context, id);
  }
}
