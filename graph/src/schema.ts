import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AdminMetricsAdsResolver, AdResolver } from './modules/ad/ad.resolver.js';
import { AdminUsersResolver } from './modules/admin/admin-users.resolver.js';
import { AdminResolver } from './modules/admin/admin.resolver.js';
import { AuditResolver } from './modules/audit/audit.resolver.js';
import { CreatorNetworkResolver, NetworkResolver, UserNetworkResolver } from './modules/network/network.resolver.js';
import { CreatorMessagingResolver, MessagingResolver, UserMessagingResolver } from './modules/messaging/messaging.resolver.js';
import { BrandAnswersResolver } from './modules/messaging/brand-answers.resolver.js';
import { CreatorReportResolver, ModerationResolver, UserModerationResolver } from './modules/moderation/moderation.resolver.js';
import { AssistantResolver } from './modules/assistant/assistant.resolver.js';
import { AuthConfigResolver } from './modules/auth/auth-config.resolver.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { BrandAccountResolver, BrandClaimResolver, UserBrandsResolver } from './modules/brand/brand-account.resolver.js';
import { BrandAdminResolver } from './modules/brand/brand-admin.resolver.js';
import { BrandBlockResolver, UserBlockedBrandsResolver } from './modules/brand/brand-block.resolver.js';
import { BrandResolver, UserBrandConnectionsResolver } from './modules/brand/brand.resolver.js';
import { BrandConnectionFieldsResolver, BrandRequestsResolver } from './modules/brand/brand-requests.resolver.js';
import { authChecker } from './modules/common/authz.js';
import type { PubSub } from './modules/common/pubsub.js';
import { MatchResolver, UserMatchesResolver } from './modules/matchmade/matchmade.resolver.js';
import { CreatorResolver } from './modules/profile/creator.resolver.js';
import { ProfileResolver, UserProfileResolver } from './modules/profile/profile.resolver.js';
import { VocabularyResolver } from './modules/profile/vocabulary.resolver.js';
import { ResourceAdminResolver } from './modules/resource/resource-admin.resolver.js';
import { CatalogSubscriptionResolver, ResourceResolver } from './modules/resource/resource.resolver.js';
import { UserResolver } from './modules/user/user.resolver.js';

const RESOLVERS = [
  UserResolver,
  AuditResolver,
  NetworkResolver,
  CreatorNetworkResolver,
  UserNetworkResolver,
  MessagingResolver,
  UserMessagingResolver,
  CreatorMessagingResolver,
  BrandAnswersResolver,
  BrandBlockResolver,
  UserBlockedBrandsResolver,
  ModerationResolver,
  CreatorReportResolver,
  UserModerationResolver,
  UserMatchesResolver,
  MatchResolver,
  AuthResolver,
  AuthConfigResolver,
  ProfileResolver,
  UserProfileResolver,
  VocabularyResolver,
  CreatorResolver,
  BrandResolver,
  BrandRequestsResolver,
  BrandConnectionFieldsResolver,
  UserBrandConnectionsResolver,
  BrandAccountResolver,
  BrandClaimResolver,
  UserBrandsResolver,
  BrandAdminResolver,
  ResourceResolver,
  ResourceAdminResolver,
  CatalogSubscriptionResolver,
  AdResolver,
  AdminMetricsAdsResolver,
  AssistantResolver,
  AdminResolver,
  AdminUsersResolver,
] as const;

/** The one typed graph; `validate: false` because inputs are checked by each service, in one place. */
export function createSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, authChecker, pubSub, validate: false });
}

/** The committed SDL: sorted, so diffs show real changes only. */
export const printSortedSchema = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;
