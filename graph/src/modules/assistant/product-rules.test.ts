import { describe, expect, it } from 'vitest';
import { REQUEST_COOLDOWN_DAYS, REQUEST_TTL_DAYS } from '../network/network.entities.js';
import { MIN_MATCH_SCORE, WEIGHTS } from '../matchmade/weights.js';
import { CONNECTION_REQUEST_DAYS, PRODUCT_RULES, productRule } from '../../shared/product-rules.js';

/** The rules' words are shared with the web client; the numbers they state are checked here against the code that applies them. */
describe('the product rules', () => {
  it('state the numbers the code applies', () => {
    expect(CONNECTION_REQUEST_DAYS).toEqual({ expiresAfter: REQUEST_TTL_DAYS, askAgainAfter: REQUEST_COOLDOWN_DAYS });
    const score = productRule('match-score').answer;
    expect(score).toContain(`what you are looking for counts ${WEIGHTS.lookingFor}, your genres ${WEIGHTS.genres}, your career stage ${WEIGHTS.careerStage}`);
    expect(score).toContain(`your skills ${WEIGHTS.skills} and where you are based ${WEIGHTS.region}`);
    expect(score).toContain(`under ${MIN_MATCH_SCORE} are not shown`);
  });

  it('each have a question, an answer and a page', () => {
    expect(new Set(PRODUCT_RULES.map((r) => r.id)).size).toBe(PRODUCT_RULES.length);
    for (const rule of PRODUCT_RULES) {
      expect(rule.question).toMatch(/\?$/);
      expect(rule.link.path).toMatch(/^\/[a-z]/);
    }
  });
});
