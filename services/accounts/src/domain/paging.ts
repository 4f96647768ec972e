import { invalidArgument } from '@downbeat/platform';

export interface Page {
  limit: number;
  offset: number;
}

/** A PageRequest made concrete: `limit = 0` (or absent) means the operation's default. */
export function pageOf(
  requested: { limit?: number; offset?: number } | null | undefined,
  bounds: { defaultLimit: number; maxLimit: number },
): Page {
  const limit = requested?.limit || bounds.defaultLimit;
  const offset = requested?.offset ?? 0;
  const violations = [
    ...(Number.isInteger(limit) && limit > 0 && limit <= bounds.maxLimit
      ? []
      : [{ key: 'limit', messages: [`must be between 1 and ${bounds.maxLimit}`] }]),
    ...(Number.isInteger(offset) && offset >= 0 ? [] : [{ key: 'offset', messages: ['must not be negative'] }]),
  ];
  if (violations.length > 0) throw invalidArgument('Bad request', violations);
  return { limit, offset };
}
