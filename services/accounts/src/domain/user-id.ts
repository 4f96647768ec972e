import { endUserIdProblem, MAX_USER_ID_LENGTH } from '@downbeat/contracts';
import { invalidArgument } from '@downbeat/platform';

export { MAX_USER_ID_LENGTH };

/** The specification's end-user id; throws INVALID_ARGUMENT naming `userId` (the public body field) otherwise. */
export function checkUserId(userId: string): string {
  const problem = endUserIdProblem(userId);
  if (problem) throw invalidArgument('Bad request', [{ key: 'userId', messages: [problem] }]);
  return userId;
}
