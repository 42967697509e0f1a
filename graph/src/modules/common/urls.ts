import { slugify } from './slug.js';

/**
 * Address rules both tiers apply (the web form checks as the admin types, the server again
 * before any SQL): a pure module, like limits.ts.
 */

/**
 * An absolute address on the web: one of `protocols`, with a host and no credentials in it (a
 * `user:pass@` link would show someone's password to everyone who reads it).
 */
export function isWebUrl(value: string, protocols: readonly string[] = ['https:', 'http:']): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

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
  'com', 'net', 'org', 'io', 'co', 'info', 'biz', 'xyz', 'app', 'dev', 'example', 'test', 'top', 'site', 'online',
  'club', 'shop', 'store', 'link', 'click', 'live', 'gg', 'tv', 'ly', 'gl', 'cc', 'ai', 'ru', 'cn', 'uk', 'eu',
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
