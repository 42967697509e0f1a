/**
 * Which answer a message asks for: a classifier trained on example phrasings per answer
 * (intents.examples.ts), a confidence below which we say we did not understand, and the recent
 * conversation for short follow-ups ("and on TikTok?").
 */
import { trainClassifier, tokenise, type ClassifierOptions } from './classifier.js';
import { EXAMPLES } from './intents.examples.js';
import { KNOWLEDGE, topicOf, type AnswerId, type Intent, type Topic } from './knowledge.js';

/*
 * Tuned on graph/test/assistant/tuning.ts, never on the held-out sets beside it. The classifier blends a label's
 * centroid with its nearest example (see classifier.ts for the options); below CONFIDENT the best answer is not trusted; FOLLOW_UP is
 * the lower bar for an answer within the topic already under discussion.
 */
const OPTIONS: ClassifierOptions = { centroidWeight: 0.5, charGrams: [3, 4, 5], groupWeights: { w: 1, b: 0.3, c: 0.7 } };
export const CONFIDENT = 0.2;
const FOLLOW_UP = 0.15;

const classifier = trainClassifier(EXAMPLES, OPTIONS);

export type Detection = { intent: Intent; answer: AnswerId; confidence: number };

/** The general answer of a topic: its last entry. */
const generalAnswer = (topic: Topic): AnswerId => KNOWLEDGE[topic].at(-1)!.id;

const GREETING = /^(hi|hey|hello|yo|hiya|good (morning|afternoon|evening)|sup|what'?s up)[!.\s]*$/i;
/** A bare call for help, or "what can you do?": the introduction, which lists what we know. */
const INTRODUCTION = /^(help( me)?( please)?|what can you (do|help (me )?with)|what do you (do|know))[?!.\s]*$/i;
const THANKS = /^(thanks?( you)?( so much| a lot)?|thx|ty|cheers|great,? thanks?|ok(ay)?,? thanks?)[!.\s]*$/i;
/** The openings of a message that carries on from the last one. */
const CONTINUATION = /^(and|or|also|plus|what about|how about|ok(ay)?,? (and|what about)|so what about|then)\b/i;

/**
 * The answer for a message, given the topics of the conversation so far and the last message
 * asked. A confident classification wins. Otherwise, a short message of real
 * words in a conversation that has a topic is a follow-up: the best answer of that topic if it is
 * close enough, else the topic's general answer. Everything else is not understood.
 */
export function classify(message: string, previous: Intent[] = [], lastMessage?: string): Detection {
  if (GREETING.test(message.trim()) || INTRODUCTION.test(message.trim())) return { intent: 'greeting', answer: 'greeting', confidence: 1 };
  if (THANKS.test(message.trim())) return { intent: 'greeting', answer: 'thanks', confidence: 1 };
  const lastTopic = [...previous].reverse().find((i): i is Topic => i !== 'greeting' && i !== 'general');
  // "and for YouTube?" means the last question again, for YouTube: read them together. A bare "ok,
  // and then?" asks for more, not the same answer again: it is left to the follow-up rule below.
  const { words, content } = tokenise(message);
  const continues = lastTopic && lastMessage && content.length > 0 && CONTINUATION.test(message.trim());
  const text = continues ? `${lastMessage} ${message}` : message;
  // Confidence is similarity scaled by how much of the message we know the words of.
  const coverage = classifier.coverage(text);
  const ranked = classifier.rank(text).map((r) => ({ ...r, score: r.score * Math.sqrt(coverage) }));
  const best = ranked[0]!;

  if (best.score >= CONFIDENT && best.label !== 'unknown') {
    // A near tie goes to the topic already under discussion.
    const rival = ranked.find((r) => r.label !== best.label && lastTopic && topicOf(r.label) === lastTopic);
    if (rival && topicOf(best.label) !== lastTopic && best.score - rival.score < 0.03) return detection(rival.label, rival.score);
    return detection(best.label, best.score);
  }

  const followUp =
    lastTopic &&
    words.length > 0 &&
    words.length <= 8 &&
    !(best.label === 'unknown' && best.score >= CONFIDENT) &&
    (coverage > 0 || words.some(isFunctionWord));
  if (followUp) {
    const inTopic = ranked.find((r) => r.label !== 'unknown' && r.label !== 'greeting' && topicOf(r.label) === lastTopic)!;
    return inTopic.score >= FOLLOW_UP ? detection(inTopic.label, inTopic.score) : detection(generalAnswer(lastTopic), inTopic.score);
  }
  return { intent: 'general', answer: 'unknown', confidence: best.score };
}

const detection = (answer: AnswerId, confidence: number): Detection => ({ intent: topicOf(answer), answer, confidence });

/** Words that show a follow-up in plain language even when they carry no topic ("ok, and then?"). */
const FOLLOW_UP_WORDS = new Set('and what about how then so ok okay also more else why when where which else next too instead'.split(' '));
const isFunctionWord = (word: string) => FOLLOW_UP_WORDS.has(word);

/** The topic of a message (see classify). */
export const detectIntent = (message: string, previous: Intent[] = [], lastMessage?: string): Intent => classify(message, previous, lastMessage).intent;
