import { RateLimiterMemory } from 'rate-limiter-flexible';
import { consumeOrRefuse } from '../common/rate-limit.js';

export type AuthLimitsConfig = {
  windowSeconds: number;
  loginPerAccount: number;
  loginPerIp: number;
  registerPerIp: number;
};

/** 10 tries per account and 30 per address in 15 minutes; 10 sign-ups per address an hour. */
export const DEFAULT_AUTH_LIMITS: AuthLimitsConfig = { windowSeconds: 15 * 60, loginPerAccount: 10, loginPerIp: 30, registerPerIp: 10 };

export type AuthLimits = {
  /** Counts a sign-in attempt; throws RATE_LIMITED with Retry-After seconds past the limit. */
  consumeLogin: (email: string, ip: string) => Promise<void>;
  /** A successful sign-in clears the account's count (not the address's). */
  forgiveLogin: (email: string) => Promise<void>;
  consumeRegister: (ip: string) => Promise<void>;
};

const consume = (limiter: RateLimiterMemory, key: string, what: string) =>
  consumeOrRefuse(limiter, key, (retryAfter) => {
    const minutes = Math.ceil(retryAfter / 60);
    return `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  });

/**
 * In-process counters for now. The roadmap's several instances swap RateLimiterMemory for
 * rate-limiter-flexible's Redis limiter with the same calls.
 */
export function createAuthLimits(config: AuthLimitsConfig = DEFAULT_AUTH_LIMITS): AuthLimits {
  const perAccount = new RateLimiterMemory({ keyPrefix: 'login-account', points: config.loginPerAccount, duration: config.windowSeconds });
  const perIp = new RateLimiterMemory({ keyPrefix: 'login-ip', points: config.loginPerIp, duration: config.windowSeconds });
  const registerIp = new RateLimiterMemory({ keyPrefix: 'register-ip', points: config.registerPerIp, duration: 60 * 60 });
  return {
    consumeLogin: async (email, ip) => {
      await consume(perIp, ip, 'sign-in attempts from your network');
      await consume(perAccount, email, 'sign-in attempts for this account');
    },
    forgiveLogin: async (email) => {
      await perAccount.delete(email);
    },
    consumeRegister: (ip) => consume(registerIp, ip, 'sign-ups from your network'),
  };
}
