import { AppError } from '../common/errors.js';
import { consumeOrRefuse, createRateLimiter, MEMORY_RATE_LIMITS, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';

export type AuthLimitsConfig = {
  windowSeconds: number;
  /** Failed sign-ins on one account from one address in the window. */
  loginPerAccount: number;
  /** Failed sign-ins from one address in the window, all accounts together. */
  loginPerIp: number;
  /** Failed sign-ins on one account in a day, all addresses together, before it slows down. */
  loginPerAccountPerDay: number;
  registerPerIp: number;
  /** Password-reset e-mails asked for from one address in an hour, all accounts together. */
  forgotPerIp: number;
  /** Password-reset e-mails to one account's address in an hour, from anywhere. */
  forgotPerEmail: number;
  /** E-mail change confirmations one account may ask for in an hour. */
  emailChangePerAccount: number;
  /** E-mail change confirmations sent to one address in an hour, whoever asks. */
  emailChangePerEmail: number;
  /** Verification links sent again (on the owner's request) to one address in an hour. */
  verifyPerEmail: number;
  /** Reset links checked (their page opened) from one address in the window. */
  linkChecksPerIp: number;
};

/**
 * 10 failures per account and address and 30 per address in 15 minutes; 100 per account a day; 10
 * sign-ups per address an hour; 20 reset e-mails per address and 3 per e-mail address an hour;
 * 5 e-mail change confirmations per account and 3 per e-mail address an hour; 3 verification
 * links sent again per e-mail address an hour; 60 reset links checked per address in 15 minutes.
 */
export const DEFAULT_AUTH_LIMITS: AuthLimitsConfig = {
  windowSeconds: 15 * 60,
  loginPerAccount: 10,
  loginPerIp: 30,
  loginPerAccountPerDay: 100,
  registerPerIp: 10,
  forgotPerIp: 20,
  forgotPerEmail: 3,
  emailChangePerAccount: 5,
  emailChangePerEmail: 3,
  verifyPerEmail: 3,
  linkChecksPerIp: 60,
};

/** An admitted sign-in attempt: say how it ended, so that only failures count. */
export type LoginAttempt = { failed: () => Promise<void>; succeeded: () => Promise<void> };

export type AuthLimits = {
  /**
   * Admits a sign-in attempt on `account` (null when the account is not known yet, as with a
   * Google token) from `ip`, or throws RATE_LIMITED with Retry-After seconds.
   */
  beginLogin: (account: string | null, ip: string) => Promise<LoginAttempt>;
  consumeRegister: (ip: string) => Promise<void>;
  /**
   * Counts a password-reset e-mail to `email` asked from `ip`: true when it may be sent. Never
   * throws for the limit: the answer to the asker must not depend on it (see requestPasswordReset).
   */
  allowResetMail: (email: string, ip: string) => Promise<boolean>;
  /**
   * Counts an e-mail change confirmation asked by account `userId` for `email`, or throws
   * RATE_LIMITED with Retry-After: the asker is signed in and knows what they asked, so they are
   * told; a mailbox is not flooded with confirmations, whichever accounts ask.
   */
  consumeEmailChange: (userId: string, email: string) => Promise<void>;
  /**
   * Counts a verification link sent again to `email`, or throws RATE_LIMITED with Retry-After: the
   * owner asked and is told; a mailbox gets only a few of them an hour.
   */
  consumeVerifyMail: (email: string) => Promise<void>;
  /** Counts a reset link's check from `ip` (its page opened), or throws RATE_LIMITED with Retry-After. */
  consumeLinkCheck: (ip: string) => Promise<void>;
};

const DAY_SECONDS = 24 * 60 * 60;

const refusal = (what: string) => (retryAfter: number) => {
  const minutes = Math.ceil(retryAfter / 60);
  return `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * Stops password guessing without letting a stranger lock an owner out:
 * - each (account, address) pair gets `loginPerAccount` failures per window; past that only that
 *   address is refused for that account, so the owner elsewhere still signs in;
 * - each address gets `loginPerIp` failures per window over all accounts (credential stuffing);
 * - an account with `loginPerAccountPerDay` failures in a day from all addresses together (a
 *   guesser spread over many addresses) is slowed, not locked: every address then gets one try
 *   per window on it. The owner's first try from anywhere still goes through.
 * A try is counted when it is admitted (so a burst of parallel guesses cannot slip past the
 * count) and refunded when it succeeds; a success clears only its own address's counts.
 */
export function createAuthLimits(config: AuthLimitsConfig = DEFAULT_AUTH_LIMITS, store: RateLimitStore = MEMORY_RATE_LIMITS): AuthLimits {
  const window = config.windowSeconds;
  const perPair = createRateLimiter(store, { keyPrefix: 'login-pair', points: config.loginPerAccount, durationSeconds: window });
  const perIp = createRateLimiter(store, { keyPrefix: 'login-ip', points: config.loginPerIp, durationSeconds: window });
  const perAccountDay = createRateLimiter(store, { keyPrefix: 'login-account-day', points: config.loginPerAccountPerDay, durationSeconds: DAY_SECONDS });
  const slowPair = createRateLimiter(store, { keyPrefix: 'login-slow-pair', points: 1, durationSeconds: window });
  const registerIp = createRateLimiter(store, { keyPrefix: 'register-ip', points: config.registerPerIp, durationSeconds: 60 * 60 });
  const forgotIp = createRateLimiter(store, { keyPrefix: 'forgot-ip', points: config.forgotPerIp, durationSeconds: 60 * 60 });
  const forgotEmail = createRateLimiter(store, { keyPrefix: 'forgot-email', points: config.forgotPerEmail, durationSeconds: 60 * 60 });
  const emailChangeAccount = createRateLimiter(store, { keyPrefix: 'email-change-account', points: config.emailChangePerAccount, durationSeconds: 60 * 60 });
  const emailChangeEmail = createRateLimiter(store, { keyPrefix: 'email-change-email', points: config.emailChangePerEmail, durationSeconds: 60 * 60 });
  const verifyEmail = createRateLimiter(store, { keyPrefix: 'verify-email', points: config.verifyPerEmail, durationSeconds: 60 * 60 });
  const linkCheckIp = createRateLimiter(store, { keyPrefix: 'link-check-ip', points: config.linkChecksPerIp, durationSeconds: window });

  /** Takes one point from each limiter in turn; a refusal gives back the points already taken. */
  async function admit(steps: [RateLimiter, string, string][]): Promise<void> {
    const taken: [RateLimiter, string][] = [];
    try {
      for (const [limiter, key, what] of steps) {
        await consumeOrRefuse(limiter, key, refusal(what));
        taken.push([limiter, key]);
      }
    } catch (error) {
      await Promise.all(taken.map(([limiter, key]) => limiter.reward(key, 1)));
      throw error;
    }
  }

  const overDailyCap = async (account: string) => ((await perAccountDay.get(account))?.consumedPoints ?? 0) >= config.loginPerAccountPerDay;

  return {
    beginLogin: async (account, ip) => {
      if (account === null) {
        await admit([[perIp, ip, 'sign-in attempts from your network']]);
        return { failed: async () => undefined, succeeded: async () => void (await perIp.reward(ip, 1)) };
      }
      const pair = `${account}|${ip}`;
      const steps: [RateLimiter, string, string][] = [
        [perIp, ip, 'sign-in attempts from your network'],
        [perPair, pair, 'sign-in attempts for this account'],
      ];
      if (await overDailyCap(account)) steps.push([slowPair, pair, 'failed sign-ins for this account today']);
      await admit(steps);
      return {
        failed: async () => void (await perAccountDay.penalty(account, 1)),
        succeeded: async () => {
          await Promise.all([perIp.reward(ip, 1), perPair.delete(pair), slowPair.delete(pair)]);
        },
      };
    },
    consumeRegister: (ip) => consumeOrRefuse(registerIp, ip, refusal('sign-ups from your network')),
    allowResetMail: async (email, ip) => {
      try {
        await admit([
          [forgotIp, ip, 'reset e-mails from your network'],
          [forgotEmail, email, 'reset e-mails to this address'],
        ]);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
        throw error;
      }
    },
    consumeEmailChange: (userId, email) =>
      admit([
        [emailChangeAccount, userId, 'e-mail changes for your account'],
        [emailChangeEmail, email, 'confirmation e-mails to this address'],
      ]),
    consumeVerifyMail: (email) => consumeOrRefuse(verifyEmail, email, refusal('confirmation e-mails to this address')),
    consumeLinkCheck: (ip) => consumeOrRefuse(linkCheckIp, ip, refusal('reset links checked from your network')),
  };
}
