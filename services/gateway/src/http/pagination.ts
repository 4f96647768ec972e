import type { Request } from 'express';

/** Validated paging (the OpenAPI document bounds `limit` and `offset` per operation, spec §8). */
export interface PageRequest {
  limit: number;
  offset: number;
}

export interface PageEnvelope {
  pagination: { page: number; limit: number; offset: number };
  links: { next?: string; prev?: string };
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
