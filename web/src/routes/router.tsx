import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import type { ClientRoute } from '../../../graph/src/shared/client-routes';
import { lazyWithApollo } from '../apollo/lazyApollo';
import { RequireAdmin, RequireSignIn } from './guards';
import { AppLayout } from '../components/layout/AppLayout';
import { HomeRoute } from './home/HomeRoute';
import { LoginRoute } from './login/LoginRoute';
import { NotFoundRoute } from './not-found/NotFoundRoute';
import { SignupRoute } from './signup/SignupRoute';

// Loaded on demand: the public pages beyond the landing page (resources, brands, about, networking, network, chat), plus the signed-in and admin pages a visitor never needs up front.
// The pages that query GraphQL load through lazyWithApollo, which brings the Apollo client with them.
const ResourcesRoute = lazyWithApollo(() =>
  import('./resources/ResourcesRoute').then((m) => ({ Component: m.ResourcesRoute, prefetch: m.prefetchResourcesRoute })),
);
const BrandsRoute = lazyWithApollo(() => import('./brands/BrandsRoute').then((m) => ({ Component: m.BrandsRoute, prefetch: m.prefetchBrandsRoute })));
const BrandPageRoute = lazyWithApollo(() => import('./brand-page/BrandPageRoute').then((m) => m.BrandPageRoute));
const AboutRoute = lazy(() => import('./about/AboutRoute').then((m) => ({ default: m.AboutRoute })));
const NetworkingRoute = lazyWithApollo(() =>
  import('./networking/NetworkingRoute').then((m) => ({ Component: m.NetworkingRoute, prefetch: m.prefetchNetworkingRoute })),
);
const NetworkRoute = lazyWithApollo(() => import('./network/NetworkRoute').then((m) => m.NetworkRoute));
const CreatorRoute = lazyWithApollo(() => import('./creator/CreatorRoute').then((m) => m.CreatorRoute));
const MessagesRoute = lazyWithApollo(() => import('./messages/MessagesRoute').then((m) => m.MessagesRoute));
const NotificationsRoute = lazyWithApollo(() => import('./notifications/NotificationsRoute').then((m) => m.NotificationsRoute));
const NotificationSettingsRoute = lazyWithApollo(() => import('./notification-settings/NotificationSettingsRoute').then((m) => m.NotificationSettingsRoute));
const MatchesRoute = lazyWithApollo(() => import('./matches/MatchesRoute').then((m) => m.MatchesRoute));
const ResourceRoute = lazyWithApollo(() => import('./resource/ResourceRoute').then((m) => m.ResourceRoute));
const ChatRoute = lazy(() => import('./chat/ChatRoute').then((m) => ({ default: m.ChatRoute })));
const DashboardRoute = lazyWithApollo(() =>
  import('./dashboard/DashboardRoute').then((m) => ({ Component: m.DashboardRoute, prefetch: m.prefetchDashboardRoute })),
);
const ProfileRoute = lazyWithApollo(() => import('./profile/ProfileRoute').then((m) => m.ProfileRoute));
const ProfileSettingsRoute = lazyWithApollo(() => import('./profile-settings/ProfileSettingsRoute').then((m) => m.ProfileSettingsRoute));
const AccountRoute = lazy(() => import('./account/AccountRoute').then((m) => ({ default: m.AccountRoute })));
const ForgotPasswordRoute = lazy(() => import('./forgot-password/ForgotPasswordRoute').then((m) => ({ default: m.ForgotPasswordRoute })));
const ResetPasswordRoute = lazy(() => import('./reset-password/ResetPasswordRoute').then((m) => ({ default: m.ResetPasswordRoute })));
const ConfirmEmailRoute = lazy(() => import('./confirm-email/ConfirmEmailRoute').then((m) => ({ default: m.ConfirmEmailRoute })));
const VerifyEmailRoute = lazy(() => import('./verify-email/VerifyEmailRoute').then((m) => ({ default: m.VerifyEmailRoute })));
const ProfileSetupRoute = lazyWithApollo(() => import('./profile-setup/ProfileSetupRoute').then((m) => m.ProfileSetupRoute));
const DevelopersRoute = lazy(() => import('./developers/DevelopersRoute').then((m) => ({ default: m.DevelopersRoute })));
const HelpCenterRoute = lazy(() => import('./help-center/HelpCenterRoute').then((m) => ({ default: m.HelpCenterRoute })));
const CollaborationRoute = lazyWithApollo(() => import('./collaboration/CollaborationRoute').then((m) => m.CollaborationRoute));
const BriefFormRoute = lazyWithApollo(() => import('./brief-form/BriefFormRoute').then((m) => m.BriefFormRoute));
const MyBriefsRoute = lazyWithApollo(() => import('./my-briefs/MyBriefsRoute').then((m) => m.MyBriefsRoute));
const BriefRoute = lazyWithApollo(() => import('./collaboration-brief/BriefRoute').then((m) => m.BriefRoute));
const ApplicationsRoute = lazyWithApollo(() => import('./collaboration-applications/ApplicationsRoute').then((m) => m.ApplicationsRoute));
const PrivacyRoute = lazy(() => import('./privacy/PrivacyRoute').then((m) => ({ default: m.PrivacyRoute })));
const TermsRoute = lazy(() => import('./terms/TermsRoute').then((m) => ({ default: m.TermsRoute })));
const AdminLoginRoute = lazy(() => import('./admin-login/AdminLoginRoute').then((m) => ({ default: m.AdminLoginRoute })));
const AdminDashboardRoute = lazyWithApollo(() => import('./admin-dashboard/AdminDashboardRoute').then((m) => m.AdminDashboardRoute));
const AdminResourcesRoute = lazyWithApollo(() => import('./admin-resources/AdminResourcesRoute').then((m) => m.AdminResourcesRoute));
const AdminAdsRoute = lazyWithApollo(() => import('./admin-ads/AdminAdsRoute').then((m) => m.AdminAdsRoute));
const AdminUsersRoute = lazyWithApollo(() => import('./admin-users/AdminUsersRoute').then((m) => m.AdminUsersRoute));
const AdminUserRoute = lazyWithApollo(() => import('./admin-users/AdminUserRoute').then((m) => m.AdminUserRoute));
const AdminAuditRoute = lazyWithApollo(() => import('./admin-audit/AdminAuditRoute').then((m) => m.AdminAuditRoute));
const AdminBrandsRoute = lazyWithApollo(() => import('./admin-brands/AdminBrandsRoute').then((m) => m.AdminBrandsRoute));
const BrandWorkspaceRoute = lazyWithApollo(() => import('./brand-workspace/BrandWorkspaceRoute').then((m) => m.BrandWorkspaceRoute));
const BrandDevelopersRoute = lazyWithApollo(() => import('./brand-developers/BrandDevelopersRoute').then((m) => m.BrandDevelopersRoute));
const BrandJoinRoute = lazyWithApollo(() => import('./brand-join/BrandJoinRoute').then((m) => m.BrandJoinRoute));
const AdminModerationRoute = lazyWithApollo(() => import('./admin-moderation/AdminModerationRoute').then((m) => m.AdminModerationRoute));

// A fresh load of a GraphQL page (a link, a bookmark, a reload) starts its chunk and Apollo's now,
// while the session is checked, instead of after the first render.
const graphQLPages: Record<string, { preload: () => void }> = {
  '/resources': ResourcesRoute,
  '/brands': BrandsRoute,
  '/networking': NetworkingRoute,
  '/network': NetworkRoute,
  '/messages': MessagesRoute,
  '/notifications': NotificationsRoute,
  '/account/notifications': NotificationSettingsRoute,
  '/dashboard': DashboardRoute,
  '/matches': MatchesRoute,
  '/profile': ProfileRoute,
  '/profile-settings': ProfileSettingsRoute,
  '/profile-setup': ProfileSetupRoute,
  '/collaboration': CollaborationRoute,
  '/collaboration/new': BriefFormRoute,
  '/collaboration/mine': MyBriefsRoute,
  '/collaboration/applications': ApplicationsRoute,
  '/admin/dashboard': AdminDashboardRoute,
  '/admin/resources': AdminResourcesRoute,
  '/admin/ads': AdminAdsRoute,
  '/admin/users': AdminUsersRoute,
  '/admin/audit': AdminAuditRoute,
  '/admin/moderation': AdminModerationRoute,
  '/admin/brands': AdminBrandsRoute,
  '/brand': BrandWorkspaceRoute,
  '/brand/join': BrandJoinRoute,
  '/brand/developers': BrandDevelopersRoute,
};
/** The pages whose path has a parameter, by prefix. */
const graphQLPagePrefixes: readonly [string, { preload: () => void }][] = [
  ['/creators/', CreatorRoute],
  ['/brands/', BrandPageRoute],
  ['/messages/', MessagesRoute],
  ['/resources/', ResourceRoute],
  ['/collaboration/', BriefRoute],
];
const openedAt = window.location.pathname;
(graphQLPages[openedAt] ?? graphQLPagePrefixes.find(([prefix]) => openedAt.startsWith(prefix))?.[1])?.preload();

/**
 * Every page of the app. Each path must be one of the client routes the server knows
 * (graph/src/shared/client-routes.ts): the server answers 404 for any other.
 */
const pages: readonly { path: ClientRoute; element: ReactNode }[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/login', element: <LoginRoute /> },
  { path: '/signup', element: <SignupRoute /> },
  { path: '/auth', element: <Navigate to="/login" replace /> },
  { path: '/forgot-password', element: <ForgotPasswordRoute /> },
  { path: '/reset-password', element: <ResetPasswordRoute /> },
  { path: '/confirm-email', element: <ConfirmEmailRoute /> },
  { path: '/verify-email', element: <VerifyEmailRoute /> },

  {
    path: '/dashboard',
    element: (
      <RequireSignIn>
        <DashboardRoute />
      </RequireSignIn>
    ),
  },
  {
    path: '/matches',
    element: (
      <RequireSignIn>
        <MatchesRoute />
      </RequireSignIn>
    ),
  },
  {
    path: '/profile',
    element: (
      <RequireSignIn>
        <ProfileRoute />
      </RequireSignIn>
    ),
  },
  {
    path: '/profile-settings',
    element: (
      <RequireSignIn>
        <ProfileSettingsRoute />
      </RequireSignIn>
    ),
  },
  {
    path: '/profile-setup',
    element: (
      <RequireSignIn>
        <ProfileSetupRoute />
      </RequireSignIn>
    ),
  },
  {
    path: '/account',
    element: (
      <RequireSignIn>
        <AccountRoute />
      </RequireSignIn>
    ),
  },
  {
    path: '/account/notifications',
    element: (
      <RequireSignIn>
        <NotificationSettingsRoute />
      </RequireSignIn>
    ),
  },

  { path: '/resources', element: <ResourcesRoute /> },
  { path: '/resources/:slug', element: <ResourceRoute /> },
  { path: '/brands', element: <BrandsRoute /> },
  { path: '/brands/:slug', element: <BrandPageRoute /> },
  { path: '/about', element: <AboutRoute /> },
  { path: '/networking', element: <NetworkingRoute /> },
  { path: '/network', element: <NetworkRoute /> },
  { path: '/creators/:username', element: <CreatorRoute /> },
  {
    path: '/messages',
    element: (
      <RequireSignIn>
        <MessagesRoute />
      </RequireSignIn>
    ),
  },
  {
    path: '/messages/:id',
    element: (
      <RequireSignIn>
        <MessagesRoute />
      </RequireSignIn>
    ),
  },
  {
    path: '/notifications',
    element: (
      <RequireSignIn>
        <NotificationsRoute />
      </RequireSignIn>
    ),
  },
  {
    path: '/brand',
    element: (
      <RequireSignIn>
        <BrandWorkspaceRoute />
      </RequireSignIn>
    ),
  },
  { path: '/brand/join', element: <BrandJoinRoute /> },
  {
    path: '/brand/developers',
    element: (
      <RequireSignIn>
        <BrandDevelopersRoute />
      </RequireSignIn>
    ),
  },
  { path: '/chat', element: <ChatRoute /> },

  { path: '/admin/login', element: <AdminLoginRoute /> },
  {
    path: '/admin/dashboard',
    element: (
      <RequireAdmin>
        <AdminDashboardRoute />
      </RequireAdmin>
    ),
  },
  {
    path: '/admin/resources',
    element: (
      <RequireAdmin>
        <AdminResourcesRoute />
      </RequireAdmin>
    ),
  },
  {
    path: '/admin/ads',
    element: (
      <RequireAdmin>
        <AdminAdsRoute />
      </RequireAdmin>
    ),
  },
  {
    path: '/admin/users',
    element: (
      <RequireAdmin>
        <AdminUsersRoute />
      </RequireAdmin>
    ),
  },
  {
    path: '/admin/users/:id',
    element: (
      <RequireAdmin>
        <AdminUserRoute />
      </RequireAdmin>
    ),
  },
  {
    path: '/admin/audit',
    element: (
      <RequireAdmin>
        <AdminAuditRoute />
      </RequireAdmin>
    ),
  },
  {
    path: '/admin/moderation',
    element: (
      <RequireAdmin>
        <AdminModerationRoute />
      </RequireAdmin>
    ),
  },
  {
    path: '/admin/brands',
    element: (
      <RequireAdmin>
        <AdminBrandsRoute />
      </RequireAdmin>
    ),
  },

  { path: '/help-center', element: <HelpCenterRoute /> },
  { path: '/developers', element: <DevelopersRoute /> },
  { path: '/collaboration', element: <CollaborationRoute /> },
  // The poster's pages: static segments rank above a brief's own page at /collaboration/:id.
  { path: '/collaboration/new', element: <RequireSignIn children={<BriefFormRoute />} /> },
  { path: '/collaboration/mine', element: <RequireSignIn children={<MyBriefsRoute />} /> },
  { path: '/collaboration/:id/edit', element: <RequireSignIn children={<BriefFormRoute />} /> },
  {
    path: '/collaboration/applications',
    element: (
      <RequireSignIn>
        <ApplicationsRoute />
      </RequireSignIn>
    ),
  },
  { path: '/collaboration/:id', element: <BriefRoute /> },
  { path: '/privacy', element: <PrivacyRoute /> },
  { path: '/terms', element: <TermsRoute /> },
];

/** Every route of the app. A path with no page falls through to the 404 page. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [...pages, { path: '*', element: <NotFoundRoute /> }],
  },
]);
