import type { KitDeps } from '../common/module.js';
import { defineModule } from '../common/module.js';
import { AssistantConversation } from './assistant-conversation.entity.js';
import { AssistantResolver } from './assistant.resolver.js';
import { assistantRoutes } from './assistant.routes.js';
import { createAssistantKit } from './assistant.service.js';
import type { LlmConfig } from './llm.js';

export const assistantModule = defineModule({
  name: 'assistant',
  resolvers: [AssistantResolver],
  entities: [AssistantConversation],
  routes: assistantRoutes,
  kits: ({ config, logger, fork, rateLimits, kits }: KitDeps<{ llm: LlmConfig | null; chatPerMinute: number }>) => ({
    assistant: createAssistantKit({ llm: config.llm, perMinute: config.chatPerMinute, logger, matchmade: kits.matchmade, fork, limits: rateLimits }),
  }),
});
