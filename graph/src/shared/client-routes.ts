/**
 * Every path the web app's router shows a page for, as react-router patterns (`:name` is one
 * segment). The router (web/src/routes/router.tsx) types its routes by this list, so a page cannot
 * be added there without its path here; the server (graph/src/web-app.ts) answers 404 for any
 * other path, while still sending the app, which shows its not-found page.
 * The other way round, web/src/routes/routes.test.ts checks that every path here has its page.
 */
export const CLIENT_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/verify-email',

  '/dashboard',
  '/profile',
  '/profile-settings',
  '/profile-setup',
  '/account',
  '/account/notifications',
  '/matches',

  '/resources',
  '/resources/:slug',
  '/brands',
  '/brands/:slug',
  '/about',
  '/networking',
  '/network',
  '/creators/:username',
  '/messages',
  '/messages/:id',
  '/notifications',
  '/chat',

  '/brand',
  '/brand/join',
  '/brand/developers',

  '/admin/login',
  '/admin/dashboard',
  '/admin/resources',
  '/admin/ads',
  '/admin/users',
  '/admin/users/:id',
  '/admin/audit',
  '/admin/moderation',
  '/admin/brands',

  '/help-center',
  '/developers',
  '/collaboration',
  '/collaboration/new',
  '/collaboration/mine',
  '/collaboration/:id/edit',
  '/collaboration/applications',
  '/collaboration/:id',
  '/privacy',
  '/terms',
] as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern for all routes, matched as react-router does by default: case-insensitive, a
 * trailing slash allowed, and a `:name` segment standing for one non-empty segment.
 */
const ROUTE_PATTERN = new RegExp(
  `^(?:${CLIENT_ROUTES.map((route) =>
    route === '/'
      ? ''
      : route
          .split('/')
          .slice(1)
          .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(segment)}`))
          .join(''),
  ).join('|')})/?$`,
  'i',
);

/** Whether the web app has a page at this path (a URL's pathname, without its query). */
export function isClientRoute(pathname: string): boolean {
  return ROUTE_PATTERN.test(pathname);
}
