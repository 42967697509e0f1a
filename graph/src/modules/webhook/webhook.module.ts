import type { KitDeps, WorkDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { systemResolver } from './webhook.address.js';
import type { WebhookKit } from './webhook.delivery.js';
import { WebhookDelivery, WebhookDeliveryAttempt, WebhookEndpoint } from './webhook.entities.js';
import { recordBrandRequestReceived } from './webhook.events.js';
import { webhookJobs } from './webhook.jobs.js';
import { BrandWebhooksResolver, WebhookDeliveryResolver, WebhookResolver } from './webhook.resolver.js';
import { secretsKey } from './webhook.signing.js';

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    webhooks: WebhookKit;
  }
}

/**
 * Partner webhooks: a brand's endpoints, the events recorded with the actions that cause them
 * (webhook.events.ts, called by the modules above this one and, through a port, by the brand
 * module below it), and their signed delivery through the job queue.
 */
export const webhookModule = defineModule({
  name: 'webhook',
  resolvers: [WebhookResolver, WebhookDeliveryResolver, BrandWebhooksResolver],
  entities: [WebhookEndpoint, WebhookDelivery, WebhookDeliveryAttempt],
  // The brand module records its requests' events with this (it cannot import this module).
  ports: { brandWebhooks: { requestReceived: recordBrandRequestReceived } },
  kits: ({ config }: KitDeps<{ appSecret: string; webhooks: { allowLoopback: boolean; timeoutMs: number } }>) => ({
    webhooks: { secretsKey: secretsKey(config.appSecret), ...config.webhooks, resolve: systemResolver },
  }),
  jobs: ({ fork, kits, logger }: WorkDeps) => webhookJobs({ fork, kits, logger }),
});
