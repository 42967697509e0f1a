import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Context } from '../common/context.js';
import { recordApiCall } from './api-call.service.js';

/** What the budget adds to a keyed response's extensions; the cost recorded is `actualQueryCost`. */
type CostExtension = { actualQueryCost?: unknown };

/**
 * Records every call made with an API key, after its response is ready: the insert is started in
 * `willSendResponse` and not awaited, so the response never waits for it; a failed insert is
 * logged, never the caller's problem. Calls refused before a key was recognised (no actor) are
 * not the brand's and are not recorded. `pending` lets a stopping app finish the inserts it began.
 */
export function apiCallRecorder(fork: () => EntityManager, logger: Logger): ApolloServerPlugin<Context> & { pending: Set<Promise<void>> } {
  const pending = new Set<Promise<void>>();
  return {
    pending,
    async requestDidStart({ contextValue }) {
      const actor = contextValue.actor;
      if (actor?.kind !== 'apiKey') return;
      const at = new Date();
      const started = performance.now();
      return {
        async willSendResponse({ response, request, operationName }) {
          const result = response.body.kind === 'single' ? response.body.singleResult : response.body.initialResult;
          const cost = (result.extensions?.cost as CostExtension | undefined)?.actualQueryCost;
          const code = result.errors?.[0]?.extensions?.code;
          const write = recordApiCall(fork(), {
            keyId: actor.keyId,
            brandId: actor.brandId,
            operationName: operationName ?? request.operationName ?? null,
            cost: typeof cost === 'number' && Number.isFinite(cost) ? Math.round(cost) : null,
            status: response.http.status ?? 200,
            errorCode: typeof code === 'string' ? code : null,
            durationMs: performance.now() - started,
            at,
          })
            .catch((error: unknown) => logger.error({ err: error, keyId: actor.keyId }, 'could not record an API call'))
            .finally(() => pending.delete(write));
          pending.add(write);
        },
      };
    },
    async serverWillStart() {
      return {
        async serverWillStop() {
          await Promise.all(pending);
        },
      };
    },
  };
}
