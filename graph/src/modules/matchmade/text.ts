/** Plain TF-IDF over our own catalogue: no external service, deterministic. */

const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from has have i in into is it its my of on or our so that the their them they this to ' +
    "was we with you your me am im i'm will can just also more most very all any about over up out new get who what which while " +
    'than then there these those through do does did been being were he she his her us one two make makes making use uses using ' +
    'like want wants looking need needs help helps every each other own via per'
  ).split(' '),
);

/** Lower-cased word stems: "Releases" and "release" meet; numbers and stop words go. */
export function tokenize(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-z][a-z0-9&+-]*/g) ?? [];
  const out: string[] = [];
  for (const word of words) {
    if (word.length < 3 || STOP_WORDS.has(word)) continue;
    out.push(stem(word));
  }
  return out;
}

/** A light suffix stripper, enough for English marketing copy and bios. */
function stem(word: string): string {
  for (const suffix of ['ings', 'ing', 'ers', 'ies', 'ed', 'es', 's']) {
    if (word.length > suffix.length + 3 && word.endsWith(suffix)) {
      return suffix === 'ies' ? `${word.slice(0, -3)}y` : word.slice(0, -suffix.length);
    }
  }
  return word;
}

export type SparseVector = Map<string, number>;

/** Inverse document frequencies of a corpus, smoothed: idf = ln((1 + N) / (1 + df)) + 1. */
export function inverseDocumentFrequencies(documents: string[][]): Map<string, number> {
  const df = new Map<string, number>();
  for (const tokens of documents) for (const term of new Set(tokens)) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [term, count] of df) idf.set(term, Math.log((1 + documents.length) / (1 + count)) + 1);
  return idf;
}

/** A unit-length TF-IDF vector; terms unknown to the corpus are left out (they cannot match). */
export function tfidfVector(tokens: string[], idf: Map<string, number>): SparseVector {
  const tf = new Map<string, number>();
  for (const term of tokens) if (idf.has(term)) tf.set(term, (tf.get(term) ?? 0) + 1);
  let norm = 0;
  const vector: SparseVector = new Map();
  for (const [term, count] of tf) {
    const weight = (1 + Math.log(count)) * (idf.get(term) ?? 0);
    vector.set(term, weight);
    norm += weight * weight;
  }
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [term, weight] of vector) vector.set(term, weight / norm);
  return vector;
}

/** Cosine similarity of two unit vectors, iterating the smaller one. */
export function cosine(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, weight] of small) {
    const other = large.get(term);
    if (other !== undefined) dot += weight * other;
  }
  return dot;
}

/** The terms two vectors share, by their contribution: used to explain a text match. */
export function sharedTerms(a: SparseVector, b: SparseVector, limit = 3): string[] {
  const shared: [string, number][] = [];
  for (const [term, weight] of a) {
    const other = b.get(term);
    if (other !== undefined) shared.push([term, weight * other]);
  }
  return shared
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, limit)
    .map(([term]) => term);
}
