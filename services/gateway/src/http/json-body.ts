import express from 'express';

/** The largest JSON body any operation takes (analytics: 100 events). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * An integer literal beyond 2^53 cannot be held by a JavaScript number: `9007199254740993` parses
 * as `9007199254740992`, so two partners' users with neighbouring numeric ids became one person.
 * Such a literal is kept exactly, as its decimal text, which every field that takes "a number"
 * (user ids) also takes as a string; a field that takes only integers refuses it as one.
 */
function keepLargeIntegersExact(_key: string, value: unknown, context?: { source?: string }): unknown {
  if (typeof value !== 'number' || Number.isSafeInteger(value)) return value;
  const source = context?.source;
  return source !== undefined && /^-?\d+$/.test(source) ? source : value;
}

/** JSON bodies: at most 1 MB (a 413 beyond, see http/problem.ts), large integers exact. */
export const parseJsonBody = () =>
  express.json({
    limit: MAX_JSON_BODY_BYTES,
    reviver: keepLargeIntegersExact as (key: string, value: unknown) => unknown,
  });
