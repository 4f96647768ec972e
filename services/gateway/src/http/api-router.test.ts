import type { Gatekeeping } from '../auth/authenticate';
import { operation, pathId, EITHER_TOKEN, type PathItem } from '../openapi/operation';
import { ApiRouter } from './api-router';
import type { ValidatedInput } from './validation';

const read = (id: string, parameters = [pathId('trackId')]) =>
  operation({ id, summary: id, tag: 'tracks', tokenKinds: EITHER_TOKEN, parameters, ok: { schema: {} } });

const gate = { limits: {} } as unknown as Gatekeeping;

describe('ApiRouter', () => {
  it('refuses to register a literal path after a templated one that would swallow it', () => {
    const paths: Record<string, PathItem> = {
      '/v0/tracks/{trackId}': { get: read('getTrack') },
      '/v0/tracks/search': { get: read('searchTracks', []) },
    };
    const api = new ApiRouter<Record<string, ValidatedInput>>({ paths }, gate);
    api.handle('getTrack', () => undefined);
    expect(() => api.handle('searchTracks', () => undefined)).toThrow(
      'GET /v0/tracks/search would be shadowed by /v0/tracks/{trackId}; register it first',
    );
  });

  it('accepts the literal path first, and deeper templated paths in any order', () => {
    const paths: Record<string, PathItem> = {
      '/v0/tracks/search': { get: read('searchTracks', []) },
      '/v0/tracks/{trackId}': { get: read('getTrack') },
      '/v0/tracks/{trackId}/beats': { get: read('getBeats') },
    };
    const api = new ApiRouter<Record<string, ValidatedInput>>({ paths }, gate);
    expect(() =>
      api
        .handle('searchTracks', () => undefined)
        .handle('getTrack', () => undefined)
        .handle('getBeats', () => undefined),
    ).not.toThrow();
  });
});
