/**
 * The specification's end-user id (§4.1, §5): a UUID, a number, or letters, digits, `_` and `-`.
 * One rule for every service that takes a partner's user id (accounts issues tokens for it,
 * reporting accepts events about it), so a user a token can be issued for can be reported on.
 */

/** Long enough for any id a partner's own system hands out; short enough to index and log safely. */
export const MAX_USER_ID_LENGTH = 128;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^-?\d+(\.\d+)?$/;
const WORD = /^[a-zA-Z0-9_-]+$/;

/** What is wrong with a user id, as a message for the `userId` field; undefined when it is fine. */
export function endUserIdProblem(userId: string): string | undefined {
  if (!userId) return 'is required';
  if (userId.length > MAX_USER_ID_LENGTH) return `must be at most ${MAX_USER_ID_LENGTH} characters`;
  if (UUID.test(userId) || NUMBER.test(userId) || WORD.test(userId)) return undefined;
  return 'must be a UUID, a number, or letters, digits, "_" and "-"';
}
