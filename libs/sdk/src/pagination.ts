import type { Client } from 'openapi-fetch';
import type { paths } from './generated/api';

type JsonOf<Operation> = Operation extends { responses: { 200: { content: { 'application/json': infer Body } } } }
  ? Body
  : never;

/** Paths whose GET answers a page: a body with `links` (`links.next` leads on). */
export type ListPath = {
  [P in keyof paths]: paths[P] extends { get: infer Get }
    ? JsonOf<Get> extends { links: { next?: string } }
      ? P
      : never
    : never;
}[keyof paths];

/** The body of one page of a list path. */
export type PageOf<P extends ListPath> = paths[P] extends { get: infer Get } ? JsonOf<Get> : never;

/**
 * Every page of a list, in order: the first with the query given, then each `links.next` (a
 * relative path that keeps the query) until a page has none. Items of every page:
 * `for await (const page of downbeat.pages('/v0/tracks', { mood: ['calm'] })) for (const track of page.tracks) …`
 */
export async function* pages<P extends ListPath>(
  api: Client<paths>,
  send: (request: Request) => Promise<Response>,
  baseUrl: string,
  path: P,
  query: Record<string, unknown> = {},
): AsyncGenerator<PageOf<P>> {
  const first = await (api.GET as (path: string, init: object) => Promise<{ data?: unknown }>)(path, {
    params: { query },
  });
  let page = first.data as PageOf<P>;
  for (;;) {
    yield page;
    const next = (page as { links?: { next?: string } }).links?.next;
    if (!next) return;
    const response = await send(new Request(new URL(next, `${baseUrl}/`)));
    page = (await response.json()) as PageOf<P>;
  }
}

/** Every item of a list, across its pages: `items(downbeat.pages('/v0/partner/users'), 'users')`. */
export async function* items<Page, Key extends keyof Page>(
  source: AsyncIterable<Page>,
  key: Key,
): AsyncGenerator<Page[Key] extends readonly (infer Item)[] ? Item : never> {
  for await (const page of source) {
    for (const item of page[key] as unknown as Iterable<Page[Key] extends readonly (infer Item)[] ? Item : never>)
      yield item;
  }
}
