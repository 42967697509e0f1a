import { describe, expect, it } from 'vitest';
import { HELD_OUT_4 } from '../../../test/assistant/held-out-4.js';
import { composeReply } from './engine.js';

/** The fourth held-out set, answered as a visitor asking each question first: the share that gets the labelled answer. */
describe('the fourth held-out set', () => {
  it('answers general questions in users’ own words', () => {
    const misses = HELD_OUT_4.filter(([text, label]) => composeReply(text, [], null).answer !== label).map(
      ([text, label]) => `${label} ← "${text}" (got ${composeReply(text, [], null).answer})`,
    );
    const share = (HELD_OUT_4.length - misses.length) / HELD_OUT_4.length;
    console.info(`fourth held-out set (${HELD_OUT_4.length}): answer ${(share * 100).toFixed(1)}%`, misses);
    expect(share).toBeGreaterThanOrEqual(HELD_OUT_4_FLOOR);
  });
});

/** Measured once before the engine learned the product's rules (71.8%, 51 of 71) and once after (78.9%, 56 of 71); the floor sits just under. */
const HELD_OUT_4_FLOOR = 0.78;
