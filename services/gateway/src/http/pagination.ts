import type { Request } from 'express';
import { invalidArgument, type FieldViolation } from '@downbeat/platform';

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface PageLimits {
  defaultLimit: number;
  maxLimit: number;
}

export interface PageEnvelope {
  pagination: { page: number; limit: number; offset: number };
  links: { next?: string; prev?: string };
}

/**
 * Reads `limit` and `offset` (section 8 limits). Out-of-range or non-integer values are a 400
 * naming the parameter, never a silent clamp (DECISIONS.md §2).
 */
export function readPage(request: Request, limits: PageLimits): PageRequest {
  const violations: FieldViolation[] = [];
  const limit = readInteger(request, 'limit', limits.defaultLimit, 1, limits.maxLimit, violations);
  const offset = readInteger(request, 'offset', 0, 0, 2 ** 31 - 1, violations);
  if (violations.length > 0) throw invalidArgument('Bad request', violations);
  return { limit, offset };
}

function readInteger(
  request: Request,
  key: string,
  fallback: number,
  min: number,
  max: number,
  violations: FieldViolation[],
): number {
  const raw = request.query[key];
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^-?\d+$/.test(raw)) {
    violations.push({ key, messages: [`must be an integer between ${min} and ${max}`] });
    return fallback;
  }
  const value = Number(raw);
  if (value < min || value > max) violations.push({ key, messages: [`must be between ${min} and ${max}`] });
  return value;
}

/**
 * Pagination object and links: `page` is 1-based; links are relative paths that keep the other
 * query parameters; `next` is absent on the last page and `prev` on the first.
 */
export function pageEnvelope(request: Request, page: PageRequest, total: number): PageEnvelope {
  const links: PageEnvelope['links'] = {};
  if (page.offset + page.limit < total) links.next = linkTo(request, page.limit, page.offset + page.limit);
  if (page.offset > 0) links.prev = linkTo(request, page.limit, Math.max(0, page.offset - page.limit));
  return {
    pagination: { page: Math.floor(page.offset / page.limit) + 1, limit: page.limit, offset: page.offset },
    links,
  };
}

function linkTo(request: Request, limit: number, offset: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) {
    if (key === 'limit' || key === 'offset') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') query.append(key, item);
    }
  }
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  return `${request.baseUrl}${request.path}?${query.toString()}`;
}
