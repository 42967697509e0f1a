import type { KitDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { Block, ConnectionRequest, CreatorConnection, PrivacySettings } from './network.entities.js';
import { CreatorNetworkResolver, NetworkResolver, UserNetworkResolver } from './network.resolver.js';
import { createNetworkKit } from './network.service.js';

export const networkModule = defineModule({
  name: 'network',
  resolvers: [NetworkResolver, CreatorNetworkResolver, UserNetworkResolver],
  entities: [ConnectionRequest, CreatorConnection, Block, PrivacySettings],
  kits: ({ pubsub, rateLimits, config, ports }: KitDeps<{ connectPerDay: number }>) => ({
    network: createNetworkKit(pubsub, rateLimits, config.connectPerDay, ports.connectionConversations),
  }),
});
