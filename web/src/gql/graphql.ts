/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type GoogleSignInButtonQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type GoogleSignInButtonQueryQuery = { authConfig: { googleEnabled: boolean, firebaseApiKey: string | null, firebaseAuthDomain: string | null, firebaseProjectId: string | null, firebaseEmulatorUrl: string | null } };

export type AdminDashboardRouteQueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardRouteQueryQuery = { adminStats: { creators: number, admins: number, brands: number, resources: number, activeBannerAds: number, brandConnections: number, liveSessions: number } };


export const GoogleSignInButtonQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GoogleSignInButtonQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"googleEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"firebaseApiKey"}},{"kind":"Field","name":{"kind":"Name","value":"firebaseAuthDomain"}},{"kind":"Field","name":{"kind":"Name","value":"firebaseProjectId"}},{"kind":"Field","name":{"kind":"Name","value":"firebaseEmulatorUrl"}}]}}]}}]} as unknown as DocumentNode<GoogleSignInButtonQueryQuery, GoogleSignInButtonQueryQueryVariables>;
export const AdminDashboardRouteQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardRouteQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creators"}},{"kind":"Field","name":{"kind":"Name","value":"admins"}},{"kind":"Field","name":{"kind":"Name","value":"brands"}},{"kind":"Field","name":{"kind":"Name","value":"resources"}},{"kind":"Field","name":{"kind":"Name","value":"activeBannerAds"}},{"kind":"Field","name":{"kind":"Name","value":"brandConnections"}},{"kind":"Field","name":{"kind":"Name","value":"liveSessions"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardRouteQueryQuery, AdminDashboardRouteQueryQueryVariables>;