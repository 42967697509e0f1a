import { slugify } from './slug.js';

/**
 * Address rules both tiers apply (the web form checks as the admin types, the server again
 * before any SQL): a pure module, like limits.ts.
 */

/** The longest web address any field takes (links, websites, ad images: the columns' own length). */
export const WEB_URL_MAX = 500;

export type WebUrlOptions = {
  /** Only https:// (an image shown on our https pages must not be fetched in clear). */
  httpsOnly?: boolean;
  /** The field's name as a form shows it ("Website"), which starts the message; "Must …" without one. */
  label?: string;
};

/**
 * What keeps `value` from being a web address a field takes, in a sentence, or null when it is
 * one. The one rule for every link (profiles, brands, ads and their images, resources, requests):
 * - http:// or https:// only (https:// only with `httpsOnly`), with a host;
 * - no user name or password in it: a `https://user:password@host` link would show a
 *   password to everyone who reads it, and can dress one host up as another;
 * - no spaces or control characters, which the URL parser would silently drop or encode, so
 *   the address stored would not be the one followed;
 * - at most WEB_URL_MAX characters.
 */
export function webUrlProblem(value: string, { httpsOnly = false, label }: WebUrlOptions = {}): string | null {
  const problem = webUrlFault(value, httpsOnly);
  return problem === null ? null : label ? `${label} ${problem}` : `${problem[0]!.toUpperCase()}${problem.slice(1)}`;
}

function webUrlFault(value: string, httpsOnly: boolean): string | null {
  const scheme = httpsOnly ? 'must start with https://' : 'must be an http:// or https:// address';
  if (value.length > WEB_URL_MAX) return `must be at most ${WEB_URL_MAX} characters`;
  if (/[\s\p{Cc}]/u.test(value)) return 'must not contain spaces or control characters';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return scheme;
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return scheme;
  if (url.hostname === '') return scheme;
  // The parser drops an empty user name ("https://@host"): the raw text is looked at too.
  if (url.username !== '' || url.password !== '' || /^https?:\/\/[^/?#]*@/i.test(value)) return 'must not contain a user name or password (user:password@)';
  return null;
}

/** Whether `value` is a web address a field takes: see `webUrlProblem` for the rule. */
export const isWebUrl = (value: string, options: WebUrlOptions = {}): boolean => webUrlProblem(value, options) === null;

/** A logo the logo module draws (GET /logos/{key}.svg), never fetched from anyone else. */
export const GENERATED_LOGO = /^\/logos\/[a-z0-9][a-z0-9-]{0,79}\.svg$/;

/** The generated logo of a catalogue entry: a monogram drawn from its name's words. */
export const generatedLogoUrl = (name: string) => `/logos/${slugify(name, 80) || 'logo'}.svg`;

/**
 * Top-level domains that mark `name.tld` in free text as a web address: the common generic ones,
 * the ones link shorteners and scam pages favour, and `.example`/`.test`. Domains that read as
 * words in a name (`.works`, `.in`, `.me`, `.us`, `.so`, `.to`, `.company`...) are left out, so
 * that "Sound.works" stays a name.
 */
const ADDRESS_TLDS = [
  'com',
  'net',
  'org',
  'io',
  'co',
  'info',
  'biz',
  'xyz',
  'app',
  'dev',
  'example',
  'test',
  'top',
  'site',
  'online',
  'club',
  'shop',
  'store',
  'link',
  'click',
  'live',
  'gg',
  'tv',
  'ly',
  'gl',
  'cc',
  'ai',
  'ru',
  'cn',
  'uk',
  'eu',
];

// A scheme and "//" (https://, ftp://), or "www." anywhere.
const SCHEME_OR_WWW = /[a-z][a-z0-9+.-]*:\/\/|(?:^|[^a-z0-9])www[.。．]/i;
// A host label, a dot (or a full-width dot), one of the TLDs, and no letter, digit or dash after it.
const HOST_WITH_TLD = new RegExp(`[a-z0-9](?:[a-z0-9-]*[a-z0-9])?[.。．](?:${ADDRESS_TLDS.join('|')})(?![a-z0-9-])`, 'i');
// An IPv4 address.
const IPV4 = /(?:^|[^\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])/;

/**
 * Whether free text (a name shown to others, or mailed) carries a web address that someone could
 * follow or copy: a scheme (`https://`), `www.`, a host ending in a common domain (`pay.example`,
 * `paypal.com`), or an IP address. Names are refused with such text so that nobody relays a link
 * in our pages or mails under the cover of a name.
 */
export function containsWebAddress(text: string): boolean {
  return SCHEME_OR_WWW.test(text) || HOST_WITH_TLD.test(text) || IPV4.test(text);
}
