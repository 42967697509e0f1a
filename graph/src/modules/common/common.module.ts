import { defineModule } from './module.js';

/** The ground every module stands on (context, policy, errors, limits): it brings nothing of its own to the app. */
export const commonModule = defineModule({ name: 'common' });
