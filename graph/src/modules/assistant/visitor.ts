import { randomBytes } from 'node:crypto';

/**
 * A signed-out visitor's chat identity: a random id in its own cookie, so that two visitors
 * behind one office address keep their conversations apart. It only names a conversation; it
 * grants nothing, and the visitors' message limit is kept per address, never per this id.
 */
export const VISITOR_COOKIE = 'sb_visitor';

/** 24 random bytes, base64url: 32 characters. */
export const newVisitorId = () => randomBytes(24).toString('base64url');

/** Anything else a client sends in the cookie is ignored and replaced. */
export const isVisitorId = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{32}$/.test(value);

export type { VisitorControl } from '../common/context.js';
