import { describe, expect, it } from 'vitest';
import { classify, detectIntent } from './intents.js';
import { EXAMPLES } from './intents.examples.js';
import { HELD_OUT_1 } from '../../../test/assistant/held-out-1.js';
import { HELD_OUT_2 } from '../../../test/assistant/held-out-2.js';
import { HELD_OUT_3 as HELD_OUT } from '../../../test/assistant/held-out-3.js';
import { HELD_OUT_4 } from '../../../test/assistant/held-out-4.js';
import { TUNING } from '../../../test/assistant/tuning.js';
import { ANSWER_IDS, topicOf, type AnswerId } from './knowledge.js';

/** Answer and topic accuracy over a labelled set, with the misses for the log. */
function measure(set: readonly (readonly [string, AnswerId])[]) {
  const misses: string[] = [];
  let answers = 0;
  let topics = 0;
  for (const [text, label] of set) {
    const { answer } = classify(text);
    if (answer === label) answers += 1;
    if (topicOf(answer) === topicOf(label)) topics += 1;
    else misses.push(`${label} ← "${text}" (got ${answer})`);
  }
  return { answer: answers / set.length, topic: topics / set.length, misses };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

describe('classify', () => {
  it('answers the tuning set: topic ≥ 95%, answer ≥ 93%', () => {
    const result = measure(TUNING);
    console.info(`tuning set (${TUNING.length}): topic ${percent(result.topic)}, answer ${percent(result.answer)}`, result.misses);
    expect(result.topic).toBeGreaterThanOrEqual(0.95);
    expect(result.answer).toBeGreaterThanOrEqual(0.93);
  });

  it('answers the held-out set it was never tuned on', () => {
    const result = measure(HELD_OUT);
    console.info(`held-out set (${HELD_OUT.length}): topic ${percent(result.topic)}, answer ${percent(result.answer)}`, result.misses);
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(150);
    expect(result.topic).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.topic);
    expect(result.answer).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.answer);
  });

  it('still answers the earlier held-out sets (seen once each, so regression checks now, never tuned on)', () => {
    for (const [name, set, floor] of [
      ['first', HELD_OUT_1, HELD_OUT_FIRST_FLOOR],
      ['second', HELD_OUT_2, HELD_OUT_SECOND_FLOOR],
    ] as const) {
      const result = measure(set);
      console.info(`${name} held-out set (${set.length}): topic ${percent(result.topic)}, answer ${percent(result.answer)}`);
      expect(result.topic, name).toBeGreaterThanOrEqual(floor.topic);
      expect(result.answer, name).toBeGreaterThanOrEqual(floor.answer);
    }
  });

  it('covers every answer in its examples and in the held-out set, and keeps the two sets apart', () => {
    // An answer added after the third set (what a brand can do) is held out in the fourth.
    const heldOut = new Set([...HELD_OUT, ...HELD_OUT_4].map(([text]) => text.toLowerCase()));
    for (const id of [...ANSWER_IDS, 'greeting', 'unknown'] as const) {
      expect(EXAMPLES[id].length, id).toBeGreaterThanOrEqual(5);
      expect(
        [...HELD_OUT, ...HELD_OUT_4].some(([, label]) => label === id),
        id,
      ).toBe(true);
    }
    const leaked = [...Object.values(EXAMPLES).flat(), ...TUNING.map(([text]) => text)].filter((text) => heldOut.has(text.toLowerCase()));
    expect(leaked).toEqual([]);
  });

  it('answers the first-hour questions of a new user with the matching topic', () => {
    expect(classify('How do I get my song on playlists?').answer).toBe('release.pitch');
    expect(classify('How do I message another creator?').answer).toBe('nav.messages');
    expect(classify('How do I delete my account?').answer).toBe('nav.delete-account');
    expect(classify('asdfgh').answer).toBe('unknown');
  });

  it('says it did not understand gibberish, even in a conversation that has a topic', () => {
    for (const text of ['asdfgh', 'qwertz uiop', 'xyzzy', '!!!', '12345']) {
      expect(classify(text).intent, text).toBe('general');
      expect(classify(text, ['analytics']).intent, text).toBe('general');
    }
  });

  it("routes the assistant's own suggestions and the widget's quick questions to an answer, not the did-not-understand reply", async () => {
    const { KNOWLEDGE, UNKNOWN_REPLY, GREETING_REPLY } = await import('./knowledge.js');
    const suggestions = [
      ...Object.values(KNOWLEDGE).flatMap((entries) => entries.flatMap((e) => e.suggestions)),
      ...UNKNOWN_REPLY.suggestions,
      ...GREETING_REPLY.suggestions,
    ];
    const widget = [
      'Check streaming analytics',
      'Review networking suggestions',
      'Plan next release',
      'Organise tasks',
      'How do I pitch my song to playlists?',
      'What should I focus on this week?',
      'How can I find collaborators?',
      'What is a good save rate on Spotify?',
      'How do royalties work?',
      'Where do I edit my profile?',
    ];
    for (const suggestion of [...suggestions, ...widget]) expect(detectIntent(suggestion), suggestion).not.toBe('general');
    expect(detectIntent('How do I pitch to Spotify playlists?')).toBe('release');
  });

  it('recognises greetings and thanks', () => {
    expect(detectIntent('hey!')).toBe('greeting');
    expect(detectIntent('Good morning')).toBe('greeting');
    expect(classify('thanks!', ['release']).answer).toBe('thanks');
    expect(classify('Thank you so much').answer).toBe('thanks');
  });

  it('keeps the topic of the conversation for short follow-ups', () => {
    expect(detectIntent('and what about tiktok?', ['analytics'])).toBe('analytics');
    expect(detectIntent('ok, and then?', ['release'])).toBe('release');
    expect(detectIntent('ok, and then?')).toBe('general');
    // A continuation is read with the question before it, where alone it would read otherwise.
    expect(classify('and for youtube?').intent).not.toBe('analytics');
    expect(classify('and for youtube?', ['analytics'], 'why did my listeners drop?').answer).toBe('analytics.changes');
    expect(classify('and how do I delete my account?', ['analytics'], 'why did my listeners drop?').answer).toBe('nav.delete-account');
    // A bare "and then?" asks for more: the topic's general answer, not the last one again.
    expect(classify('ok, and then?', ['analytics'], 'why did my listeners drop?').answer).toBe('analytics.general');
  });

  it('classifies a message in well under a millisecond', () => {
    const texts = [...TUNING, ...HELD_OUT].map(([text]) => text);
    const start = performance.now();
    for (const text of texts) classify(text);
    const perMessage = (performance.now() - start) / texts.length;
    console.info(`classify: ${perMessage.toFixed(3)} ms per message`);
    expect(perMessage).toBeLessThan(5);
  });
});

/** Just under its one run, after the last round of tuning (157 phrasings: topic 88.5%, answer 83.4%). */
const HELD_OUT_FLOOR = { topic: 0.88, answer: 0.83 };
/**
 * The earlier sets, seen once each: floors just under where they stand now. The first ran at topic
 * 82.9%, answer 74.7% before any tuning; the second at topic 86.6%, answer 81.4% before the last round.
 */
// Adding the answer on what a brand can do (and its examples) moved one question of each set to a
// neighbouring answer: the first now stands at answer 86.7%, the second at 83.1%.
const HELD_OUT_FIRST_FLOOR = { topic: 0.91, answer: 0.86 };
const HELD_OUT_SECOND_FLOOR = { topic: 0.89, answer: 0.83 };
