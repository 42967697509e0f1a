import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Webhook secrets and signatures. A signing secret is `whsec_` and 32 random bytes (base64url),
 * shown once; the HMAC key is the whole string as shown, so that a receiver pastes it as it is.
 * We keep it encrypted with AES-256-GCM under a key derived (HKDF-SHA256) from APP_SECRET, the
 * endpoint's id bound in as additional data so that a ciphertext copied to another row does not
 * open. Changing APP_SECRET makes every stored secret unreadable: endpoints must then be created again.
 */

export const SECRET_PREFIX = 'whsec_';

/** The key that encrypts signing secrets at rest, derived once from the app's secret. */
export const secretsKey = (appSecret: string): Buffer => Buffer.from(hkdfSync('sha256', appSecret, 'soundboard', 'webhook signing secrets v1', 32));

export const newSigningSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

export function encryptSecret(key: Buffer, endpointId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(endpointId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

export function decryptSecret(key: Buffer, endpointId: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('Unknown signing secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(endpointId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** `t=<unix seconds>,v1=<hex>`: the HMAC-SHA256 of `<t>.<raw body>` with the signing secret. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/**
 * What a receiver does (and what our docs show): parse the header, recompute the HMAC over the raw
 * body, compare in constant time, and refuse a timestamp further than `toleranceSeconds` from now.
 */
export function verifySignature(secret: string, body: string, header: string, now: Date, toleranceSeconds = 300): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(t) || !given || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const received = Buffer.from(given, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
