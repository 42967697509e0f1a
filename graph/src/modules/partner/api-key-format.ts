import { createHmac, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * The shape of a partner API key, checked without any database read. A key is `sbk_live_`, 30
 * random base62 characters, then a 6-character checksum: the CRC32 of everything before it,
 * base62-encoded and left-padded with zeros. Secret scanners recognise the prefix, and a key with
 * a typo or a made-up one is refused here, before it costs a query. Only its HMAC-SHA256 with the
 * server's secret is ever stored.
 */

export const API_KEY_PREFIX = 'sbk_live_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
/** Every well-formed key is exactly this long. */
export const API_KEY_LENGTH = API_KEY_PREFIX.length + RANDOM_LENGTH + CHECKSUM_LENGTH;
const SHAPE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

/** A non-negative integer in base62, left-padded with zeros to `width`. */
function base62(value: number, width: number): string {
  let out = '';
  let rest = value;
  do {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return out.padStart(width, '0');
}

/** The checksum of a key's body (the prefix and the random part). */
export const apiKeyChecksum = (body: string): string => base62(crc32(body), CHECKSUM_LENGTH);

/** A new key: 30 characters drawn uniformly from base62 by the crypto RNG, and its checksum. */
export function generateApiKey(): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) random += BASE62[randomInt(62)];
  const body = API_KEY_PREFIX + random;
  return body + apiKeyChecksum(body);
}

/** Whether a presented key has the shape and checksum of one we issue (no database read). */
export function isWellFormedApiKey(key: string): boolean {
  if (key.length !== API_KEY_LENGTH || !SHAPE.test(key)) return false;
  const body = key.slice(0, -CHECKSUM_LENGTH);
  return apiKeyChecksum(body) === key.slice(-CHECKSUM_LENGTH);
}

/** What is stored of a key: its HMAC-SHA256 with the app's secret, hex. */
export const hashApiKey = (key: string, appSecret: string): string => createHmac('sha256', appSecret).update(key).digest('hex');

/** The last four characters, shown in lists so that owners can tell their keys apart. */
export const lastFourOf = (key: string): string => key.slice(-4);
