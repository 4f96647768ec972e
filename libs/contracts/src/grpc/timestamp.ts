import type { protobuf } from '../generated';

/** A google.protobuf.Timestamp for an instant, to put in a message (or compare with one received). */
export function toTimestamp(instant: Date): protobuf.Timestamp__Output {
  const millis = instant.getTime();
  if (Number.isNaN(millis)) throw new RangeError('toTimestamp: invalid date');
  const seconds = Math.floor(millis / 1000);
  return { seconds: String(seconds), nanos: (millis - seconds * 1000) * 1_000_000 };
}

/**
 * The instant of a google.protobuf.Timestamp read from a message (seconds arrive as a string,
 * see `longs: String`), or undefined when the field is absent. Precision is milliseconds.
 */
export function fromTimestamp(timestamp: protobuf.Timestamp__Output | null | undefined): Date | undefined {
  if (!timestamp) return undefined;
  return new Date(Number(timestamp.seconds) * 1000 + Math.floor(timestamp.nanos / 1_000_000));
}
