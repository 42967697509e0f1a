import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

// Verifying against this when no account matches keeps "unknown e-mail" as slow as "wrong
// password", so response times do not reveal which e-mails have accounts.
const decoyHash = hashPassword('decoy password that matches nothing');

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
