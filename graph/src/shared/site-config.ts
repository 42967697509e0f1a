/**
 * What the web app needs to know about this deployment before it draws a link: the blog and the
 * support address exist only where they are configured (BLOG_URL, SUPPORT_EMAIL), and copy about
 * Google sign-in holds only when it is on. The server writes it into every page it sends
 * (graph/src/web-app.ts; the dev server through web/vite.config.ts); the app reads it from there
 * (web/src/config/siteConfig.ts). Public by nature: nothing here is a secret.
 */
export type SiteConfig = {
  /** The external blog of the top navigation; null hides it. */
  blogUrl: string | null;
  /** The address of every "contact us" link; null hides them. */
  supportEmail: string | null;
  /** Whether 'Continue with Google' is offered on /login and /signup. */
  googleSignIn: boolean;
  /** The address people reach the site at (PUBLIC_ORIGIN), as the landing tour's address bar shows it; null: the page's own. */
  publicOrigin: string | null;
};

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** The settings as the page's JSON script holds them, `<` escaped so that no value can end the script. */
export const siteConfigJson = (site: SiteConfig): string => JSON.stringify(site).replace(/</g, '\\u003c');

/** The page's `<script type="application/json">` that carries the settings. */
export const siteConfigScript = (site: SiteConfig): string => `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${siteConfigJson(site)}</script>`;
