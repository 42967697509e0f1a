import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../../graph/src/shared/site-config';

/** Nothing configured: no blog, no support address, no Google sign-in. */
const NONE: SiteConfig = { blogUrl: null, supportEmail: null, googleSignIn: false, publicOrigin: null };

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function readSiteConfig(): SiteConfig {
  const script = typeof document === 'undefined' ? null : document.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!script?.textContent) return NONE;
  try {
    const raw = JSON.parse(script.textContent) as Partial<Record<keyof SiteConfig, unknown>>;
    return { blogUrl: text(raw.blogUrl), supportEmail: text(raw.supportEmail), googleSignIn: raw.googleSignIn === true, publicOrigin: text(raw.publicOrigin) };
  } catch {
    return NONE;
  }
}

/**
 * The deployment's public settings, as the server wrote them into the page
 * (graph/src/shared/site-config.ts). They hold for the page's life, so they are read once.
 * A page without them shows no link that depends on them.
 */
export const siteConfig: SiteConfig = readSiteConfig();

/** A mailto: link to the support address with a subject line, or null when there is no address. */
export const supportMailto = (subject?: string): string | null =>
  siteConfig.supportEmail ? `mailto:${siteConfig.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}` : null;

/** The site's host as people type it (PUBLIC_ORIGIN's, e.g. soundboard.fm), else the page's own. */
export const publicHost = (): string => {
  if (siteConfig.publicOrigin) {
    try {
      return new URL(siteConfig.publicOrigin).host;
    } catch {
      // A malformed setting: the page's own host below.
    }
  }
  return typeof window === 'undefined' ? '' : window.location.host;
};
