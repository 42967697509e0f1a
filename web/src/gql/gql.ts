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
    "\n  fragment CompletionSummary_completion on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n  }\n": typeof types.CompletionSummary_CompletionFragmentDoc,
    "\n  fragment ProfileFieldGroups_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n": typeof types.ProfileFieldGroups_ProfileFragmentDoc,
    "\n  fragment ProfileFieldGroups_vocabulary on Vocabulary {\n    genres\n    careerStages\n    skills\n    lookingFor\n    socialPlatforms\n  }\n": typeof types.ProfileFieldGroups_VocabularyFragmentDoc,
    "\n  mutation DismissProfilePromptMutation {\n    dismissProfilePrompt {\n      percent\n      isComplete\n      missingRequired\n      missingOptional\n      urgency\n      promptDue\n    }\n  }\n": typeof types.DismissProfilePromptMutationDocument,
    "\n  mutation RemoveProfilePictureMutation {\n    removeProfilePicture {\n      id\n      profilePictureUrl\n      completion {\n        percent\n        isComplete\n        missingRequired\n        missingOptional\n        urgency\n        promptDue\n      }\n    }\n  }\n": typeof types.RemoveProfilePictureMutationDocument,
    "\n  mutation UpdateProfileMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileFieldGroups_profile\n      ...ProfileCard_profile\n      completion {\n        percent\n        isComplete\n        missingRequired\n        missingOptional\n        urgency\n        promptDue\n      }\n    }\n  }\n": typeof types.UpdateProfileMutationDocument,
    "\n  fragment UseUploadProfilePictureMutation_profile on Profile {\n    id\n    ...ProfileFieldGroups_profile\n    ...ProfileCard_profile\n    completion {\n      percent\n      isComplete\n      missingRequired\n      missingOptional\n      urgency\n      promptDue\n    }\n  }\n": typeof types.UseUploadProfilePictureMutation_ProfileFragmentDoc,
    "\n  query AdminDashboardRouteQuery {\n    adminStats {\n      creators\n      admins\n      brands\n      resources\n      activeBannerAds\n      brandConnections\n      liveSessions\n    }\n  }\n": typeof types.AdminDashboardRouteQueryDocument,
    "\n  query DashboardRouteQuery {\n    viewer {\n      id\n      profileCompletion {\n        ...ProfilePromptBanner_completion\n        ...CompletionSummary_completion\n        ...ImproveMatchesCard_completion\n      }\n    }\n  }\n": typeof types.DashboardRouteQueryDocument,
    "\n  fragment ImproveMatchesCard_completion on ProfileCompletion {\n    percent\n    missingRequired\n    missingOptional\n  }\n": typeof types.ImproveMatchesCard_CompletionFragmentDoc,
    "\n  fragment ProfilePromptBanner_completion on ProfileCompletion {\n    percent\n    promptDue\n    missingRequired\n    missingOptional\n  }\n": typeof types.ProfilePromptBanner_CompletionFragmentDoc,
    "\n  query ProfileSettingsRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileFieldGroups_profile\n      }\n    }\n    vocabulary {\n      ...ProfileFieldGroups_vocabulary\n    }\n  }\n": typeof types.ProfileSettingsRouteQueryDocument,
    "\n  query ProfileSetupRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileFieldGroups_profile\n      }\n    }\n    vocabulary {\n      ...ProfileFieldGroups_vocabulary\n    }\n  }\n": typeof types.ProfileSetupRouteQueryDocument,
    "\n  fragment ProfileCard_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n": typeof types.ProfileCard_ProfileFragmentDoc,
    "\n  query ProfileRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n      profileCompletion {\n        ...CompletionSummary_completion\n      }\n    }\n  }\n": typeof types.ProfileRouteQueryDocument,
};
const documents: Documents = {
    "\n  query GoogleSignInButtonQuery {\n    authConfig {\n      googleEnabled\n      firebaseApiKey\n      firebaseAuthDomain\n      firebaseProjectId\n      firebaseEmulatorUrl\n    }\n  }\n": types.GoogleSignInButtonQueryDocument,
    "\n  fragment CompletionSummary_completion on ProfileCompletion {\n    percent\n    isComplete\n    missingRequired\n    missingOptional\n  }\n": types.CompletionSummary_CompletionFragmentDoc,
    "\n  fragment ProfileFieldGroups_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n": types.ProfileFieldGroups_ProfileFragmentDoc,
    "\n  fragment ProfileFieldGroups_vocabulary on Vocabulary {\n    genres\n    careerStages\n    skills\n    lookingFor\n    socialPlatforms\n  }\n": types.ProfileFieldGroups_VocabularyFragmentDoc,
    "\n  mutation DismissProfilePromptMutation {\n    dismissProfilePrompt {\n      percent\n      isComplete\n      missingRequired\n      missingOptional\n      urgency\n      promptDue\n    }\n  }\n": types.DismissProfilePromptMutationDocument,
    "\n  mutation RemoveProfilePictureMutation {\n    removeProfilePicture {\n      id\n      profilePictureUrl\n      completion {\n        percent\n        isComplete\n        missingRequired\n        missingOptional\n        urgency\n        promptDue\n      }\n    }\n  }\n": types.RemoveProfilePictureMutationDocument,
    "\n  mutation UpdateProfileMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileFieldGroups_profile\n      ...ProfileCard_profile\n      completion {\n        percent\n        isComplete\n        missingRequired\n        missingOptional\n        urgency\n        promptDue\n      }\n    }\n  }\n": types.UpdateProfileMutationDocument,
    "\n  fragment UseUploadProfilePictureMutation_profile on Profile {\n    id\n    ...ProfileFieldGroups_profile\n    ...ProfileCard_profile\n    completion {\n      percent\n      isComplete\n      missingRequired\n      missingOptional\n      urgency\n      promptDue\n    }\n  }\n": types.UseUploadProfilePictureMutation_ProfileFragmentDoc,
    "\n  query AdminDashboardRouteQuery {\n    adminStats {\n      creators\n      admins\n      brands\n      resources\n      activeBannerAds\n      brandConnections\n      liveSessions\n    }\n  }\n": types.AdminDashboardRouteQueryDocument,
    "\n  query DashboardRouteQuery {\n    viewer {\n      id\n      profileCompletion {\n        ...ProfilePromptBanner_completion\n        ...CompletionSummary_completion\n        ...ImproveMatchesCard_completion\n      }\n    }\n  }\n": types.DashboardRouteQueryDocument,
    "\n  fragment ImproveMatchesCard_completion on ProfileCompletion {\n    percent\n    missingRequired\n    missingOptional\n  }\n": types.ImproveMatchesCard_CompletionFragmentDoc,
    "\n  fragment ProfilePromptBanner_completion on ProfileCompletion {\n    percent\n    promptDue\n    missingRequired\n    missingOptional\n  }\n": types.ProfilePromptBanner_CompletionFragmentDoc,
    "\n  query ProfileSettingsRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileFieldGroups_profile\n      }\n    }\n    vocabulary {\n      ...ProfileFieldGroups_vocabulary\n    }\n  }\n": types.ProfileSettingsRouteQueryDocument,
    "\n  query ProfileSetupRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileFieldGroups_profile\n      }\n    }\n    vocabulary {\n      ...ProfileFieldGroups_vocabulary\n    }\n  }\n": types.ProfileSetupRouteQueryDocument,
    "\n  fragment ProfileCard_profile on Profile {\n    id\n    artistName\n    bio\n    genres\n    location\n    careerStage\n    skills\n    profilePictureUrl\n    website\n    lookingFor\n    socialMedia {\n      instagram\n      tiktok\n      youtube\n      spotify\n      soundcloud\n      bandcamp\n      x\n      facebook\n      twitch\n      appleMusic\n    }\n  }\n": types.ProfileCard_ProfileFragmentDoc,
    "\n  query ProfileRouteQuery {\n    viewer {\n      id\n      profile {\n        id\n        ...ProfileCard_profile\n      }\n      profileCompletion {\n        ...CompletionSummary_completion\n      }\n    }\n  }\n": types.ProfileRouteQueryDocument,
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
export function graphql(source: "\n  mutation DismissProfilePromptMutation {\n    dismissProfilePrompt {\n      percent\n      isComplete\n      missingRequired\n      missingOptional\n      urgency\n      promptDue\n    }\n  }\n"): (typeof documents)["\n  mutation DismissProfilePromptMutation {\n    dismissProfilePrompt {\n      percent\n      isComplete\n      missingRequired\n      missingOptional\n      urgency\n      promptDue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProfilePictureMutation {\n    removeProfilePicture {\n      id\n      profilePictureUrl\n      completion {\n        percent\n        isComplete\n        missingRequired\n        missingOptional\n        urgency\n        promptDue\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProfilePictureMutation {\n    removeProfilePicture {\n      id\n      profilePictureUrl\n      completion {\n        percent\n        isComplete\n        missingRequired\n        missingOptional\n        urgency\n        promptDue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileFieldGroups_profile\n      ...ProfileCard_profile\n      completion {\n        percent\n        isComplete\n        missingRequired\n        missingOptional\n        urgency\n        promptDue\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileMutation($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileFieldGroups_profile\n      ...ProfileCard_profile\n      completion {\n        percent\n        isComplete\n        missingRequired\n        missingOptional\n        urgency\n        promptDue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UseUploadProfilePictureMutation_profile on Profile {\n    id\n    ...ProfileFieldGroups_profile\n    ...ProfileCard_profile\n    completion {\n      percent\n      isComplete\n      missingRequired\n      missingOptional\n      urgency\n      promptDue\n    }\n  }\n"): (typeof documents)["\n  fragment UseUploadProfilePictureMutation_profile on Profile {\n    id\n    ...ProfileFieldGroups_profile\n    ...ProfileCard_profile\n    completion {\n      percent\n      isComplete\n      missingRequired\n      missingOptional\n      urgency\n      promptDue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardRouteQuery {\n    adminStats {\n      creators\n      admins\n      brands\n      resources\n      activeBannerAds\n      brandConnections\n      liveSessions\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardRouteQuery {\n    adminStats {\n      creators\n      admins\n      brands\n      resources\n      activeBannerAds\n      brandConnections\n      liveSessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardRouteQuery {\n    viewer {\n      id\n      profileCompletion {\n        ...ProfilePromptBanner_completion\n        ...CompletionSummary_completion\n        ...ImproveMatchesCard_completion\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardRouteQuery {\n    viewer {\n      id\n      profileCompletion {\n        ...ProfilePromptBanner_completion\n        ...CompletionSummary_completion\n        ...ImproveMatchesCard_completion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImproveMatchesCard_completion on ProfileCompletion {\n    percent\n    missingRequired\n    missingOptional\n  }\n"): (typeof documents)["\n  fragment ImproveMatchesCard_completion on ProfileCompletion {\n    percent\n    missingRequired\n    missingOptional\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfilePromptBanner_completion on ProfileCompletion {\n    percent\n    promptDue\n    missingRequired\n    missingOptional\n  }\n"): (typeof documents)["\n  fragment ProfilePromptBanner_completion on ProfileCompletion {\n    percent\n    promptDue\n    missingRequired\n    missingOptional\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;