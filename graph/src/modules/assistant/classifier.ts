/**
 * A small text classifier for the assistant: TF-IDF over word stems, word pairs and character
 * n-grams, scored by cosine similarity against each label's examples. It learns from a few dozen
 * phrasings per label, in-process and deterministic, so a question asked in words we never listed
 * still lands near the examples it resembles, and typos still share most of their n-grams.
 */

/** Words that carry no topic on their own; word pairs keep them ("log out", "where is", "help center"). */
const STOPWORDS = new Set(
  (
    'a an the and or but if so of to in on at by for from with as into about is are was were be been am do does did doing ' +
    'i me my mine im ive id you your yours it its this that these those there here we our us they them their he she his her ' +
    'can could would should will shall may might must just really very please some any all also too than then ok okay ' +
    'out up off over how what where when why who which help want need get'
  ).split(' '),
);

/**
 * Spellings of one thing made one word, so that they share a feature: phrasal verbs whose particle
 * is the meaning ("sign in" is not "sign out"), and words people hyphenate or not.
 */
const CANONICAL: readonly [RegExp, string][] = [
  [/\b(log|logging|logged|sign|signing|signed) ?(in|on)(to)?\b|\blogin\b/g, ' signin '],
  [/\b(log|logging|logged|sign|signing|signed) ?(out|off)\b|\blogout\b/g, ' signout '],
  [/\b(sign|signing|signed) ?up\b/g, ' signup '],
  [/\be mail\b/g, 'email'],
  [/\bto ?do list\b/g, 'todo list'],
  [/\bpre ?save\b/g, 'presave'],
  [/\bset ?up\b/g, 'setup'],
  [/\b(\w{3,})iz(e|es|ed|ing|ation)\b/g, '$1is$2'],
];

/** Lower case, accents folded, apostrophes dropped (don't → dont), everything else a space. */
export function normalise(text: string): string {
  let norm = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9&]+/g, ' ');
  for (const [pattern, replacement] of CANONICAL) norm = norm.replace(pattern, replacement);
  return norm.replace(/\s+/g, ' ').trim();
}

/** A light suffix stripper: enough to make "releasing", "released" and "releases" one feature. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  for (const [suffix, replacement] of [
    ['ies', 'y'],
    ['ing', ''],
    ['ed', ''],
    ['es', ''],
    ['ly', ''],
    ['s', ''],
  ] as const) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3 && !(suffix === 's' && word.endsWith('ss'))) {
      return word.slice(0, -suffix.length) + replacement;
    }
  }
  return word;
}

export type Tokens = { words: string[]; content: string[] };

export function tokenise(text: string): Tokens {
  const words = normalise(text).split(' ').filter(Boolean);
  return { words, content: words.filter((w) => !STOPWORDS.has(w)) };
}

/**
 * Features in three groups, each weighted as a whole: content-word stems (the topic), word pairs
 * with stopwords kept ("sign out" is not "sign up"), and character 3- and 4-grams of content words
 * (misspellings, compounds and word forms the stemmer misses).
 */
function featuresOfText(text: string, charGrams: readonly number[]): Map<string, number> {
  const { words, content } = tokenise(text);
  const features = new Map<string, number>();
  const add = (key: string, weight = 1) => features.set(key, (features.get(key) ?? 0) + weight);
  for (const word of content) add(`w:${stem(word)}`);
  for (let i = 0; i + 1 < words.length; i += 1) {
    const [a, b] = [words[i]!, words[i + 1]!];
    if (!(STOPWORDS.has(a) && STOPWORDS.has(b))) add(`b:${stem(a)}_${stem(b)}`);
  }
  for (const word of content) {
    const padded = ` ${word} `;
    for (const n of charGrams) for (let i = 0; i + n <= padded.length; i += 1) add(`c:${padded.slice(i, i + n)}`);
  }
  return features;
}

type Vector = Map<string, number>;

function dot(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [key, value] of small) {
    const other = large.get(key);
    if (other !== undefined) sum += value * other;
  }
  return sum;
}

function unit(vector: Vector): Vector {
  const norm = Math.sqrt(dot(vector, vector));
  if (norm === 0) return vector;
  return new Map([...vector].map(([key, value]) => [key, value / norm]));
}

export type Scored<L extends string> = { label: L; score: number };

export type Classifier<L extends string> = {
  /** Every label's score for a text, best first; scores are cosine similarities in [0, 1]. */
  rank(text: string): Scored<L>[];
  /**
   * The share of the text's content words the classifier knows (a word it never saw counts when
   * most of its character n-grams are known, as a typo's are): 0 for gibberish, low for a
   * question about something else that borrows our phrasing ("how do I change a tyre").
   */
  coverage(text: string): number;
};

/**
 * Trains on labelled examples. A label's score is a blend of its centroid's similarity (what its
 * examples share) and its nearest example's (a phrasing close to one we wrote).
 */
export type ClassifierOptions = {
  /** How much a label's centroid counts against its nearest example (0–1). */
  centroidWeight: number;
  /** The lengths of character n-grams. */
  charGrams: readonly number[];
  /** The weight of each feature group: w (word stems), b (word pairs), c (character n-grams). */
  groupWeights: { w: number; b: number; c: number };
};

export function trainClassifier<L extends string>(examples: Record<L, readonly string[]>, options: ClassifierOptions): Classifier<L> {
  const featuresOf = (text: string) => featuresOfText(text, options.charGrams);
  const labelled = (Object.entries(examples) as [L, readonly string[]][]).flatMap(([label, texts]) =>
    texts.map((text) => ({ label, features: featuresOf(text) })),
  );
  const documentFrequency = new Map<string, number>();
  for (const { features } of labelled) for (const key of features.keys()) documentFrequency.set(key, (documentFrequency.get(key) ?? 0) + 1);
  const total = labelled.length;
  const idf = new Map([...documentFrequency].map(([key, df]) => [key, Math.log((1 + total) / (1 + df)) + 1]));

  /** Sub-linear term frequency × IDF, each group scaled to its weight; unknown features are dropped. */
  const vectorise = (features: Map<string, number>): Vector => {
    const groups = new Map<string, Vector>();
    for (const [key, tf] of features) {
      const weight = idf.get(key);
      if (weight === undefined) continue;
      const group = key[0]!;
      if (!groups.has(group)) groups.set(group, new Map());
      groups.get(group)!.set(key, (1 + Math.log(tf)) * weight);
    }
    const vector: Vector = new Map();
    for (const [group, part] of groups) for (const [key, value] of unit(part)) vector.set(key, value * options.groupWeights[group as 'w' | 'b' | 'c']);
    return unit(vector);
  };

  const labels = Object.keys(examples) as L[];
  const labelIndex = new Map(labels.map((label, i) => [label, i]));
  const vectors = labelled.map(({ label, features }) => ({ label: labelIndex.get(label)!, vector: vectorise(features) }));
  const centroids = labels.map((_, i) => {
    const sum: Vector = new Map();
    for (const { vector } of vectors.filter((v) => v.label === i)) for (const [key, value] of vector) sum.set(key, (sum.get(key) ?? 0) + value);
    return unit(sum);
  });
  // Inverted indexes (feature → [row, weight]) so that a query touches only what shares a feature.
  const index = (rows: Vector[]) => {
    const postings = new Map<string, [number, number][]>();
    rows.forEach((vector, row) => {
      for (const [key, value] of vector) {
        if (!postings.has(key)) postings.set(key, []);
        postings.get(key)!.push([row, value]);
      }
    });
    return (query: Vector) => {
      const sums = new Float64Array(rows.length);
      for (const [key, value] of query) for (const [row, weight] of postings.get(key) ?? []) sums[row]! += value * weight;
      return sums;
    };
  };
  const exampleDots = index(vectors.map((v) => v.vector));
  const centroidDots = index(centroids);

  return {
    rank(text) {
      const query = vectorise(featuresOf(text));
      const toExamples = exampleDots(query);
      const toCentroids = centroidDots(query);
      const nearest = new Float64Array(labels.length);
      vectors.forEach(({ label }, row) => (nearest[label] = Math.max(nearest[label]!, toExamples[row]!)));
      return labels
        .map((label, i) => ({ label, score: options.centroidWeight * toCentroids[i]! + (1 - options.centroidWeight) * nearest[i]! }))
        .sort((a, b) => b.score - a.score || (a.label < b.label ? -1 : 1));
    },
    coverage(text) {
      const { content } = tokenise(text);
      if (content.length === 0) return 0;
      const knownWord = (word: string) => {
        if (idf.has(`w:${stem(word)}`)) return true;
        const grams = [...featuresOfText(word, [4]).keys()].filter((key) => key[0] === 'c');
        return grams.length > 0 && grams.filter((key) => idf.has(key)).length / grams.length >= 0.6;
      };
      return content.filter(knownWord).length / content.length;
    },
  };
}
