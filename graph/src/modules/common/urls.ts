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
