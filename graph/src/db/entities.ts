import { MODULES } from '../module-list.js';

/** Every entity, from the modules' manifests: listed rather than globbed so tsx, vitest and a bundle all discover the same set. */
export const ENTITIES = MODULES.flatMap((module) => module.entities ?? []);
