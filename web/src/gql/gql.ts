/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GoogleSignInButtonQuery {\n    authConfig {\n      googleEnabled\n      firebaseApiKey\n      firebaseAuthDomain\n      firebaseProjectId\n      firebaseEmulatorUrl\n    }\n  }\n": typeof types.GoogleSignInButtonQueryDocument,
    "\n  fragment SponsoredBanner_ad on BannerAd {\n    id\n    title\n    description\n    imageUrl\n    linkUrl\n    sponsor\n  }\n": typeof types.SponsoredBanner_AdFragmentDoc,
    "\n  fragment BrandCard_brand on Brand {\n    id\n    slug\n    name\n    tagline\n    description\n    category\n    logoUrl\n    website\n    verified\n    headquarters\n    offers\n  }\n": typeof types.BrandCard_BrandFragmentDoc,
    "\n  fragment CreatorCard_creator on CreatorProfile {\n    id\n    artistName\n    firstName\n    username\n    userType\n    bio\n    genres\n    skills\n    location\n    careerStage\n    lookingFor\n    profilePictureUrl\n  }\n": typeof types.CreatorCard_CreatorFragmentDoc,
    "\n  fragment ResourceCard_resource on Resource {\n    id\n    slug\n    name\n    description\n    category\n    pricing\n    pricingTier\n    features\n    url\n    logoUrl\n  }\n": typeof types.ResourceCard_ResourceFragmentDoc,
    "\n  fragment CompletionSummary_completion on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n  }\n": typeof types.CompletionSummary_CompletionFragmentDoc,
    "\n  fragment ProfileFieldGroups_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n": typeof types.ProfileFieldGroups_ProfileFragmentDoc,
    "\n  fragment ProfileFieldGroups_vocabulary on Vocabulary {\n    genres\n    careerStages\n    skills\n    lookingFor\n    socialPlatforms\n  }\n": typeof types.ProfileFieldGroups_VocabularyFragmentDoc,
    "\n  fragment ProfileCompletionFields on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n    urgency\n    promptDue\n  }\n": typeof types.ProfileCompletionFieldsFragmentDoc,
    "\n  mutation DismissProfilePromptMutation {\n    dismissProfilePrompt {\n      ...ProfileCompletionFields\n    }\n  }\n": typeof types.DismissProfilePromptMutationDocument,
    "\n  mutation RecordAdImpressionMutation($id: ID!) {\n    recordAdImpression(id: $id)\n  }\n": typeof types.RecordAdImpressionMutationDocument,
    "\n  mutation RecordAdClickMutation($id: ID!) {\n    recordAdClick(id: $id)\n  }\n": typeof types.RecordAdClickMutationDocument,
    "\n  mutation RefreshMatchesMutation {\n    refreshMatches {\n      matchCount\n    }\n  }\n": typeof types.RefreshMatchesMutationDocument,
    "\n  mutation RemoveProfilePictureMutation {\n    removeProfilePicture {\n      id\n      profilePictureUrl\n      completion {\n        ...ProfileCompletionFields\n      }\n    }\n  }\n": typeof types.RemoveProfilePictureMutationDocument,
    "\n  fragment AdminResource_resource on Resource {\n    id\n    slug\n    name\n    description\n    category\n    pricing\n    pricingTier\n    features\n    website\n    url\n    logoUrl\n    targetGenres\n    careerStages\n    regions\n    skills\n    lookingFor\n    archivedAt\n    updatedAt\n  }\n": typeof types.AdminResource_ResourceFragmentDoc,
    "\n  mutation CreateResourceMutation($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      ...AdminResource_resource\n    }\n  }\n": typeof types.CreateResourceMutationDocument,
    "\n  mutation UpdateResourceMutation($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      ...AdminResource_resource\n    }\n  }\n": typeof types.UpdateResourceMutationDocument,
    "\n  mutation ArchiveResourceMutation($id: ID!) {\n    archiveResource(id: $id) {\n      id\n      archivedAt\n      updatedAt\n    }\n  }\n": typeof types.ArchiveResourceMutationDocument,
    "\n  mutation RestoreResourceMutation($id: ID!) {\n    restoreResource(id: $id) {\n      id\n      archivedAt\n      updatedAt\n    }\n  }\n": typeof types.RestoreResourceMutationDocument,
    "\n  mutation UpdateMatchStatusMutation($id: ID!, $status: MatchStatus!) {\n    updateMatchStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateMatchStatusMutationDocument,
    "\n  mutation UpdateProfileMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileFieldGroups_profile\n      ...ProfileCard_profile\n      completion {\n        ...ProfileCompletionFields\n      }\n    }\n  }\n": typeof types.UpdateProfileMutationDocument,
    "\n  fragment UseUploadProfilePictureMutation_profile on Profile {\n    id\n    ...ProfileFieldGroups_profile\n    ...ProfileCard_profile\n    completion {\n      ...ProfileCompletionFields\n    }\n  }\n": typeof types.UseUploadProfilePictureMutation_ProfileFragmentDoc,
    "\n  query AdminAdsRouteQuery {\n    adminBannerAds {\n      id\n      title\n      description\n      imageUrl\n      linkUrl\n      sponsor\n      placement\n      priority\n      active\n      startsAt\n      endsAt\n      state\n      stats {\n        impressions\n        clicks\n        ctr\n      }\n    }\n  }\n": typeof types.AdminAdsRouteQueryDocument,
    "\n  mutation CreateBannerAdMutation($input: CreateBannerAdInput!) {\n    createBannerAd(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateBannerAdMutationDocument,
    "\n  mutation UpdateBannerAdMutation($id: ID!, $input: UpdateBannerAdInput!) {\n    updateBannerAd(id: $id, input: $input) {\n      id\n      title\n      description\n      imageUrl\n      linkUrl\n      sponsor\n      placement\n      priority\n      active\n      startsAt\n      endsAt\n      state\n    }\n  }\n": typeof types.UpdateBannerAdMutationDocument,
    "\n  mutation DeleteBannerAdMutation($id: ID!) {\n    deleteBannerAd(id: $id)\n  }\n": typeof types.DeleteBannerAdMutationDocument,
    "\n  query AdminDashboardRouteQuery {\n    adminStats {\n      creators\n      admins\n      brands\n      resources\n      activeBannerAds\n      brandConnections\n      liveSessions\n    }\n  }\n": typeof types.AdminDashboardRouteQueryDocument,
    "\n  query AdminResourcesRouteQuery($first: Int!, $after: String, $search: String, $category: String, $sort: AdminResourceSort, $includeArchived: Boolean) {\n    adminResources(first: $first, after: $after, search: $search, category: $category, sort: $sort, includeArchived: $includeArchived) {\n      totalCount\n      edges {\n        node {\n          ...AdminResource_resource\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    vocabulary {\n      ...ResourceForm_vocabulary\n    }\n  }\n": typeof types.AdminResourcesRouteQueryDocument,
    "\n  fragment ResourceForm_vocabulary on Vocabulary {\n    genres\n    careerStages\n    skills\n    lookingFor\n    categories\n    regions\n  }\n": typeof types.ResourceForm_VocabularyFragmentDoc,
    "\n  query BrandsRouteQuery($first: Int!, $after: String, $search: String, $category: String) {\n    brands(first: $first, after: $after, search: $search, category: $category) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BrandCard_brand\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BrandsRouteQueryDocument,
    "\n  query BrandsRouteCategoriesQuery($search: String) {\n    brandCategories(search: $search) {\n      category\n      count\n    }\n  }\n": typeof types.BrandsRouteCategoriesQueryDocument,
    "\n  query CollaborationRouteQuery($first: Int!, $after: String, $search: String, $lookingFor: [String!]) {\n    creators(first: $first, after: $after, search: $search, lookingFor: $lookingFor) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CollaborationRouteQueryDocument,
    "\n  query DashboardRouteQuery {\n    viewer {\n      id\n      profileCompletion {\n        ...ProfilePromptBanner_completion\n        ...CompletionSummary_completion\n        ...ImproveMatchesCard_completion\n      }\n      brandConnectionStats {\n        ...StatCards_stats\n      }\n      recentRecommendations(first: 4) {\n        id\n        ...RecommendationList_match\n      }\n      matches(first: 20) {\n        totalCount\n        edges {\n          node {\n            id\n            ...MatchMadePanel_match\n          }\n        }\n      }\n    }\n    bannerAds {\n      id\n      ...SponsoredBanner_ad\n    }\n  }\n": typeof types.DashboardRouteQueryDocument,
    "\n  fragment ImproveMatchesCard_completion on ProfileCompletion {\n    percent\n    missingRequired\n    missingOptional\n  }\n": typeof types.ImproveMatchesCard_CompletionFragmentDoc,
    "\n  fragment MatchMadePanel_match on Match {\n    id\n    status\n    matchScore\n    matchReason\n    recommendationType\n    resource {\n      id\n      name\n      url\n      logoUrl\n      category\n    }\n  }\n": typeof types.MatchMadePanel_MatchFragmentDoc,
    "\n  query MatchBreakdownQuery($id: ID!) {\n    viewer {\n      id\n      match(id: $id) {\n        id\n        breakdown {\n          name\n          weight\n          score\n          detail\n        }\n        tips {\n          field\n          value\n          gain\n          text\n        }\n      }\n    }\n  }\n": typeof types.MatchBreakdownQueryDocument,
    "\n  fragment ProfilePromptBanner_completion on ProfileCompletion {\n    percent\n    promptDue\n    missingRequired\n    missingOptional\n  }\n": typeof types.ProfilePromptBanner_CompletionFragmentDoc,
    "\n  fragment RecommendationList_match on Match {\n    id\n    status\n    matchScore\n    matchReason\n    recommendationType\n    resource {\n      id\n      name\n      url\n      logoUrl\n    }\n  }\n": typeof types.RecommendationList_MatchFragmentDoc,
    "\n  fragment StatCards_stats on BrandConnectionStats {\n    totalBrands\n    connectedBrands\n    resourceMatches\n    activeRecommendations\n  }\n": typeof types.StatCards_StatsFragmentDoc,
    "\n  query NetworkRouteViewerQuery {\n    viewer {\n      id\n      profile {\n        id\n        genres\n      }\n      brandConnections {\n        id\n        status\n        brand {\n          id\n          slug\n          name\n          category\n          logoUrl\n          website\n        }\n      }\n    }\n  }\n": typeof types.NetworkRouteViewerQueryDocument,
    "\n  query NetworkRouteCreatorsQuery($first: Int!, $genre: String) {\n    creators(first: $first, genre: $genre) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NetworkRouteCreatorsQueryDocument,
    "\n  query NetworkingRouteQuery($first: Int!, $after: String, $search: String, $genre: String, $skill: String) {\n    creators(first: $first, after: $after, search: $search, genre: $genre, skill: $skill) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.NetworkingRouteQueryDocument,
    "\n  query NetworkingRouteVocabularyQuery {\n    vocabulary {\n      genres\n      skills\n    }\n  }\n": typeof types.NetworkingRouteVocabularyQueryDocument,
    "\n  query ProfileSettingsRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileFieldGroups_profile\n      }\n    }\n    vocabulary {\n      ...ProfileFieldGroups_vocabulary\n    }\n  }\n": typeof types.ProfileSettingsRouteQueryDocument,
    "\n  query ProfileSetupRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileFieldGroups_profile\n      }\n    }\n    vocabulary {\n      ...ProfileFieldGroups_vocabulary\n    }\n  }\n": typeof types.ProfileSetupRouteQueryDocument,
    "\n  fragment ProfileCard_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n": typeof types.ProfileCard_ProfileFragmentDoc,
    "\n  query ProfileRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n      profileCompletion {\n        ...CompletionSummary_completion\n      }\n    }\n  }\n": typeof types.ProfileRouteQueryDocument,
    "\n  query ResourcesRouteQuery($first: Int!, $after: String, $search: String, $category: String) {\n    resources(first: $first, after: $after, search: $search, category: $category) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ResourceCard_resource\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ResourcesRouteQueryDocument,
    "\n  query ResourcesRouteCategoriesQuery($search: String) {\n    resourceCategories(search: $search) {\n      category\n      count\n    }\n  }\n": typeof types.ResourcesRouteCategoriesQueryDocument,
};
const documents: Documents = {
    "\n  query GoogleSignInButtonQuery {\n    authConfig {\n      googleEnabled\n      firebaseApiKey\n      firebaseAuthDomain\n      firebaseProjectId\n      firebaseEmulatorUrl\n    }\n  }\n": types.GoogleSignInButtonQueryDocument,
    "\n  fragment SponsoredBanner_ad on BannerAd {\n    id\n    title\n    description\n    imageUrl\n    linkUrl\n    sponsor\n  }\n": types.SponsoredBanner_AdFragmentDoc,
    "\n  fragment BrandCard_brand on Brand {\n    id\n    slug\n    name\n    tagline\n    description\n    category\n    logoUrl\n    website\n    verified\n    headquarters\n    offers\n  }\n": types.BrandCard_BrandFragmentDoc,
    "\n  fragment CreatorCard_creator on CreatorProfile {\n    id\n    artistName\n    firstName\n    username\n    userType\n    bio\n    genres\n    skills\n    location\n    careerStage\n    lookingFor\n    profilePictureUrl\n  }\n": types.CreatorCard_CreatorFragmentDoc,
    "\n  fragment ResourceCard_resource on Resource {\n    id\n    slug\n    name\n    description\n    category\n    pricing\n    pricingTier\n    features\n    url\n    logoUrl\n  }\n": types.ResourceCard_ResourceFragmentDoc,
    "\n  fragment CompletionSummary_completion on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n  }\n": types.CompletionSummary_CompletionFragmentDoc,
    "\n  fragment ProfileFieldGroups_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n": types.ProfileFieldGroups_ProfileFragmentDoc,
    "\n  fragment ProfileFieldGroups_vocabulary on Vocabulary {\n    genres\n    careerStages\n    skills\n    lookingFor\n    socialPlatforms\n  }\n": types.ProfileFieldGroups_VocabularyFragmentDoc,
    "\n  fragment ProfileCompletionFields on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n    urgency\n    promptDue\n  }\n": types.ProfileCompletionFieldsFragmentDoc,
    "\n  mutation DismissProfilePromptMutation {\n    dismissProfilePrompt {\n      ...ProfileCompletionFields\n    }\n  }\n": types.DismissProfilePromptMutationDocument,
    "\n  mutation RecordAdImpressionMutation($id: ID!) {\n    recordAdImpression(id: $id)\n  }\n": types.RecordAdImpressionMutationDocument,
    "\n  mutation RecordAdClickMutation($id: ID!) {\n    recordAdClick(id: $id)\n  }\n": types.RecordAdClickMutationDocument,
    "\n  mutation RefreshMatchesMutation {\n    refreshMatches {\n      matchCount\n    }\n  }\n": types.RefreshMatchesMutationDocument,
    "\n  mutation RemoveProfilePictureMutation {\n    removeProfilePicture {\n      id\n      profilePictureUrl\n      completion {\n        ...ProfileCompletionFields\n      }\n    }\n  }\n": types.RemoveProfilePictureMutationDocument,
    "\n  fragment AdminResource_resource on Resource {\n    id\n    slug\n    name\n    description\n    category\n    pricing\n    pricingTier\n    features\n    website\n    url\n    logoUrl\n    targetGenres\n    careerStages\n    regions\n    skills\n    lookingFor\n    archivedAt\n    updatedAt\n  }\n": types.AdminResource_ResourceFragmentDoc,
    "\n  mutation CreateResourceMutation($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      ...AdminResource_resource\n    }\n  }\n": types.CreateResourceMutationDocument,
    "\n  mutation UpdateResourceMutation($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      ...AdminResource_resource\n    }\n  }\n": types.UpdateResourceMutationDocument,
    "\n  mutation ArchiveResourceMutation($id: ID!) {\n    archiveResource(id: $id) {\n      id\n      archivedAt\n      updatedAt\n    }\n  }\n": types.ArchiveResourceMutationDocument,
    "\n  mutation RestoreResourceMutation($id: ID!) {\n    restoreResource(id: $id) {\n      id\n      archivedAt\n      updatedAt\n    }\n  }\n": types.RestoreResourceMutationDocument,
    "\n  mutation UpdateMatchStatusMutation($id: ID!, $status: MatchStatus!) {\n    updateMatchStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.UpdateMatchStatusMutationDocument,
    "\n  mutation UpdateProfileMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileFieldGroups_profile\n      ...ProfileCard_profile\n      completion {\n        ...ProfileCompletionFields\n      }\n    }\n  }\n": types.UpdateProfileMutationDocument,
    "\n  fragment UseUploadProfilePictureMutation_profile on Profile {\n    id\n    ...ProfileFieldGroups_profile\n    ...ProfileCard_profile\n    completion {\n      ...ProfileCompletionFields\n    }\n  }\n": types.UseUploadProfilePictureMutation_ProfileFragmentDoc,
    "\n  query AdminAdsRouteQuery {\n    adminBannerAds {\n      id\n      title\n      description\n      imageUrl\n      linkUrl\n      sponsor\n      placement\n      priority\n      active\n      startsAt\n      endsAt\n      state\n      stats {\n        impressions\n        clicks\n        ctr\n      }\n    }\n  }\n": types.AdminAdsRouteQueryDocument,
    "\n  mutation CreateBannerAdMutation($input: CreateBannerAdInput!) {\n    createBannerAd(input: $input) {\n      id\n    }\n  }\n": types.CreateBannerAdMutationDocument,
    "\n  mutation UpdateBannerAdMutation($id: ID!, $input: UpdateBannerAdInput!) {\n    updateBannerAd(id: $id, input: $input) {\n      id\n      title\n      description\n      imageUrl\n      linkUrl\n      sponsor\n      placement\n      priority\n      active\n      startsAt\n      endsAt\n      state\n    }\n  }\n": types.UpdateBannerAdMutationDocument,
    "\n  mutation DeleteBannerAdMutation($id: ID!) {\n    deleteBannerAd(id: $id)\n  }\n": types.DeleteBannerAdMutationDocument,
    "\n  query AdminDashboardRouteQuery {\n    adminStats {\n      creators\n      admins\n      brands\n      resources\n      activeBannerAds\n      brandConnections\n      liveSessions\n    }\n  }\n": types.AdminDashboardRouteQueryDocument,
    "\n  query AdminResourcesRouteQuery($first: Int!, $after: String, $search: String, $category: String, $sort: AdminResourceSort, $includeArchived: Boolean) {\n    adminResources(first: $first, after: $after, search: $search, category: $category, sort: $sort, includeArchived: $includeArchived) {\n      totalCount\n      edges {\n        node {\n          ...AdminResource_resource\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    vocabulary {\n      ...ResourceForm_vocabulary\n    }\n  }\n": types.AdminResourcesRouteQueryDocument,
    "\n  fragment ResourceForm_vocabulary on Vocabulary {\n    genres\n    careerStages\n    skills\n    lookingFor\n    categories\n    regions\n  }\n": types.ResourceForm_VocabularyFragmentDoc,
    "\n  query BrandsRouteQuery($first: Int!, $after: String, $search: String, $category: String) {\n    brands(first: $first, after: $after, search: $search, category: $category) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BrandCard_brand\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BrandsRouteQueryDocument,
    "\n  query BrandsRouteCategoriesQuery($search: String) {\n    brandCategories(search: $search) {\n      category\n      count\n    }\n  }\n": types.BrandsRouteCategoriesQueryDocument,
    "\n  query CollaborationRouteQuery($first: Int!, $after: String, $search: String, $lookingFor: [String!]) {\n    creators(first: $first, after: $after, search: $search, lookingFor: $lookingFor) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CollaborationRouteQueryDocument,
    "\n  query DashboardRouteQuery {\n    viewer {\n      id\n      profileCompletion {\n        ...ProfilePromptBanner_completion\n        ...CompletionSummary_completion\n        ...ImproveMatchesCard_completion\n      }\n      brandConnectionStats {\n        ...StatCards_stats\n      }\n      recentRecommendations(first: 4) {\n        id\n        ...RecommendationList_match\n      }\n      matches(first: 20) {\n        totalCount\n        edges {\n          node {\n            id\n            ...MatchMadePanel_match\n          }\n        }\n      }\n    }\n    bannerAds {\n      id\n      ...SponsoredBanner_ad\n    }\n  }\n": types.DashboardRouteQueryDocument,
    "\n  fragment ImproveMatchesCard_completion on ProfileCompletion {\n    percent\n    missingRequired\n    missingOptional\n  }\n": types.ImproveMatchesCard_CompletionFragmentDoc,
    "\n  fragment MatchMadePanel_match on Match {\n    id\n    status\n    matchScore\n    matchReason\n    recommendationType\n    resource {\n      id\n      name\n      url\n      logoUrl\n      category\n    }\n  }\n": types.MatchMadePanel_MatchFragmentDoc,
    "\n  query MatchBreakdownQuery($id: ID!) {\n    viewer {\n      id\n      match(id: $id) {\n        id\n        breakdown {\n          name\n          weight\n          score\n          detail\n        }\n        tips {\n          field\n          value\n          gain\n          text\n        }\n      }\n    }\n  }\n": types.MatchBreakdownQueryDocument,
    "\n  fragment ProfilePromptBanner_completion on ProfileCompletion {\n    percent\n    promptDue\n    missingRequired\n    missingOptional\n  }\n": types.ProfilePromptBanner_CompletionFragmentDoc,
    "\n  fragment RecommendationList_match on Match {\n    id\n    status\n    matchScore\n    matchReason\n    recommendationType\n    resource {\n      id\n      name\n      url\n      logoUrl\n    }\n  }\n": types.RecommendationList_MatchFragmentDoc,
    "\n  fragment StatCards_stats on BrandConnectionStats {\n    totalBrands\n    connectedBrands\n    resourceMatches\n    activeRecommendations\n  }\n": types.StatCards_StatsFragmentDoc,
    "\n  query NetworkRouteViewerQuery {\n    viewer {\n      id\n      profile {\n        id\n        genres\n      }\n      brandConnections {\n        id\n        status\n        brand {\n          id\n          slug\n          name\n          category\n          logoUrl\n          website\n        }\n      }\n    }\n  }\n": types.NetworkRouteViewerQueryDocument,
    "\n  query NetworkRouteCreatorsQuery($first: Int!, $genre: String) {\n    creators(first: $first, genre: $genre) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NetworkRouteCreatorsQueryDocument,
    "\n  query NetworkingRouteQuery($first: Int!, $after: String, $search: String, $genre: String, $skill: String) {\n    creators(first: $first, after: $after, search: $search, genre: $genre, skill: $skill) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.NetworkingRouteQueryDocument,
    "\n  query NetworkingRouteVocabularyQuery {\n    vocabulary {\n      genres\n      skills\n    }\n  }\n": types.NetworkingRouteVocabularyQueryDocument,
    "\n  query ProfileSettingsRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileFieldGroups_profile\n      }\n    }\n    vocabulary {\n      ...ProfileFieldGroups_vocabulary\n    }\n  }\n": types.ProfileSettingsRouteQueryDocument,
    "\n  query ProfileSetupRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileFieldGroups_profile\n      }\n    }\n    vocabulary {\n      ...ProfileFieldGroups_vocabulary\n    }\n  }\n": types.ProfileSetupRouteQueryDocument,
    "\n  fragment ProfileCard_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n": types.ProfileCard_ProfileFragmentDoc,
    "\n  query ProfileRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n      profileCompletion {\n        ...CompletionSummary_completion\n      }\n    }\n  }\n": types.ProfileRouteQueryDocument,
    "\n  query ResourcesRouteQuery($first: Int!, $after: String, $search: String, $category: String) {\n    resources(first: $first, after: $after, search: $search, category: $category) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ResourceCard_resource\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ResourcesRouteQueryDocument,
    "\n  query ResourcesRouteCategoriesQuery($search: String) {\n    resourceCategories(search: $search) {\n      category\n      count\n    }\n  }\n": types.ResourcesRouteCategoriesQueryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoogleSignInButtonQuery {\n    authConfig {\n      googleEnabled\n      firebaseApiKey\n      firebaseAuthDomain\n      firebaseProjectId\n      firebaseEmulatorUrl\n    }\n  }\n"): (typeof documents)["\n  query GoogleSignInButtonQuery {\n    authConfig {\n      googleEnabled\n      firebaseApiKey\n      firebaseAuthDomain\n      firebaseProjectId\n      firebaseEmulatorUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SponsoredBanner_ad on BannerAd {\n    id\n    title\n    description\n    imageUrl\n    linkUrl\n    sponsor\n  }\n"): (typeof documents)["\n  fragment SponsoredBanner_ad on BannerAd {\n    id\n    title\n    description\n    imageUrl\n    linkUrl\n    sponsor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandCard_brand on Brand {\n    id\n    slug\n    name\n    tagline\n    description\n    category\n    logoUrl\n    website\n    verified\n    headquarters\n    offers\n  }\n"): (typeof documents)["\n  fragment BrandCard_brand on Brand {\n    id\n    slug\n    name\n    tagline\n    description\n    category\n    logoUrl\n    website\n    verified\n    headquarters\n    offers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreatorCard_creator on CreatorProfile {\n    id\n    artistName\n    firstName\n    username\n    userType\n    bio\n    genres\n    skills\n    location\n    careerStage\n    lookingFor\n    profilePictureUrl\n  }\n"): (typeof documents)["\n  fragment CreatorCard_creator on CreatorProfile {\n    id\n    artistName\n    firstName\n    username\n    userType\n    bio\n    genres\n    skills\n    location\n    careerStage\n    lookingFor\n    profilePictureUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceCard_resource on Resource {\n    id\n    slug\n    name\n    description\n    category\n    pricing\n    pricingTier\n    features\n    url\n    logoUrl\n  }\n"): (typeof documents)["\n  fragment ResourceCard_resource on Resource {\n    id\n    slug\n    name\n    description\n    category\n    pricing\n    pricingTier\n    features\n    url\n    logoUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompletionSummary_completion on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n  }\n"): (typeof documents)["\n  fragment CompletionSummary_completion on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFieldGroups_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileFieldGroups_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFieldGroups_vocabulary on Vocabulary {\n    genres\n    careerStages\n    skills\n    lookingFor\n    socialPlatforms\n  }\n"): (typeof documents)["\n  fragment ProfileFieldGroups_vocabulary on Vocabulary {\n    genres\n    careerStages\n    skills\n    lookingFor\n    socialPlatforms\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileCompletionFields on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n    urgency\n    promptDue\n  }\n"): (typeof documents)["\n  fragment ProfileCompletionFields on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n    urgency\n    promptDue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissProfilePromptMutation {\n    dismissProfilePrompt {\n      ...ProfileCompletionFields\n    }\n  }\n"): (typeof documents)["\n  mutation DismissProfilePromptMutation {\n    dismissProfilePrompt {\n      ...ProfileCompletionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAdImpressionMutation($id: ID!) {\n    recordAdImpression(id: $id)\n  }\n"): (typeof documents)["\n  mutation RecordAdImpressionMutation($id: ID!) {\n    recordAdImpression(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAdClickMutation($id: ID!) {\n    recordAdClick(id: $id)\n  }\n"): (typeof documents)["\n  mutation RecordAdClickMutation($id: ID!) {\n    recordAdClick(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshMatchesMutation {\n    refreshMatches {\n      matchCount\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshMatchesMutation {\n    refreshMatches {\n      matchCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProfilePictureMutation {\n    removeProfilePicture {\n      id\n      profilePictureUrl\n      completion {\n        ...ProfileCompletionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProfilePictureMutation {\n    removeProfilePicture {\n      id\n      profilePictureUrl\n      completion {\n        ...ProfileCompletionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminResource_resource on Resource {\n    id\n    slug\n    name\n    description\n    category\n    pricing\n    pricingTier\n    features\n    website\n    url\n    logoUrl\n    targetGenres\n    careerStages\n    regions\n    skills\n    lookingFor\n    archivedAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AdminResource_resource on Resource {\n    id\n    slug\n    name\n    description\n    category\n    pricing\n    pricingTier\n    features\n    website\n    url\n    logoUrl\n    targetGenres\n    careerStages\n    regions\n    skills\n    lookingFor\n    archivedAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateResourceMutation($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      ...AdminResource_resource\n    }\n  }\n"): (typeof documents)["\n  mutation CreateResourceMutation($input: CreateResourceInput!) {\n    createResource(input: $input) {\n      ...AdminResource_resource\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateResourceMutation($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      ...AdminResource_resource\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateResourceMutation($id: ID!, $input: UpdateResourceInput!) {\n    updateResource(id: $id, input: $input) {\n      ...AdminResource_resource\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveResourceMutation($id: ID!) {\n    archiveResource(id: $id) {\n      id\n      archivedAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveResourceMutation($id: ID!) {\n    archiveResource(id: $id) {\n      id\n      archivedAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreResourceMutation($id: ID!) {\n    restoreResource(id: $id) {\n      id\n      archivedAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreResourceMutation($id: ID!) {\n    restoreResource(id: $id) {\n      id\n      archivedAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMatchStatusMutation($id: ID!, $status: MatchStatus!) {\n    updateMatchStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMatchStatusMutation($id: ID!, $status: MatchStatus!) {\n    updateMatchStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileFieldGroups_profile\n      ...ProfileCard_profile\n      completion {\n        ...ProfileCompletionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileFieldGroups_profile\n      ...ProfileCard_profile\n      completion {\n        ...ProfileCompletionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UseUploadProfilePictureMutation_profile on Profile {\n    id\n    ...ProfileFieldGroups_profile\n    ...ProfileCard_profile\n    completion {\n      ...ProfileCompletionFields\n    }\n  }\n"): (typeof documents)["\n  fragment UseUploadProfilePictureMutation_profile on Profile {\n    id\n    ...ProfileFieldGroups_profile\n    ...ProfileCard_profile\n    completion {\n      ...ProfileCompletionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAdsRouteQuery {\n    adminBannerAds {\n      id\n      title\n      description\n      imageUrl\n      linkUrl\n      sponsor\n      placement\n      priority\n      active\n      startsAt\n      endsAt\n      state\n      stats {\n        impressions\n        clicks\n        ctr\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAdsRouteQuery {\n    adminBannerAds {\n      id\n      title\n      description\n      imageUrl\n      linkUrl\n      sponsor\n      placement\n      priority\n      active\n      startsAt\n      endsAt\n      state\n      stats {\n        impressions\n        clicks\n        ctr\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBannerAdMutation($input: CreateBannerAdInput!) {\n    createBannerAd(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBannerAdMutation($input: CreateBannerAdInput!) {\n    createBannerAd(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBannerAdMutation($id: ID!, $input: UpdateBannerAdInput!) {\n    updateBannerAd(id: $id, input: $input) {\n      id\n      title\n      description\n      imageUrl\n      linkUrl\n      sponsor\n      placement\n      priority\n      active\n      startsAt\n      endsAt\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBannerAdMutation($id: ID!, $input: UpdateBannerAdInput!) {\n    updateBannerAd(id: $id, input: $input) {\n      id\n      title\n      description\n      imageUrl\n      linkUrl\n      sponsor\n      placement\n      priority\n      active\n      startsAt\n      endsAt\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBannerAdMutation($id: ID!) {\n    deleteBannerAd(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBannerAdMutation($id: ID!) {\n    deleteBannerAd(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardRouteQuery {\n    adminStats {\n      creators\n      admins\n      brands\n      resources\n      activeBannerAds\n      brandConnections\n      liveSessions\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardRouteQuery {\n    adminStats {\n      creators\n      admins\n      brands\n      resources\n      activeBannerAds\n      brandConnections\n      liveSessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminResourcesRouteQuery($first: Int!, $after: String, $search: String, $category: String, $sort: AdminResourceSort, $includeArchived: Boolean) {\n    adminResources(first: $first, after: $after, search: $search, category: $category, sort: $sort, includeArchived: $includeArchived) {\n      totalCount\n      edges {\n        node {\n          ...AdminResource_resource\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    vocabulary {\n      ...ResourceForm_vocabulary\n    }\n  }\n"): (typeof documents)["\n  query AdminResourcesRouteQuery($first: Int!, $after: String, $search: String, $category: String, $sort: AdminResourceSort, $includeArchived: Boolean) {\n    adminResources(first: $first, after: $after, search: $search, category: $category, sort: $sort, includeArchived: $includeArchived) {\n      totalCount\n      edges {\n        node {\n          ...AdminResource_resource\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    vocabulary {\n      ...ResourceForm_vocabulary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceForm_vocabulary on Vocabulary {\n    genres\n    careerStages\n    skills\n    lookingFor\n    categories\n    regions\n  }\n"): (typeof documents)["\n  fragment ResourceForm_vocabulary on Vocabulary {\n    genres\n    careerStages\n    skills\n    lookingFor\n    categories\n    regions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandsRouteQuery($first: Int!, $after: String, $search: String, $category: String) {\n    brands(first: $first, after: $after, search: $search, category: $category) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BrandCard_brand\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrandsRouteQuery($first: Int!, $after: String, $search: String, $category: String) {\n    brands(first: $first, after: $after, search: $search, category: $category) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BrandCard_brand\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandsRouteCategoriesQuery($search: String) {\n    brandCategories(search: $search) {\n      category\n      count\n    }\n  }\n"): (typeof documents)["\n  query BrandsRouteCategoriesQuery($search: String) {\n    brandCategories(search: $search) {\n      category\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollaborationRouteQuery($first: Int!, $after: String, $search: String, $lookingFor: [String!]) {\n    creators(first: $first, after: $after, search: $search, lookingFor: $lookingFor) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CollaborationRouteQuery($first: Int!, $after: String, $search: String, $lookingFor: [String!]) {\n    creators(first: $first, after: $after, search: $search, lookingFor: $lookingFor) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardRouteQuery {\n    viewer {\n      id\n      profileCompletion {\n        ...ProfilePromptBanner_completion\n        ...CompletionSummary_completion\n        ...ImproveMatchesCard_completion\n      }\n      brandConnectionStats {\n        ...StatCards_stats\n      }\n      recentRecommendations(first: 4) {\n        id\n        ...RecommendationList_match\n      }\n      matches(first: 20) {\n        totalCount\n        edges {\n          node {\n            id\n            ...MatchMadePanel_match\n          }\n        }\n      }\n    }\n    bannerAds {\n      id\n      ...SponsoredBanner_ad\n    }\n  }\n"): (typeof documents)["\n  query DashboardRouteQuery {\n    viewer {\n      id\n      profileCompletion {\n        ...ProfilePromptBanner_completion\n        ...CompletionSummary_completion\n        ...ImproveMatchesCard_completion\n      }\n      brandConnectionStats {\n        ...StatCards_stats\n      }\n      recentRecommendations(first: 4) {\n        id\n        ...RecommendationList_match\n      }\n      matches(first: 20) {\n        totalCount\n        edges {\n          node {\n            id\n            ...MatchMadePanel_match\n          }\n        }\n      }\n    }\n    bannerAds {\n      id\n      ...SponsoredBanner_ad\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImproveMatchesCard_completion on ProfileCompletion {\n    percent\n    missingRequired\n    missingOptional\n  }\n"): (typeof documents)["\n  fragment ImproveMatchesCard_completion on ProfileCompletion {\n    percent\n    missingRequired\n    missingOptional\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchMadePanel_match on Match {\n    id\n    status\n    matchScore\n    matchReason\n    recommendationType\n    resource {\n      id\n      name\n      url\n      logoUrl\n      category\n    }\n  }\n"): (typeof documents)["\n  fragment MatchMadePanel_match on Match {\n    id\n    status\n    matchScore\n    matchReason\n    recommendationType\n    resource {\n      id\n      name\n      url\n      logoUrl\n      category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchBreakdownQuery($id: ID!) {\n    viewer {\n      id\n      match(id: $id) {\n        id\n        breakdown {\n          name\n          weight\n          score\n          detail\n        }\n        tips {\n          field\n          value\n          gain\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MatchBreakdownQuery($id: ID!) {\n    viewer {\n      id\n      match(id: $id) {\n        id\n        breakdown {\n          name\n          weight\n          score\n          detail\n        }\n        tips {\n          field\n          value\n          gain\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfilePromptBanner_completion on ProfileCompletion {\n    percent\n    promptDue\n    missingRequired\n    missingOptional\n  }\n"): (typeof documents)["\n  fragment ProfilePromptBanner_completion on ProfileCompletion {\n    percent\n    promptDue\n    missingRequired\n    missingOptional\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecommendationList_match on Match {\n    id\n    status\n    matchScore\n    matchReason\n    recommendationType\n    resource {\n      id\n      name\n      url\n      logoUrl\n    }\n  }\n"): (typeof documents)["\n  fragment RecommendationList_match on Match {\n    id\n    status\n    matchScore\n    matchReason\n    recommendationType\n    resource {\n      id\n      name\n      url\n      logoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatCards_stats on BrandConnectionStats {\n    totalBrands\n    connectedBrands\n    resourceMatches\n    activeRecommendations\n  }\n"): (typeof documents)["\n  fragment StatCards_stats on BrandConnectionStats {\n    totalBrands\n    connectedBrands\n    resourceMatches\n    activeRecommendations\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NetworkRouteViewerQuery {\n    viewer {\n      id\n      profile {\n        id\n        genres\n      }\n      brandConnections {\n        id\n        status\n        brand {\n          id\n          slug\n          name\n          category\n          logoUrl\n          website\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NetworkRouteViewerQuery {\n    viewer {\n      id\n      profile {\n        id\n        genres\n      }\n      brandConnections {\n        id\n        status\n        brand {\n          id\n          slug\n          name\n          category\n          logoUrl\n          website\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NetworkRouteCreatorsQuery($first: Int!, $genre: String) {\n    creators(first: $first, genre: $genre) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query NetworkRouteCreatorsQuery($first: Int!, $genre: String) {\n    creators(first: $first, genre: $genre) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NetworkingRouteQuery($first: Int!, $after: String, $search: String, $genre: String, $skill: String) {\n    creators(first: $first, after: $after, search: $search, genre: $genre, skill: $skill) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query NetworkingRouteQuery($first: Int!, $after: String, $search: String, $genre: String, $skill: String) {\n    creators(first: $first, after: $after, search: $search, genre: $genre, skill: $skill) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NetworkingRouteVocabularyQuery {\n    vocabulary {\n      genres\n      skills\n    }\n  }\n"): (typeof documents)["\n  query NetworkingRouteVocabularyQuery {\n    vocabulary {\n      genres\n      skills\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileSettingsRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileFieldGroups_profile\n      }\n    }\n    vocabulary {\n      ...ProfileFieldGroups_vocabulary\n    }\n  }\n"): (typeof documents)["\n  query ProfileSettingsRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileFieldGroups_profile\n      }\n    }\n    vocabulary {\n      ...ProfileFieldGroups_vocabulary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileSetupRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileFieldGroups_profile\n      }\n    }\n    vocabulary {\n      ...ProfileFieldGroups_vocabulary\n    }\n  }\n"): (typeof documents)["\n  query ProfileSetupRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileFieldGroups_profile\n      }\n    }\n    vocabulary {\n      ...ProfileFieldGroups_vocabulary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileCard_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileCard_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n      profileCompletion {\n        ...CompletionSummary_completion\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n      profileCompletion {\n        ...CompletionSummary_completion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourcesRouteQuery($first: Int!, $after: String, $search: String, $category: String) {\n    resources(first: $first, after: $after, search: $search, category: $category) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ResourceCard_resource\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResourcesRouteQuery($first: Int!, $after: String, $search: String, $category: String) {\n    resources(first: $first, after: $after, search: $search, category: $category) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...ResourceCard_resource\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourcesRouteCategoriesQuery($search: String) {\n    resourceCategories(search: $search) {\n      category\n      count\n    }\n  }\n"): (typeof documents)["\n  query ResourcesRouteCategoriesQuery($search: String) {\n    resourceCategories(search: $search) {\n      category\n      count\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;