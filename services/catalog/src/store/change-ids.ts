import { randomBytes } from 'node:crypto';

/**
 * The smallest id at or after `epochMs` of the time-sortable ids the outbox and the change log
 * give their entries: base-36 epoch milliseconds, padded so ids sort as strings.
 */
export const changeIdAt = (epochMs: number): string => Math.max(0, Math.floor(epochMs)).toString(36).padStart(9, '0');

/** A new time-sortable id: the time, then randomness (two writers in one millisecond differ). */
export const newChangeId = (epochMs: number): string => `${changeIdAt(epochMs)}-${randomBytes(6).toString('hex')}`;
