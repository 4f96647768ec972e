/**
 * How text becomes searchable words, in one place for both engines. The OpenSearch analyzer
 * (adapters/opensearch-index-settings.ts) is built from the same pieces, so that a word means the
 * same thing in the in-process index as in OpenSearch:
 *
 *   pattern tokenizer on TOKEN_SEPARATOR → lowercase → ASCII folding → English stop words →
 *   Lucene's minimal English stemmer (plural → singular: "guitars" → "guitar").
 *
 * The minimal stemmer is chosen on purpose: it is exactly reproducible here (Porter or KStem are
 * not, without a port of Lucene), it never conflates words that mean different things ("organic"
 * and "organ"), and typos are covered by fuzzy matching instead.
 */

/** Java and JavaScript read this pattern the same way; OpenSearch's pattern tokenizer uses it. */
export const TOKEN_SEPARATOR = '[^\\p{L}\\p{N}]+';
const separator = new RegExp(TOKEN_SEPARATOR, 'u');

/** Lucene's English stop words (`_english_` in OpenSearch). */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by for if in into is it no not of on or such that the their then there ' +
    'these they this to was will with'
  ).split(' '),
);

/** Lower case without diacritics: "Café" → "cafe". */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .toLowerCase();
}

/** Folded words in order, before stop words and stemming: what the prefix fields hold. */
export function words(text: string): string[] {
  return fold(text)
    .split(separator)
    .filter((word) => word.length > 0);
}

/** Lucene EnglishMinimalStemmer: only plural endings. */
export function stem(word: string): string {
  const n = word.length;
  if (n < 3 || word[n - 1] !== 's') return word;
  const beforeS = word[n - 2];
  if (beforeS === 'u' || beforeS === 's') return word;
  if (beforeS === 'e') {
    if (n > 3 && word[n - 3] === 'i' && word[n - 4] !== 'a' && word[n - 4] !== 'e') return `${word.slice(0, n - 3)}y`;
    if (['i', 'a', 'o', 'e'].includes(word[n - 3] ?? '')) return word;
  }
  return word.slice(0, n - 1);
}

/** The searchable terms of a text: what the `text` fields of both engines index. */
export function terms(text: string): string[] {
  return words(text)
    .filter((word) => !ENGLISH_STOP_WORDS.has(word))
    .map(stem);
}

/**
 * Edits a query word may be away from an indexed word: words under five letters must match
 * exactly; longer ones allow one typo (a swap of neighbours counts as one). Never two: OpenSearch
 * builds a Levenshtein automaton per field and query, and at two edits that alone took ~9 ms of
 * a 10 ms search on 100,000 tracks (one edit: 0.5 ms), while two typos in one word are rare.
 */
export function allowedEdits(term: string): 0 | 1 {
  return [...term].length < 5 ? 0 : 1;
}

/**
 * True when `a` is at most `max` edits from `b`, counting an adjacent transposition as one edit
 * (optimal string alignment), as Lucene's fuzzy query does.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (a === b) return true;
  if (max === 0 || Math.abs(a.length - b.length) > max) return false;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let previous2: number[] = [];
  let previous: number[] = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return false;
    previous2 = previous;
    previous = current;
  }
  return previous[cols - 1]! <= max;
}

/** Whitespace-collapsed, folded text: how exact titles and sort keys compare. */
export function normalizedPhrase(text: string): string {
  return words(text).join(' ');
}
