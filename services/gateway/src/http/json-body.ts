import express from 'express';

/** The largest JSON body any operation takes (analytics: 100 events). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * The exact decimal digits of a JSON number literal that stands for an integer (`9007199254740993`,
 * `1e20`, `1.5e3`), or undefined for one that does not (`1.5`). A JavaScript number holds such
 * literals exactly only up to 2^53.
 */
export function exactInteger(literal: string): string | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const shift = Number(exponent) - fraction.length;
  if (!Number.isSafeInteger(shift) || shift > 400) return undefined;
  let digits = whole + fraction;
  if (shift >= 0) digits += '0'.repeat(shift);
  else {
    if (/[^0]/.test(digits.slice(shift))) return undefined;
    digits = digits.slice(0, shift);
  }
  digits = digits.replace(/^0+/, '');
  return digits === '' ? '0' : `${sign}${digits}`;
}

/**
 * An integer literal beyond 2^53 cannot be held by a JavaScript number: `9007199254740993` parses
 * as `9007199254740992`, so two partners' users with neighbouring numeric ids became one person.
 * Such a literal is kept exactly, as its decimal text, which every field that takes "a number"
 * (user ids) also takes as a string; a field that takes only integers refuses it as one.
 */
export function keepLargeIntegersExact(
  this: Record<string, unknown>,
  key: string,
  value: unknown,
  context?: { source?: string },
): unknown {
  const kept = exactIfLarge(this, key, value, context);
  // The root comes last: the body's texts go to it, and none is left for the next body (a root
  // that is itself a large integer has no object to hold them).
  if (key === '') {
    const texts = pendingTexts.splice(0);
    if (texts.length > 0 && kept !== null && typeof kept === 'object') exactTexts.set(kept, texts);
  }
  return kept;
}

function exactIfLarge(
  holder: Record<string, unknown>,
  key: string,
  value: unknown,
  context?: { source?: string },
): unknown {
  if (typeof value !== 'number' || Number.isSafeInteger(value) || context?.source === undefined) return value;
  const text = exactInteger(context.source);
  if (text === undefined) return value;
  pendingTexts.push({ holder, key, number: value });
  return text;
}

/** Where a parsed body holds a large integer as its text, and the number JavaScript would have read. */
export interface ExactText {
  holder: Record<string, unknown>;
  key: string;
  number: number;
}

/** The texts of the body being parsed (JSON.parse is synchronous), handed to its root when it ends. */
const pendingTexts: ExactText[] = [];
const exactTexts = new WeakMap<object, ExactText[]>();

/**
 * Runs `check` on the body as a plain JSON reading would have it — each large integer a number
 * again — and puts the texts back; undefined when the body holds no such text. A field that takes
 * only text must refuse `1e16`, which the exact reading turned into `"10000000000000000"`; a field
 * that takes a number or its digits passes both ways.
 */
export function asPlainNumbers<R>(body: unknown, check: () => R): R | undefined {
  const texts = body !== null && typeof body === 'object' ? exactTexts.get(body) : undefined;
  if (!texts) return undefined;
  const kept = texts.map(({ holder, key }) => holder[key]);
  texts.forEach(({ holder, key, number }) => (holder[key] = number));
  try {
    return check();
  } finally {
    texts.forEach(({ holder, key }, index) => (holder[key] = kept[index]));
  }
}

/** JSON bodies: at most 1 MB (a 413 beyond, see http/problem.ts), large integers exact. */
export const parseJsonBody = () =>
  express.json({
    limit: MAX_JSON_BODY_BYTES,
    reviver: keepLargeIntegersExact as (key: string, value: unknown) => unknown,
  });
