import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobHandlers } from '../../platform/jobs.js';
import { isEmailAddress } from '../../shared/email-address.js';
import { isWebUrl } from '../../shared/urls.js';
import { sendPasswordReset } from './account.service.js';

export type AccountJobDeps = { fork: () => EntityManager };

/** A stored reset request, checked: an address the forgot form took, and an http(s) page to link to. */
function resetRequestOf(payload: unknown): { email: string; resetPage: string } {
  const { email, resetPage } = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  if (typeof email !== 'string' || !isEmailAddress(email) || typeof resetPage !== 'string' || resetPage.length > 500 || !isWebUrl(resetPage)) {
    throw new Error('send_password_reset needs { email, resetPage } as an e-mail address and an http(s) address');
  }
  return { email, resetPage };
}

/** The account module's queued work: the lookup and the mail behind the forgot-password form. */
export function accountJobs({ fork }: AccountJobDeps): Pick<JobHandlers, 'send_password_reset'> {
  return {
    send_password_reset: async (payload, run) => {
      const { email, resetPage } = resetRequestOf(payload);
      await sendPasswordReset(fork(), email, resetPage);
      run.logger.debug('password reset request handled');
    },
  };
}
