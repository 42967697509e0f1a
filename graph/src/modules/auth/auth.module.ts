import type { KitDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { AuthConfigResolver } from './auth-config.resolver.js';
import { AuthResolver } from './auth.resolver.js';
import { KnownDevice } from './known-device.entity.js';
import { authRoutes } from './auth.routes.js';
import type { AddressProof } from './auth.service.js';
import { createFirebaseVerifier, type FirebaseConfig } from './firebase.js';
import { createAuthLimits, type AuthLimitsConfig } from './rate-limits.js';

declare module '../common/module.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModulePorts {
    /** The address proofs of sign-up and Google sign-in, which the account module (above this one) owns. */
    addressProof: AddressProof;
  }
}

export const authModule = defineModule({
  name: 'auth',
  resolvers: [AuthResolver, AuthConfigResolver],
  entities: [KnownDevice],
  routes: authRoutes,
  kits: ({ config, rateLimits, pubsub, ports }: KitDeps<{ authLimits: AuthLimitsConfig; firebase: FirebaseConfig | undefined }>) => ({
    auth: {
      limits: createAuthLimits(config.authLimits, rateLimits),
      firebase: createFirebaseVerifier(config.firebase),
      pubsub,
      addressProof: ports.addressProof,
    },
  }),
  stop: async ({ auth }) => {
    await auth.firebase?.close();
  },
});
