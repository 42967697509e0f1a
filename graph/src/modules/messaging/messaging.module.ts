import type { KitDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { BrandAnswersResolver } from './brand-answers.resolver.js';
import { Conversation, ConversationMember, Message } from './messaging.entities.js';
import { BrandMessagingResolver, CreatorMessagingResolver, MessagingResolver, UserMessagingResolver } from './messaging.resolver.js';
import { createMessagingKit, openConversationWithNote } from './messaging.service.js';

export const messagingModule = defineModule({
  name: 'messaging',
  resolvers: [MessagingResolver, UserMessagingResolver, CreatorMessagingResolver, BrandMessagingResolver, BrandAnswersResolver],
  entities: [Conversation, ConversationMember, Message],
  ports: { connectionConversations: { openWithNote: openConversationWithNote } },
  kits: ({ pubsub, rateLimits, config }: KitDeps<{ messagesPerMinute: number }>) => ({
    messaging: createMessagingKit(pubsub, rateLimits, config.messagesPerMinute),
  }),
});
