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
    "\n  query NavCountsQuery {\n    viewer {\n      id\n      pendingConnectionRequestCount\n      unreadMessageCount\n    }\n  }\n": typeof types.NavCountsQueryDocument,
    "\n  subscription NavMessageAdded {\n    messageAdded {\n      id\n    }\n  }\n": typeof types.NavMessageAddedDocument,
    "\n  subscription NavConversationRead {\n    conversationRead {\n      conversationId\n    }\n  }\n": typeof types.NavConversationReadDocument,
    "\n  query MyReportsQuery($first: Int) {\n    viewer {\n      id\n      reports(first: $first) {\n        totalCount\n        edges {\n          node {\n            id\n            category\n            comment\n            status\n            createdAt\n            messageCount\n            outcome\n            resolvedAt\n            reportedUsername\n            reportedCreator {\n              id\n              username\n              displayName\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MyReportsQueryDocument,
    "\n  query PrivacySettingsQuery {\n    viewer {\n      id\n      privacySettings {\n        dmPolicy\n      }\n      blockedCreators {\n        id\n        username\n        artistName\n        firstName\n        profilePictureUrl\n      }\n    }\n  }\n": typeof types.PrivacySettingsQueryDocument,
    "\n  mutation UpdatePrivacySettings($dmPolicy: DmPolicy!) {\n    updatePrivacySettings(input: { dmPolicy: $dmPolicy }) {\n      dmPolicy\n    }\n  }\n": typeof types.UpdatePrivacySettingsDocument,
    "\n  mutation SendConnectionRequest($username: String!, $note: String) {\n    sendConnectionRequest(username: $username, note: $note) {\n      id\n      status\n    }\n  }\n": typeof types.SendConnectionRequestDocument,
    "\n  mutation RespondToConnectionRequest($id: ID!, $action: ConnectionResponse!) {\n    respondToConnectionRequest(id: $id, action: $action) {\n      id\n      status\n    }\n  }\n": typeof types.RespondToConnectionRequestDocument,
    "\n  mutation WithdrawConnectionRequest($id: ID!) {\n    withdrawConnectionRequest(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.WithdrawConnectionRequestDocument,
    "\n  mutation RemoveConnection($username: String!) {\n    removeConnection(username: $username)\n  }\n": typeof types.RemoveConnectionDocument,
    "\n  mutation BlockUser($username: String!) {\n    blockUser(username: $username)\n  }\n": typeof types.BlockUserDocument,
    "\n  mutation UnblockUser($username: String!) {\n    unblockUser(username: $username)\n  }\n": typeof types.UnblockUserDocument,
    "\n  mutation StartConversation($username: String!) {\n    startConversation(username: $username) {\n      id\n    }\n  }\n": typeof types.StartConversationDocument,
    "\n  fragment CompletionSummary_completion on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n  }\n": typeof types.CompletionSummary_CompletionFragmentDoc,
    "\n  fragment ProfileFieldGroups_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n": typeof types.ProfileFieldGroups_ProfileFragmentDoc,
    "\n  fragment ProfileFieldGroups_vocabulary on Vocabulary {\n    genres\n    careerStages\n    skills\n    lookingFor\n    socialPlatforms\n  }\n": typeof types.ProfileFieldGroups_VocabularyFragmentDoc,
    "\n  fragment ProfileCompletionFields on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n    urgency\n    promptDue\n  }\n": typeof types.ProfileCompletionFieldsFragmentDoc,
    "\n  fragment AdminAccountFields on AdminUser {\n    id\n    email\n    username\n    firstName\n    lastName\n    displayName\n    profileImageUrl\n    role\n    userType\n    createdAt\n    lastSeenAt\n    suspendedAt\n    suspensionReason\n    matchCount\n    profileCompletion\n  }\n": typeof types.AdminAccountFieldsFragmentDoc,
    "\n  mutation SetUserRoleMutation($userId: ID!, $role: UserRole!) {\n    setUserRole(userId: $userId, role: $role) {\n      ...AdminAccountFields\n    }\n  }\n": typeof types.SetUserRoleMutationDocument,
    "\n  mutation SuspendUserMutation($userId: ID!, $reason: String!) {\n    suspendUser(userId: $userId, reason: $reason) {\n      ...AdminAccountFields\n    }\n  }\n": typeof types.SuspendUserMutationDocument,
    "\n  mutation UnsuspendUserMutation($userId: ID!) {\n    unsuspendUser(userId: $userId) {\n      ...AdminAccountFields\n    }\n  }\n": typeof types.UnsuspendUserMutationDocument,
    "\n  mutation DismissProfilePromptMutation {\n    dismissProfilePrompt {\n      ...ProfileCompletionFields\n    }\n  }\n": typeof types.DismissProfilePromptMutationDocument,
    "\n  mutation RecordAdImpressionMutation($id: ID!) {\n    recordAdImpression(id: $id)\n  }\n": typeof types.RecordAdImpressionMutationDocument,
    "\n  mutation RecordAdClickMutation($id: ID!) {\n    recordAdClick(id: $id)\n  }\n": typeof types.RecordAdClickMutationDocument,
    "\n  mutation RefreshMatchesMutation {\n    refreshMatches {\n      matchCount\n    }\n  }\n": typeof types.RefreshMatchesMutationDocument,
    "\n  mutation RemoveProfilePictureMutation {\n    removeProfilePicture {\n      id\n      profilePictureUrl\n      completion {\n        ...ProfileCompletionFields\n      }\n    }\n  }\n": typeof types.RemoveProfilePictureMutationDocument,
    "\n  mutation ReportCreatorMutation($username: String!, $category: ReportCategory!, $comment: String, $messageIds: [ID!]) {\n    reportCreator(username: $username, category: $category, comment: $comment, messageIds: $messageIds) {\n      id\n      status\n    }\n  }\n": typeof types.ReportCreatorMutationDocument,
    "\n  mutation UpdateMatchStatusMutation($id: ID!, $status: MatchStatus!) {\n    updateMatchStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateMatchStatusMutationDocument,
    "\n  mutation UpdateProfileMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileFieldGroups_profile\n      ...ProfileCard_profile\n      completion {\n        ...ProfileCompletionFields\n      }\n    }\n  }\n": typeof types.UpdateProfileMutationDocument,
    "\n  fragment UseUploadProfilePictureMutation_profile on Profile {\n    id\n    ...ProfileFieldGroups_profile\n    ...ProfileCard_profile\n    completion {\n      ...ProfileCompletionFields\n    }\n  }\n": typeof types.UseUploadProfilePictureMutation_ProfileFragmentDoc,
    "\n  query AdminAdsRouteQuery {\n    adminBannerAds {\n      id\n      title\n      description\n      imageUrl\n      linkUrl\n      sponsor\n      placement\n      priority\n      active\n      startsAt\n      endsAt\n      state\n      stats {\n        impressions\n        clicks\n        ctr\n      }\n    }\n  }\n": typeof types.AdminAdsRouteQueryDocument,
    "\n  mutation CreateBannerAdMutation($input: CreateBannerAdInput!) {\n    createBannerAd(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateBannerAdMutationDocument,
    "\n  mutation UpdateBannerAdMutation($id: ID!, $input: UpdateBannerAdInput!) {\n    updateBannerAd(id: $id, input: $input) {\n      id\n      title\n      description\n      imageUrl\n      linkUrl\n      sponsor\n      placement\n      priority\n      active\n      startsAt\n      endsAt\n      state\n    }\n  }\n": typeof types.UpdateBannerAdMutationDocument,
    "\n  mutation DeleteBannerAdMutation($id: ID!) {\n    deleteBannerAd(id: $id)\n  }\n": typeof types.DeleteBannerAdMutationDocument,
    "\n  query AdminAuditRouteQuery($action: String, $actorId: ID, $since: DateTimeISO, $until: DateTimeISO, $after: String) {\n    auditLog(first: 25, after: $after, action: $action, actorId: $actorId, since: $since, until: $until) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          action\n          actorLabel\n          actor {\n            id\n          }\n          targetType\n          targetId\n          targetLabel\n          before\n          after\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.AdminAuditRouteQueryDocument,
    "\n  query AdminAuditActorsQuery {\n    adminUsers(role: ADMIN, first: 100) {\n      edges {\n        node {\n          id\n          displayName\n          username\n        }\n      }\n    }\n  }\n": typeof types.AdminAuditActorsQueryDocument,
    "\n  query AdminDashboardRouteQuery {\n    adminStats {\n      creators\n      admins\n      brands\n      resources\n      activeBannerAds\n      brandConnections\n      liveSessions\n    }\n  }\n": typeof types.AdminDashboardRouteQueryDocument,
    "\n  query AdminModerationRouteQuery($status: ReportStatus!, $first: Int) {\n    queue: moderationQueue(status: $status, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          category\n          comment\n          status\n          createdAt\n          unresolvedReportCount\n          reportedUsername\n          reportedCreator {\n            id\n            username\n            displayName\n            avatarUrl\n          }\n          reporter {\n            id\n            username\n            displayName\n          }\n          messages {\n            messageId\n            body\n            sentAt\n            removed\n          }\n          claimedBy {\n            id\n            username\n          }\n          claimedAt\n          resolvedBy {\n            id\n            username\n          }\n          resolvedAt\n          action\n          note\n        }\n      }\n    }\n    open: moderationQueue(status: OPEN, first: 1) {\n      totalCount\n    }\n    claimed: moderationQueue(status: CLAIMED, first: 1) {\n      totalCount\n    }\n  }\n": typeof types.AdminModerationRouteQueryDocument,
    "\n  mutation ClaimReportMutation($id: ID!) {\n    claimReport(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ClaimReportMutationDocument,
    "\n  mutation ResolveReportMutation($id: ID!, $action: ModerationAction!, $note: String) {\n    resolveReport(id: $id, action: $action, note: $note) {\n      id\n      status\n    }\n  }\n": typeof types.ResolveReportMutationDocument,
    "\n  query AdminUserRouteQuery($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminAccountFields\n      profile {\n        id\n        artistName\n        bio\n        genres\n        location\n        careerStage\n        skills\n        lookingFor\n      }\n    }\n  }\n": typeof types.AdminUserRouteQueryDocument,
    "\n  query AdminUsersRouteQuery($search: String, $role: UserRole, $suspended: Boolean, $after: String) {\n    adminUsers(search: $search, role: $role, suspended: $suspended, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          email\n          username\n          displayName\n          profileImageUrl\n          role\n          createdAt\n          lastSeenAt\n          suspendedAt\n        }\n      }\n    }\n  }\n": typeof types.AdminUsersRouteQueryDocument,
    "\n  query BrandsRouteQuery($first: Int!, $after: String, $search: String, $category: String) {\n    brands(first: $first, after: $after, search: $search, category: $category) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BrandCard_brand\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.BrandsRouteQueryDocument,
    "\n  query BrandsRouteCategoriesQuery($search: String) {\n    brandCategories(search: $search) {\n      category\n      count\n    }\n  }\n": typeof types.BrandsRouteCategoriesQueryDocument,
    "\n  query CollaborationRouteQuery($first: Int!, $after: String, $search: String, $lookingFor: [String!]) {\n    creators(first: $first, after: $after, search: $search, lookingFor: $lookingFor) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CollaborationRouteQueryDocument,
    "\n  query CreatorRouteQuery($username: String!) {\n    creator(username: $username) {\n      id\n      username\n      artistName\n      firstName\n      userType\n      bio\n      genres\n      skills\n      lookingFor\n      location\n      careerStage\n      profilePictureUrl\n      connectionCount\n      viewerRelationship {\n        state\n        requestId\n      }\n      viewerMessagePermission {\n        allowed\n        asRequest\n        reason\n      }\n    }\n  }\n": typeof types.CreatorRouteQueryDocument,
    "\n  query DashboardRouteQuery {\n    viewer {\n      id\n      profileCompletion {\n        ...ProfilePromptBanner_completion\n        ...CompletionSummary_completion\n        ...ImproveMatchesCard_completion\n      }\n      brandConnectionStats {\n        ...StatCards_stats\n      }\n      recentRecommendations(first: 4) {\n        id\n        ...RecommendationList_match\n      }\n      matches(first: 20) {\n        totalCount\n        edges {\n          node {\n            id\n            ...MatchMadePanel_match\n          }\n        }\n      }\n    }\n    bannerAds {\n      id\n      ...SponsoredBanner_ad\n    }\n  }\n": typeof types.DashboardRouteQueryDocument,
    "\n  fragment ImproveMatchesCard_completion on ProfileCompletion {\n    percent\n    missingRequired\n    missingOptional\n  }\n": typeof types.ImproveMatchesCard_CompletionFragmentDoc,
    "\n  fragment MatchMadePanel_match on Match {\n    id\n    status\n    matchScore\n    matchReason\n    recommendationType\n    resource {\n      id\n      name\n      url\n      logoUrl\n      category\n    }\n  }\n": typeof types.MatchMadePanel_MatchFragmentDoc,
    "\n  query MatchBreakdownQuery($id: ID!) {\n    viewer {\n      id\n      match(id: $id) {\n        id\n        breakdown {\n          name\n          weight\n          score\n          detail\n        }\n        tips {\n          field\n          value\n          gain\n          text\n        }\n      }\n    }\n  }\n": typeof types.MatchBreakdownQueryDocument,
    "\n  fragment ProfilePromptBanner_completion on ProfileCompletion {\n    percent\n    promptDue\n    missingRequired\n    missingOptional\n  }\n": typeof types.ProfilePromptBanner_CompletionFragmentDoc,
    "\n  fragment RecommendationList_match on Match {\n    id\n    status\n    matchScore\n    matchReason\n    recommendationType\n    resource {\n      id\n      name\n      url\n      logoUrl\n    }\n  }\n": typeof types.RecommendationList_MatchFragmentDoc,
    "\n  fragment StatCards_stats on BrandConnectionStats {\n    totalBrands\n    connectedBrands\n    resourceMatches\n    activeRecommendations\n  }\n": typeof types.StatCards_StatsFragmentDoc,
    "\n  fragment MessageBubble_message on Message {\n    id\n    conversationId\n    body\n    createdAt\n    sender {\n      id\n    }\n  }\n": typeof types.MessageBubble_MessageFragmentDoc,
    "\n  fragment Participant_participant on ConversationParticipant {\n    id\n    kind\n    displayName\n    username\n    avatarUrl\n  }\n": typeof types.Participant_ParticipantFragmentDoc,
    "\n  query InboxQuery($requests: Boolean!, $after: String) {\n    viewer {\n      id\n      conversations(first: 30, after: $after, requests: $requests) {\n        totalCount\n        edges {\n          cursor\n          node {\n            id\n            isRequest\n            unreadCount\n            lastMessageAt\n            other {\n              id\n              displayName\n              avatarUrl\n            }\n            lastMessage {\n              id\n              body\n              sender {\n                id\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.InboxQueryDocument,
    "\n  query MessageRequestCountQuery {\n    viewer {\n      id\n      messageRequests: conversations(first: 1, requests: true) {\n        totalCount\n      }\n    }\n  }\n": typeof types.MessageRequestCountQueryDocument,
    "\n  query ConversationQuery($id: ID!, $before: String, $after: String) {\n    conversation(id: $id) {\n      id\n      isRequest\n      other {\n        ...Participant_participant\n      }\n      canSend {\n        allowed\n        asRequest\n        reason\n      }\n      messages(last: 30, before: $before, after: $after) {\n        edges {\n          cursor\n          node {\n            ...MessageBubble_message\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.ConversationQueryDocument,
    "\n  mutation SendMessage($conversationId: ID!, $body: String!) {\n    sendMessage(conversationId: $conversationId, body: $body) {\n      ...MessageBubble_message\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId) {\n      id\n      unreadCount\n    }\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  mutation AcceptMessageRequest($conversationId: ID!) {\n    acceptMessageRequest(conversationId: $conversationId) {\n      id\n      isRequest\n    }\n  }\n": typeof types.AcceptMessageRequestDocument,
    "\n  mutation DeclineMessageRequest($conversationId: ID!) {\n    declineMessageRequest(conversationId: $conversationId)\n  }\n": typeof types.DeclineMessageRequestDocument,
    "\n  subscription MessageAdded {\n    messageAdded {\n      ...MessageBubble_message\n    }\n  }\n": typeof types.MessageAddedDocument,
    "\n  subscription ConversationRead {\n    conversationRead {\n      conversationId\n    }\n  }\n": typeof types.ConversationReadDocument,
    "\n  query NetworkRouteQuery($first: Int!, $after: String) {\n    viewer {\n      id\n      profile {\n        id\n        genres\n      }\n      incoming: connectionRequests(direction: INCOMING) {\n        id\n        note\n        createdAt\n        from {\n          id\n          username\n          artistName\n          firstName\n          userType\n          profilePictureUrl\n        }\n      }\n      outgoing: connectionRequests(direction: OUTGOING) {\n        id\n        createdAt\n        to {\n          id\n          username\n          artistName\n          firstName\n          userType\n          profilePictureUrl\n        }\n      }\n      connections(first: $first, after: $after) {\n        totalCount\n        edges {\n          cursor\n          node {\n            id\n            username\n            artistName\n            firstName\n            userType\n            location\n            profilePictureUrl\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      brandConnections {\n        id\n        status\n        brand {\n          id\n          slug\n          name\n          category\n          logoUrl\n          website\n        }\n      }\n    }\n    connectionSuggestions(first: 6) {\n      score\n      reasons\n      creator {\n        id\n        ...CreatorCard_creator\n        viewerRelationship {\n          state\n          requestId\n        }\n      }\n    }\n  }\n": typeof types.NetworkRouteQueryDocument,
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
    "\n  query NavCountsQuery {\n    viewer {\n      id\n      pendingConnectionRequestCount\n      unreadMessageCount\n    }\n  }\n": types.NavCountsQueryDocument,
    "\n  subscription NavMessageAdded {\n    messageAdded {\n      id\n    }\n  }\n": types.NavMessageAddedDocument,
    "\n  subscription NavConversationRead {\n    conversationRead {\n      conversationId\n    }\n  }\n": types.NavConversationReadDocument,
    "\n  query MyReportsQuery($first: Int) {\n    viewer {\n      id\n      reports(first: $first) {\n        totalCount\n        edges {\n          node {\n            id\n            category\n            comment\n            status\n            createdAt\n            messageCount\n            outcome\n            resolvedAt\n            reportedUsername\n            reportedCreator {\n              id\n              username\n              displayName\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MyReportsQueryDocument,
    "\n  query PrivacySettingsQuery {\n    viewer {\n      id\n      privacySettings {\n        dmPolicy\n      }\n      blockedCreators {\n        id\n        username\n        artistName\n        firstName\n        profilePictureUrl\n      }\n    }\n  }\n": types.PrivacySettingsQueryDocument,
    "\n  mutation UpdatePrivacySettings($dmPolicy: DmPolicy!) {\n    updatePrivacySettings(input: { dmPolicy: $dmPolicy }) {\n      dmPolicy\n    }\n  }\n": types.UpdatePrivacySettingsDocument,
    "\n  mutation SendConnectionRequest($username: String!, $note: String) {\n    sendConnectionRequest(username: $username, note: $note) {\n      id\n      status\n    }\n  }\n": types.SendConnectionRequestDocument,
    "\n  mutation RespondToConnectionRequest($id: ID!, $action: ConnectionResponse!) {\n    respondToConnectionRequest(id: $id, action: $action) {\n      id\n      status\n    }\n  }\n": types.RespondToConnectionRequestDocument,
    "\n  mutation WithdrawConnectionRequest($id: ID!) {\n    withdrawConnectionRequest(id: $id) {\n      id\n      status\n    }\n  }\n": types.WithdrawConnectionRequestDocument,
    "\n  mutation RemoveConnection($username: String!) {\n    removeConnection(username: $username)\n  }\n": types.RemoveConnectionDocument,
    "\n  mutation BlockUser($username: String!) {\n    blockUser(username: $username)\n  }\n": types.BlockUserDocument,
    "\n  mutation UnblockUser($username: String!) {\n    unblockUser(username: $username)\n  }\n": types.UnblockUserDocument,
    "\n  mutation StartConversation($username: String!) {\n    startConversation(username: $username) {\n      id\n    }\n  }\n": types.StartConversationDocument,
    "\n  fragment CompletionSummary_completion on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n  }\n": types.CompletionSummary_CompletionFragmentDoc,
    "\n  fragment ProfileFieldGroups_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n": types.ProfileFieldGroups_ProfileFragmentDoc,
    "\n  fragment ProfileFieldGroups_vocabulary on Vocabulary {\n    genres\n    careerStages\n    skills\n    lookingFor\n    socialPlatforms\n  }\n": types.ProfileFieldGroups_VocabularyFragmentDoc,
    "\n  fragment ProfileCompletionFields on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n    urgency\n    promptDue\n  }\n": types.ProfileCompletionFieldsFragmentDoc,
    "\n  fragment AdminAccountFields on AdminUser {\n    id\n    email\n    username\n    firstName\n    lastName\n    displayName\n    profileImageUrl\n    role\n    userType\n    createdAt\n    lastSeenAt\n    suspendedAt\n    suspensionReason\n    matchCount\n    profileCompletion\n  }\n": types.AdminAccountFieldsFragmentDoc,
    "\n  mutation SetUserRoleMutation($userId: ID!, $role: UserRole!) {\n    setUserRole(userId: $userId, role: $role) {\n      ...AdminAccountFields\n    }\n  }\n": types.SetUserRoleMutationDocument,
    "\n  mutation SuspendUserMutation($userId: ID!, $reason: String!) {\n    suspendUser(userId: $userId, reason: $reason) {\n      ...AdminAccountFields\n    }\n  }\n": types.SuspendUserMutationDocument,
    "\n  mutation UnsuspendUserMutation($userId: ID!) {\n    unsuspendUser(userId: $userId) {\n      ...AdminAccountFields\n    }\n  }\n": types.UnsuspendUserMutationDocument,
    "\n  mutation DismissProfilePromptMutation {\n    dismissProfilePrompt {\n      ...ProfileCompletionFields\n    }\n  }\n": types.DismissProfilePromptMutationDocument,
    "\n  mutation RecordAdImpressionMutation($id: ID!) {\n    recordAdImpression(id: $id)\n  }\n": types.RecordAdImpressionMutationDocument,
    "\n  mutation RecordAdClickMutation($id: ID!) {\n    recordAdClick(id: $id)\n  }\n": types.RecordAdClickMutationDocument,
    "\n  mutation RefreshMatchesMutation {\n    refreshMatches {\n      matchCount\n    }\n  }\n": types.RefreshMatchesMutationDocument,
    "\n  mutation RemoveProfilePictureMutation {\n    removeProfilePicture {\n      id\n      profilePictureUrl\n      completion {\n        ...ProfileCompletionFields\n      }\n    }\n  }\n": types.RemoveProfilePictureMutationDocument,
    "\n  mutation ReportCreatorMutation($username: String!, $category: ReportCategory!, $comment: String, $messageIds: [ID!]) {\n    reportCreator(username: $username, category: $category, comment: $comment, messageIds: $messageIds) {\n      id\n      status\n    }\n  }\n": types.ReportCreatorMutationDocument,
    "\n  mutation UpdateMatchStatusMutation($id: ID!, $status: MatchStatus!) {\n    updateMatchStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.UpdateMatchStatusMutationDocument,
    "\n  mutation UpdateProfileMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileFieldGroups_profile\n      ...ProfileCard_profile\n      completion {\n        ...ProfileCompletionFields\n      }\n    }\n  }\n": types.UpdateProfileMutationDocument,
    "\n  fragment UseUploadProfilePictureMutation_profile on Profile {\n    id\n    ...ProfileFieldGroups_profile\n    ...ProfileCard_profile\n    completion {\n      ...ProfileCompletionFields\n    }\n  }\n": types.UseUploadProfilePictureMutation_ProfileFragmentDoc,
    "\n  query AdminAdsRouteQuery {\n    adminBannerAds {\n      id\n      title\n      description\n      imageUrl\n      linkUrl\n      sponsor\n      placement\n      priority\n      active\n      startsAt\n      endsAt\n      state\n      stats {\n        impressions\n        clicks\n        ctr\n      }\n    }\n  }\n": types.AdminAdsRouteQueryDocument,
    "\n  mutation CreateBannerAdMutation($input: CreateBannerAdInput!) {\n    createBannerAd(input: $input) {\n      id\n    }\n  }\n": types.CreateBannerAdMutationDocument,
    "\n  mutation UpdateBannerAdMutation($id: ID!, $input: UpdateBannerAdInput!) {\n    updateBannerAd(id: $id, input: $input) {\n      id\n      title\n      description\n      imageUrl\n      linkUrl\n      sponsor\n      placement\n      priority\n      active\n      startsAt\n      endsAt\n      state\n    }\n  }\n": types.UpdateBannerAdMutationDocument,
    "\n  mutation DeleteBannerAdMutation($id: ID!) {\n    deleteBannerAd(id: $id)\n  }\n": types.DeleteBannerAdMutationDocument,
    "\n  query AdminAuditRouteQuery($action: String, $actorId: ID, $since: DateTimeISO, $until: DateTimeISO, $after: String) {\n    auditLog(first: 25, after: $after, action: $action, actorId: $actorId, since: $since, until: $until) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          action\n          actorLabel\n          actor {\n            id\n          }\n          targetType\n          targetId\n          targetLabel\n          before\n          after\n          createdAt\n        }\n      }\n    }\n  }\n": types.AdminAuditRouteQueryDocument,
    "\n  query AdminAuditActorsQuery {\n    adminUsers(role: ADMIN, first: 100) {\n      edges {\n        node {\n          id\n          displayName\n          username\n        }\n      }\n    }\n  }\n": types.AdminAuditActorsQueryDocument,
    "\n  query AdminDashboardRouteQuery {\n    adminStats {\n      creators\n      admins\n      brands\n      resources\n      activeBannerAds\n      brandConnections\n      liveSessions\n    }\n  }\n": types.AdminDashboardRouteQueryDocument,
    "\n  query AdminModerationRouteQuery($status: ReportStatus!, $first: Int) {\n    queue: moderationQueue(status: $status, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          category\n          comment\n          status\n          createdAt\n          unresolvedReportCount\n          reportedUsername\n          reportedCreator {\n            id\n            username\n            displayName\n            avatarUrl\n          }\n          reporter {\n            id\n            username\n            displayName\n          }\n          messages {\n            messageId\n            body\n            sentAt\n            removed\n          }\n          claimedBy {\n            id\n            username\n          }\n          claimedAt\n          resolvedBy {\n            id\n            username\n          }\n          resolvedAt\n          action\n          note\n        }\n      }\n    }\n    open: moderationQueue(status: OPEN, first: 1) {\n      totalCount\n    }\n    claimed: moderationQueue(status: CLAIMED, first: 1) {\n      totalCount\n    }\n  }\n": types.AdminModerationRouteQueryDocument,
    "\n  mutation ClaimReportMutation($id: ID!) {\n    claimReport(id: $id) {\n      id\n      status\n    }\n  }\n": types.ClaimReportMutationDocument,
    "\n  mutation ResolveReportMutation($id: ID!, $action: ModerationAction!, $note: String) {\n    resolveReport(id: $id, action: $action, note: $note) {\n      id\n      status\n    }\n  }\n": types.ResolveReportMutationDocument,
    "\n  query AdminUserRouteQuery($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminAccountFields\n      profile {\n        id\n        artistName\n        bio\n        genres\n        location\n        careerStage\n        skills\n        lookingFor\n      }\n    }\n  }\n": types.AdminUserRouteQueryDocument,
    "\n  query AdminUsersRouteQuery($search: String, $role: UserRole, $suspended: Boolean, $after: String) {\n    adminUsers(search: $search, role: $role, suspended: $suspended, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          email\n          username\n          displayName\n          profileImageUrl\n          role\n          createdAt\n          lastSeenAt\n          suspendedAt\n        }\n      }\n    }\n  }\n": types.AdminUsersRouteQueryDocument,
    "\n  query BrandsRouteQuery($first: Int!, $after: String, $search: String, $category: String) {\n    brands(first: $first, after: $after, search: $search, category: $category) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...BrandCard_brand\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.BrandsRouteQueryDocument,
    "\n  query BrandsRouteCategoriesQuery($search: String) {\n    brandCategories(search: $search) {\n      category\n      count\n    }\n  }\n": types.BrandsRouteCategoriesQueryDocument,
    "\n  query CollaborationRouteQuery($first: Int!, $after: String, $search: String, $lookingFor: [String!]) {\n    creators(first: $first, after: $after, search: $search, lookingFor: $lookingFor) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          ...CreatorCard_creator\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CollaborationRouteQueryDocument,
    "\n  query CreatorRouteQuery($username: String!) {\n    creator(username: $username) {\n      id\n      username\n      artistName\n      firstName\n      userType\n      bio\n      genres\n      skills\n      lookingFor\n      location\n      careerStage\n      profilePictureUrl\n      connectionCount\n      viewerRelationship {\n        state\n        requestId\n      }\n      viewerMessagePermission {\n        allowed\n        asRequest\n        reason\n      }\n    }\n  }\n": types.CreatorRouteQueryDocument,
    "\n  query DashboardRouteQuery {\n    viewer {\n      id\n      profileCompletion {\n        ...ProfilePromptBanner_completion\n        ...CompletionSummary_completion\n        ...ImproveMatchesCard_completion\n      }\n      brandConnectionStats {\n        ...StatCards_stats\n      }\n      recentRecommendations(first: 4) {\n        id\n        ...RecommendationList_match\n      }\n      matches(first: 20) {\n        totalCount\n        edges {\n          node {\n            id\n            ...MatchMadePanel_match\n          }\n        }\n      }\n    }\n    bannerAds {\n      id\n      ...SponsoredBanner_ad\n    }\n  }\n": types.DashboardRouteQueryDocument,
    "\n  fragment ImproveMatchesCard_completion on ProfileCompletion {\n    percent\n    missingRequired\n    missingOptional\n  }\n": types.ImproveMatchesCard_CompletionFragmentDoc,
    "\n  fragment MatchMadePanel_match on Match {\n    id\n    status\n    matchScore\n    matchReason\n    recommendationType\n    resource {\n      id\n      name\n      url\n      logoUrl\n      category\n    }\n  }\n": types.MatchMadePanel_MatchFragmentDoc,
    "\n  query MatchBreakdownQuery($id: ID!) {\n    viewer {\n      id\n      match(id: $id) {\n        id\n        breakdown {\n          name\n          weight\n          score\n          detail\n        }\n        tips {\n          field\n          value\n          gain\n          text\n        }\n      }\n    }\n  }\n": types.MatchBreakdownQueryDocument,
    "\n  fragment ProfilePromptBanner_completion on ProfileCompletion {\n    percent\n    promptDue\n    missingRequired\n    missingOptional\n  }\n": types.ProfilePromptBanner_CompletionFragmentDoc,
    "\n  fragment RecommendationList_match on Match {\n    id\n    status\n    matchScore\n    matchReason\n    recommendationType\n    resource {\n      id\n      name\n      url\n      logoUrl\n    }\n  }\n": types.RecommendationList_MatchFragmentDoc,
    "\n  fragment StatCards_stats on BrandConnectionStats {\n    totalBrands\n    connectedBrands\n    resourceMatches\n    activeRecommendations\n  }\n": types.StatCards_StatsFragmentDoc,
    "\n  fragment MessageBubble_message on Message {\n    id\n    conversationId\n    body\n    createdAt\n    sender {\n      id\n    }\n  }\n": types.MessageBubble_MessageFragmentDoc,
    "\n  fragment Participant_participant on ConversationParticipant {\n    id\n    kind\n    displayName\n    username\n    avatarUrl\n  }\n": types.Participant_ParticipantFragmentDoc,
    "\n  query InboxQuery($requests: Boolean!, $after: String) {\n    viewer {\n      id\n      conversations(first: 30, after: $after, requests: $requests) {\n        totalCount\n        edges {\n          cursor\n          node {\n            id\n            isRequest\n            unreadCount\n            lastMessageAt\n            other {\n              id\n              displayName\n              avatarUrl\n            }\n            lastMessage {\n              id\n              body\n              sender {\n                id\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.InboxQueryDocument,
    "\n  query MessageRequestCountQuery {\n    viewer {\n      id\n      messageRequests: conversations(first: 1, requests: true) {\n        totalCount\n      }\n    }\n  }\n": types.MessageRequestCountQueryDocument,
    "\n  query ConversationQuery($id: ID!, $before: String, $after: String) {\n    conversation(id: $id) {\n      id\n      isRequest\n      other {\n        ...Participant_participant\n      }\n      canSend {\n        allowed\n        asRequest\n        reason\n      }\n      messages(last: 30, before: $before, after: $after) {\n        edges {\n          cursor\n          node {\n            ...MessageBubble_message\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": types.ConversationQueryDocument,
    "\n  mutation SendMessage($conversationId: ID!, $body: String!) {\n    sendMessage(conversationId: $conversationId, body: $body) {\n      ...MessageBubble_message\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId) {\n      id\n      unreadCount\n    }\n  }\n": types.MarkConversationReadDocument,
    "\n  mutation AcceptMessageRequest($conversationId: ID!) {\n    acceptMessageRequest(conversationId: $conversationId) {\n      id\n      isRequest\n    }\n  }\n": types.AcceptMessageRequestDocument,
    "\n  mutation DeclineMessageRequest($conversationId: ID!) {\n    declineMessageRequest(conversationId: $conversationId)\n  }\n": types.DeclineMessageRequestDocument,
    "\n  subscription MessageAdded {\n    messageAdded {\n      ...MessageBubble_message\n    }\n  }\n": types.MessageAddedDocument,
    "\n  subscription ConversationRead {\n    conversationRead {\n      conversationId\n    }\n  }\n": types.ConversationReadDocument,
    "\n  query NetworkRouteQuery($first: Int!, $after: String) {\n    viewer {\n      id\n      profile {\n        id\n        genres\n      }\n      incoming: connectionRequests(direction: INCOMING) {\n        id\n        note\n        createdAt\n        from {\n          id\n          username\n          artistName\n          firstName\n          userType\n          profilePictureUrl\n        }\n      }\n      outgoing: connectionRequests(direction: OUTGOING) {\n        id\n        createdAt\n        to {\n          id\n          username\n          artistName\n          firstName\n          userType\n          profilePictureUrl\n        }\n      }\n      connections(first: $first, after: $after) {\n        totalCount\n        edges {\n          cursor\n          node {\n            id\n            username\n            artistName\n            firstName\n            userType\n            location\n            profilePictureUrl\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      brandConnections {\n        id\n        status\n        brand {\n          id\n          slug\n          name\n          category\n          logoUrl\n          website\n        }\n      }\n    }\n    connectionSuggestions(first: 6) {\n      score\n      reasons\n      creator {\n        id\n        ...CreatorCard_creator\n        viewerRelationship {\n          state\n          requestId\n        }\n      }\n    }\n  }\n": types.NetworkRouteQueryDocument,
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
export function graphql(source: "\n  query NavCountsQuery {\n    viewer {\n      id\n      pendingConnectionRequestCount\n      unreadMessageCount\n    }\n  }\n"): (typeof documents)["\n  query NavCountsQuery {\n    viewer {\n      id\n      pendingConnectionRequestCount\n      unreadMessageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NavMessageAdded {\n    messageAdded {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription NavMessageAdded {\n    messageAdded {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NavConversationRead {\n    conversationRead {\n      conversationId\n    }\n  }\n"): (typeof documents)["\n  subscription NavConversationRead {\n    conversationRead {\n      conversationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReportsQuery($first: Int) {\n    viewer {\n      id\n      reports(first: $first) {\n        totalCount\n        edges {\n          node {\n            id\n            category\n            comment\n            status\n            createdAt\n            messageCount\n            outcome\n            resolvedAt\n            reportedUsername\n            reportedCreator {\n              id\n              username\n              displayName\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyReportsQuery($first: Int) {\n    viewer {\n      id\n      reports(first: $first) {\n        totalCount\n        edges {\n          node {\n            id\n            category\n            comment\n            status\n            createdAt\n            messageCount\n            outcome\n            resolvedAt\n            reportedUsername\n            reportedCreator {\n              id\n              username\n              displayName\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacySettingsQuery {\n    viewer {\n      id\n      privacySettings {\n        dmPolicy\n      }\n      blockedCreators {\n        id\n        username\n        artistName\n        firstName\n        profilePictureUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrivacySettingsQuery {\n    viewer {\n      id\n      privacySettings {\n        dmPolicy\n      }\n      blockedCreators {\n        id\n        username\n        artistName\n        firstName\n        profilePictureUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePrivacySettings($dmPolicy: DmPolicy!) {\n    updatePrivacySettings(input: { dmPolicy: $dmPolicy }) {\n      dmPolicy\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePrivacySettings($dmPolicy: DmPolicy!) {\n    updatePrivacySettings(input: { dmPolicy: $dmPolicy }) {\n      dmPolicy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendConnectionRequest($username: String!, $note: String) {\n    sendConnectionRequest(username: $username, note: $note) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SendConnectionRequest($username: String!, $note: String) {\n    sendConnectionRequest(username: $username, note: $note) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondToConnectionRequest($id: ID!, $action: ConnectionResponse!) {\n    respondToConnectionRequest(id: $id, action: $action) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToConnectionRequest($id: ID!, $action: ConnectionResponse!) {\n    respondToConnectionRequest(id: $id, action: $action) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawConnectionRequest($id: ID!) {\n    withdrawConnectionRequest(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawConnectionRequest($id: ID!) {\n    withdrawConnectionRequest(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveConnection($username: String!) {\n    removeConnection(username: $username)\n  }\n"): (typeof documents)["\n  mutation RemoveConnection($username: String!) {\n    removeConnection(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockUser($username: String!) {\n    blockUser(username: $username)\n  }\n"): (typeof documents)["\n  mutation BlockUser($username: String!) {\n    blockUser(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockUser($username: String!) {\n    unblockUser(username: $username)\n  }\n"): (typeof documents)["\n  mutation UnblockUser($username: String!) {\n    unblockUser(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartConversation($username: String!) {\n    startConversation(username: $username) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StartConversation($username: String!) {\n    startConversation(username: $username) {\n      id\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment AdminAccountFields on AdminUser {\n    id\n    email\n    username\n    firstName\n    lastName\n    displayName\n    profileImageUrl\n    role\n    userType\n    createdAt\n    lastSeenAt\n    suspendedAt\n    suspensionReason\n    matchCount\n    profileCompletion\n  }\n"): (typeof documents)["\n  fragment AdminAccountFields on AdminUser {\n    id\n    email\n    username\n    firstName\n    lastName\n    displayName\n    profileImageUrl\n    role\n    userType\n    createdAt\n    lastSeenAt\n    suspendedAt\n    suspensionReason\n    matchCount\n    profileCompletion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserRoleMutation($userId: ID!, $role: UserRole!) {\n    setUserRole(userId: $userId, role: $role) {\n      ...AdminAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserRoleMutation($userId: ID!, $role: UserRole!) {\n    setUserRole(userId: $userId, role: $role) {\n      ...AdminAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendUserMutation($userId: ID!, $reason: String!) {\n    suspendUser(userId: $userId, reason: $reason) {\n      ...AdminAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendUserMutation($userId: ID!, $reason: String!) {\n    suspendUser(userId: $userId, reason: $reason) {\n      ...AdminAccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsuspendUserMutation($userId: ID!) {\n    unsuspendUser(userId: $userId) {\n      ...AdminAccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnsuspendUserMutation($userId: ID!) {\n    unsuspendUser(userId: $userId) {\n      ...AdminAccountFields\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation ReportCreatorMutation($username: String!, $category: ReportCategory!, $comment: String, $messageIds: [ID!]) {\n    reportCreator(username: $username, category: $category, comment: $comment, messageIds: $messageIds) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ReportCreatorMutation($username: String!, $category: ReportCategory!, $comment: String, $messageIds: [ID!]) {\n    reportCreator(username: $username, category: $category, comment: $comment, messageIds: $messageIds) {\n      id\n      status\n    }\n  }\n"];
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
export function graphql(source: "\n  query AdminAuditRouteQuery($action: String, $actorId: ID, $since: DateTimeISO, $until: DateTimeISO, $after: String) {\n    auditLog(first: 25, after: $after, action: $action, actorId: $actorId, since: $since, until: $until) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          action\n          actorLabel\n          actor {\n            id\n          }\n          targetType\n          targetId\n          targetLabel\n          before\n          after\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditRouteQuery($action: String, $actorId: ID, $since: DateTimeISO, $until: DateTimeISO, $after: String) {\n    auditLog(first: 25, after: $after, action: $action, actorId: $actorId, since: $since, until: $until) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          action\n          actorLabel\n          actor {\n            id\n          }\n          targetType\n          targetId\n          targetLabel\n          before\n          after\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditActorsQuery {\n    adminUsers(role: ADMIN, first: 100) {\n      edges {\n        node {\n          id\n          displayName\n          username\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditActorsQuery {\n    adminUsers(role: ADMIN, first: 100) {\n      edges {\n        node {\n          id\n          displayName\n          username\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardRouteQuery {\n    adminStats {\n      creators\n      admins\n      brands\n      resources\n      activeBannerAds\n      brandConnections\n      liveSessions\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardRouteQuery {\n    adminStats {\n      creators\n      admins\n      brands\n      resources\n      activeBannerAds\n      brandConnections\n      liveSessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminModerationRouteQuery($status: ReportStatus!, $first: Int) {\n    queue: moderationQueue(status: $status, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          category\n          comment\n          status\n          createdAt\n          unresolvedReportCount\n          reportedUsername\n          reportedCreator {\n            id\n            username\n            displayName\n            avatarUrl\n          }\n          reporter {\n            id\n            username\n            displayName\n          }\n          messages {\n            messageId\n            body\n            sentAt\n            removed\n          }\n          claimedBy {\n            id\n            username\n          }\n          claimedAt\n          resolvedBy {\n            id\n            username\n          }\n          resolvedAt\n          action\n          note\n        }\n      }\n    }\n    open: moderationQueue(status: OPEN, first: 1) {\n      totalCount\n    }\n    claimed: moderationQueue(status: CLAIMED, first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminModerationRouteQuery($status: ReportStatus!, $first: Int) {\n    queue: moderationQueue(status: $status, first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          category\n          comment\n          status\n          createdAt\n          unresolvedReportCount\n          reportedUsername\n          reportedCreator {\n            id\n            username\n            displayName\n            avatarUrl\n          }\n          reporter {\n            id\n            username\n            displayName\n          }\n          messages {\n            messageId\n            body\n            sentAt\n            removed\n          }\n          claimedBy {\n            id\n            username\n          }\n          claimedAt\n          resolvedBy {\n            id\n            username\n          }\n          resolvedAt\n          action\n          note\n        }\n      }\n    }\n    open: moderationQueue(status: OPEN, first: 1) {\n      totalCount\n    }\n    claimed: moderationQueue(status: CLAIMED, first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimReportMutation($id: ID!) {\n    claimReport(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimReportMutation($id: ID!) {\n    claimReport(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveReportMutation($id: ID!, $action: ModerationAction!, $note: String) {\n    resolveReport(id: $id, action: $action, note: $note) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveReportMutation($id: ID!, $action: ModerationAction!, $note: String) {\n    resolveReport(id: $id, action: $action, note: $note) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserRouteQuery($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminAccountFields\n      profile {\n        id\n        artistName\n        bio\n        genres\n        location\n        careerStage\n        skills\n        lookingFor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUserRouteQuery($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminAccountFields\n      profile {\n        id\n        artistName\n        bio\n        genres\n        location\n        careerStage\n        skills\n        lookingFor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsersRouteQuery($search: String, $role: UserRole, $suspended: Boolean, $after: String) {\n    adminUsers(search: $search, role: $role, suspended: $suspended, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          email\n          username\n          displayName\n          profileImageUrl\n          role\n          createdAt\n          lastSeenAt\n          suspendedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsersRouteQuery($search: String, $role: UserRole, $suspended: Boolean, $after: String) {\n    adminUsers(search: $search, role: $role, suspended: $suspended, first: 20, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          email\n          username\n          displayName\n          profileImageUrl\n          role\n          createdAt\n          lastSeenAt\n          suspendedAt\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query CreatorRouteQuery($username: String!) {\n    creator(username: $username) {\n      id\n      username\n      artistName\n      firstName\n      userType\n      bio\n      genres\n      skills\n      lookingFor\n      location\n      careerStage\n      profilePictureUrl\n      connectionCount\n      viewerRelationship {\n        state\n        requestId\n      }\n      viewerMessagePermission {\n        allowed\n        asRequest\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreatorRouteQuery($username: String!) {\n    creator(username: $username) {\n      id\n      username\n      artistName\n      firstName\n      userType\n      bio\n      genres\n      skills\n      lookingFor\n      location\n      careerStage\n      profilePictureUrl\n      connectionCount\n      viewerRelationship {\n        state\n        requestId\n      }\n      viewerMessagePermission {\n        allowed\n        asRequest\n        reason\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment MessageBubble_message on Message {\n    id\n    conversationId\n    body\n    createdAt\n    sender {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment MessageBubble_message on Message {\n    id\n    conversationId\n    body\n    createdAt\n    sender {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Participant_participant on ConversationParticipant {\n    id\n    kind\n    displayName\n    username\n    avatarUrl\n  }\n"): (typeof documents)["\n  fragment Participant_participant on ConversationParticipant {\n    id\n    kind\n    displayName\n    username\n    avatarUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxQuery($requests: Boolean!, $after: String) {\n    viewer {\n      id\n      conversations(first: 30, after: $after, requests: $requests) {\n        totalCount\n        edges {\n          cursor\n          node {\n            id\n            isRequest\n            unreadCount\n            lastMessageAt\n            other {\n              id\n              displayName\n              avatarUrl\n            }\n            lastMessage {\n              id\n              body\n              sender {\n                id\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InboxQuery($requests: Boolean!, $after: String) {\n    viewer {\n      id\n      conversations(first: 30, after: $after, requests: $requests) {\n        totalCount\n        edges {\n          cursor\n          node {\n            id\n            isRequest\n            unreadCount\n            lastMessageAt\n            other {\n              id\n              displayName\n              avatarUrl\n            }\n            lastMessage {\n              id\n              body\n              sender {\n                id\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageRequestCountQuery {\n    viewer {\n      id\n      messageRequests: conversations(first: 1, requests: true) {\n        totalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageRequestCountQuery {\n    viewer {\n      id\n      messageRequests: conversations(first: 1, requests: true) {\n        totalCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationQuery($id: ID!, $before: String, $after: String) {\n    conversation(id: $id) {\n      id\n      isRequest\n      other {\n        ...Participant_participant\n      }\n      canSend {\n        allowed\n        asRequest\n        reason\n      }\n      messages(last: 30, before: $before, after: $after) {\n        edges {\n          cursor\n          node {\n            ...MessageBubble_message\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConversationQuery($id: ID!, $before: String, $after: String) {\n    conversation(id: $id) {\n      id\n      isRequest\n      other {\n        ...Participant_participant\n      }\n      canSend {\n        allowed\n        asRequest\n        reason\n      }\n      messages(last: 30, before: $before, after: $after) {\n        edges {\n          cursor\n          node {\n            ...MessageBubble_message\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($conversationId: ID!, $body: String!) {\n    sendMessage(conversationId: $conversationId, body: $body) {\n      ...MessageBubble_message\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($conversationId: ID!, $body: String!) {\n    sendMessage(conversationId: $conversationId, body: $body) {\n      ...MessageBubble_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId) {\n      id\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($conversationId: ID!) {\n    markConversationRead(conversationId: $conversationId) {\n      id\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptMessageRequest($conversationId: ID!) {\n    acceptMessageRequest(conversationId: $conversationId) {\n      id\n      isRequest\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptMessageRequest($conversationId: ID!) {\n    acceptMessageRequest(conversationId: $conversationId) {\n      id\n      isRequest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineMessageRequest($conversationId: ID!) {\n    declineMessageRequest(conversationId: $conversationId)\n  }\n"): (typeof documents)["\n  mutation DeclineMessageRequest($conversationId: ID!) {\n    declineMessageRequest(conversationId: $conversationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageAdded {\n    messageAdded {\n      ...MessageBubble_message\n    }\n  }\n"): (typeof documents)["\n  subscription MessageAdded {\n    messageAdded {\n      ...MessageBubble_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConversationRead {\n    conversationRead {\n      conversationId\n    }\n  }\n"): (typeof documents)["\n  subscription ConversationRead {\n    conversationRead {\n      conversationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NetworkRouteQuery($first: Int!, $after: String) {\n    viewer {\n      id\n      profile {\n        id\n        genres\n      }\n      incoming: connectionRequests(direction: INCOMING) {\n        id\n        note\n        createdAt\n        from {\n          id\n          username\n          artistName\n          firstName\n          userType\n          profilePictureUrl\n        }\n      }\n      outgoing: connectionRequests(direction: OUTGOING) {\n        id\n        createdAt\n        to {\n          id\n          username\n          artistName\n          firstName\n          userType\n          profilePictureUrl\n        }\n      }\n      connections(first: $first, after: $after) {\n        totalCount\n        edges {\n          cursor\n          node {\n            id\n            username\n            artistName\n            firstName\n            userType\n            location\n            profilePictureUrl\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      brandConnections {\n        id\n        status\n        brand {\n          id\n          slug\n          name\n          category\n          logoUrl\n          website\n        }\n      }\n    }\n    connectionSuggestions(first: 6) {\n      score\n      reasons\n      creator {\n        id\n        ...CreatorCard_creator\n        viewerRelationship {\n          state\n          requestId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NetworkRouteQuery($first: Int!, $after: String) {\n    viewer {\n      id\n      profile {\n        id\n        genres\n      }\n      incoming: connectionRequests(direction: INCOMING) {\n        id\n        note\n        createdAt\n        from {\n          id\n          username\n          artistName\n          firstName\n          userType\n          profilePictureUrl\n        }\n      }\n      outgoing: connectionRequests(direction: OUTGOING) {\n        id\n        createdAt\n        to {\n          id\n          username\n          artistName\n          firstName\n          userType\n          profilePictureUrl\n        }\n      }\n      connections(first: $first, after: $after) {\n        totalCount\n        edges {\n          cursor\n          node {\n            id\n            username\n            artistName\n            firstName\n            userType\n            location\n            profilePictureUrl\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      brandConnections {\n        id\n        status\n        brand {\n          id\n          slug\n          name\n          category\n          logoUrl\n          website\n        }\n      }\n    }\n    connectionSuggestions(first: 6) {\n      score\n      reasons\n      creator {\n        id\n        ...CreatorCard_creator\n        viewerRelationship {\n          state\n          requestId\n        }\n      }\n    }\n  }\n"];
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