import type { Request } from 'express';
import { pageEnvelope } from './pagination';

const requestFor = (query: Record<string, string | string[]>) =>
  ({ query, baseUrl: '', path: '/v0/tracks' }) as unknown as Request;

describe('pageEnvelope', () => {
  it('numbers pages from 1 and links forward only on the first page', () => {
    expect(pageEnvelope(requestFor({ limit: '10' }), { limit: 10, offset: 0 }, 25)).toEqual({
      pagination: { page: 1, limit: 10, offset: 0 },
      links: { next: '/v0/tracks?limit=10&offset=10' },
    });
  });

  it('links backward only on the last page', () => {
    expect(pageEnvelope(requestFor({}), { limit: 10, offset: 20 }, 25)).toEqual({
      pagination: { page: 3, limit: 10, offset: 20 },
      links: { prev: '/v0/tracks?limit=10&offset=10' },
    });
  });

  it('keeps the other query parameters, repeated ones included', () => {
    const envelope = pageEnvelope(requestFor({ genre: ['g1', 'g2'], bpmMin: '90' }), { limit: 5, offset: 5 }, 20);
    expect(envelope.links).toEqual({
      next: '/v0/tracks?genre=g1&genre=g2&bpmMin=90&limit=5&offset=10',
      prev: '/v0/tracks?genre=g1&genre=g2&bpmMin=90&limit=5&offset=0',
    });
  });

  it('has no links when everything fits on one page', () => {
    expect(pageEnvelope(requestFor({}), { limit: 50, offset: 0 }, 8).links).toEqual({});
  });
});
