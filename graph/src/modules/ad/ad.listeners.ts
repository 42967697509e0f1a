import type { Logger } from 'pino';
import { listenSafely } from '../../platform/listeners.js';
import type { PubSub } from '../common/pubsub.js';
import type { AdKit } from './ad.service.js';

/** Every instance drops its cached banner lists when an ad changes: an event each instance hears. */
export function adListeners({ pubsub, logger, ads }: { pubsub: PubSub; logger: Logger; ads: AdKit }): (() => void)[] {
  return [listenSafely(pubsub, logger, 'BANNER_ADS_UPDATED', () => ads.banners.invalidate())];
}
