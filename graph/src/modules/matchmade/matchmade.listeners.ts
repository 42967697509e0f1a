import type { Logger } from 'pino';
import { listenSafely } from '../../platform/listeners.js';
import type { PubSub } from '../common/pubsub.js';
import type { MatchmadeKit } from './matchmade.kit.js';

/**
 * MatchMade's live reactions. Every instance drops its own prepared catalogue when the
 * catalogue changes: an event each instance hears, not a job that one of them would take.
 */
export function matchmadeListeners({ pubsub, logger, matchmade }: { pubsub: PubSub; logger: Logger; matchmade: MatchmadeKit }): (() => void)[] {
  return [
    listenSafely(pubsub, logger, 'CATALOG_UPDATED', ({ kind }) => {
      matchmade.catalog.invalidate();
      // The brand index ("Brands that fit you") only on brand changes: a resource edit leaves it as it is.
      if (kind !== 'resources') matchmade.brandCatalog.invalidate();
    }),
  ];
}
