import type { Request, Response } from 'express';
import { operationsOf, openApiDocument } from '../openapi/document';
import type { Operation } from '../openapi/operation';
import { validatedInput, validateRequest } from './validation';

const operations = new Map(
  operationsOf(openApiDocument).map((entry) => [entry.operation.operationId, entry.operation]),
);
const operation = (id: string): Operation => operations.get(id)!;

/** Runs an operation's validation over a request; returns the typed input or the 400's violations. */
function validate(
  id: string,
  query: Record<string, string | string[]>,
  extra: { params?: object; body?: unknown } = {},
) {
  const request = { query, params: extra.params ?? {}, body: extra.body } as unknown as Request;
  const response = { locals: {} } as Response;
  try {
    validateRequest(operation(id))(request, response, () => undefined);
    return { input: validatedInput(response) };
  } catch (error) {
    return { error: error as { kind: string; violations: { key: string; messages: string[] }[] } };
  }
}

describe('request validation compiled from the OpenAPI document', () => {
  it('fills in the documented defaults and types the values', () => {
    expect(validate('listMoods', {}).input?.params).toEqual({
      sort: 'relevance',
      order: 'asc',
      type: 'all',
      limit: 20,
      offset: 0,
    });
    expect(validate('listTracks', { genre: 'g1', bpmMin: '90', limit: '5' }).input?.params).toEqual({
      genre: ['g1'],
      bpmMin: 90,
      limit: 5,
      offset: 0,
    });
  });

  it.each([
    ['listTracks', { limit: '101' }, 'limit', /at most 100/],
    ['listTracks', { limit: '0' }, 'limit', /at least 1/],
    ['listTracks', { limit: '2.5' }, 'limit', /integer/],
    ['listTracks', { limit: 'ten' }, 'limit', /integer/],
    ['listTracks', { offset: '-1' }, 'offset', /at least 0/],
    ['listTracks', { offset: ['0', '50'] }, 'offset', /integer/],
    ['listTracks', { bpmMax: 'fast' }, 'bpmMax', /integer/],
    ['listCollections', { limit: '21' }, 'limit', /at most 20/],
    ['listCollections', { excludeField: 'images' }, 'excludeField', /one of: tracks/],
    ['listMoods', { limit: '21' }, 'limit', /at most 20/],
    ['listMoods', { sort: 'popular' }, 'sort', /one of: alphabetic, relevance/],
    ['listGenres', { type: 'premium' }, 'type', /one of: all, featured, partner-tier/],
    ['listSoundEffectCategories', { type: 'partner-tier' }, 'type', /one of: all, featured/],
    ['listSoundEffectCategories', { limit: '101' }, 'limit', /at most 100/],
    ['searchTracks', { sort: 'Loudness' }, 'sort', /one of: Relevance, Date, Title, Popularity, Duration, BPM/],
    ['searchTracks', { bpmMax: '1001' }, 'bpmMax', /at most 1000/],
    ['searchTracks', { order: 'up' }, 'order', /one of: asc, desc/],
    ['searchTracks', { limit: '61' }, 'limit', /at most 60/],
    ['searchTracks', { offset: '-1' }, 'offset', /at least 0/],
    ['searchSoundEffects', { sort: 'relevance' }, 'sort', /one of: best-match, newest, popular, length, title/],
    ['searchSoundEffects', { limit: '61' }, 'limit', /at most 60/],
    ['getTrackMetadata', {}, 'trackId', /required/],
    ['getTrackMetadata', { trackId: Array.from({ length: 101 }, (_, i) => `t${i}`) }, 'trackId', /at most 100/],
  ])('%s with %j is a 400 naming %s', (id, query, key, message) => {
    const { error } = validate(id, query);
    expect(error?.kind).toBe('invalid-argument');
    expect(error?.violations).toEqual([{ key, messages: [expect.stringMatching(message)] }]);
  });

  it.each(['Infinity', '-Infinity', '0x10', '0b11', '1e1', '+5', ' 5', '5 ', '5.0', 'NaN', ''])(
    'takes integers in decimal digits only: %j is a 400 for limit, offset and bpmMin',
    (written) => {
      for (const key of ['limit', 'offset', 'bpmMin'])
        expect(validate('listTracks', { [key]: written }).error?.violations).toEqual([
          { key, messages: ['must be an integer in decimal digits'] },
        ]);
    },
  );

  it('reads decimal digits as written, leading zeros included', () => {
    expect(validate('listTracks', { limit: '05', offset: '0' }).input?.params).toMatchObject({ limit: 5, offset: 0 });
    expect(
      validate('getTrackHighlights', { duration: ['15', '0x1e'] }, { params: { trackId: 't' } }).error?.violations,
    ).toEqual([{ key: 'duration', messages: ['must be an integer in decimal digits'] }]);
  });

  it.each(['2026-13-01', '2026-02-30', '2026-1-01', '20260101'])('refuses the usage summary day %s', (day) => {
    expect(validate('getUsageSummary', { to: day }).error?.violations).toEqual([
      { key: 'to', messages: ['must be a calendar date, YYYY-MM-DD'] },
    ]);
    expect(validate('getUsageSummary', { from: '2026-02-28', to: '2026-03-01' }).input).toBeDefined();
  });

  it('takes the reference API’s track search sorts and BPM range, and suggestions without a term', () => {
    expect(validate('searchTracks', { sort: 'BPM', bpmMin: '95', bpmMax: '117' }).input?.params).toMatchObject({
      sort: 'BPM',
      bpmMin: 95,
      bpmMax: 117,
    });
    for (const sort of ['Popularity', 'Duration']) expect(validate('searchTracks', { sort }).input).toBeDefined();
    expect(validate('getSearchSuggestions', {}).input?.params).toEqual({});
  });

  it('reads a list written as genre[]=a (axios, PHP) as the list the caller meant, and names genre=a,b', () => {
    expect(validate('listTracks', { 'genre[]': ['g1', 'g2'] }).input?.params).toMatchObject({ genre: ['g1', 'g2'] });
    expect(validate('listTracks', { genre: 'g1', 'genre[]': 'g3' }).input?.params).toMatchObject({
      genre: ['g1', 'g3'],
    });
    expect(validate('listTracks', { genre: 'g1,g2' }).error?.violations).toEqual([
      { key: 'genre', messages: ['holds one id; repeat the parameter for several (genre=a&genre=b)'] },
    ]);
    expect(validate('listTracks', { genre: '' }).error?.violations).toEqual([
      { key: 'genre', messages: ['must not be empty'] },
    ]);
  });

  it('names a parameter the operation does not have instead of ignoring it', () => {
    expect(validate('listTracks', { moods: 'mood-chill', 'limit[]': '5' }).error?.violations).toEqual([
      { key: 'moods', messages: ['is not a parameter of this operation'] },
      { key: 'limit[]', messages: ['is not a parameter of this operation'] },
    ]);
    expect(validate('searchSoundEffects', { includeExplicit: 'true' }).input?.params).toMatchObject({
      includeExplicit: true,
    });
  });

  it('defaults track search to relevance, ascending, 50 per page', () => {
    expect(validate('searchTracks', { term: 'tide', mood: 'mood-chill' }).input?.params).toEqual({
      term: 'tide',
      mood: ['mood-chill'],
      sort: 'Relevance',
      order: 'asc',
      limit: 50,
      offset: 0,
    });
    expect(validate('searchSoundEffects', {}).input?.params).toMatchObject({ sort: 'best-match', limit: 50 });
  });

  it('names every offending parameter at once', () => {
    const { error } = validate('listMoods', { sort: 'x', order: 'up', limit: '500' });
    expect(error?.violations.map((violation) => violation.key)).toEqual(['sort', 'order', 'limit']);
  });

  it('checks path parameters: a category id must be a UUID', () => {
    const { error } = validate('getSoundEffectCategory', {}, { params: { categoryId: 'doors' } });
    expect(error?.violations).toEqual([{ key: 'categoryId', messages: ['must be a UUID'] }]);
    expect(
      validate('getSoundEffectCategory', {}, { params: { categoryId: '0f8fad5b-d9cb-469f-a165-70867728950e' } }).input,
    ).toBeDefined();
  });

  it('checks bodies, naming the field', () => {
    expect(validate('issueUserToken', {}, { body: {} }).error?.violations).toEqual([
      { key: 'userId', messages: ['is required'] },
    ]);
    expect(validate('issueUserToken', {}, { body: { userId: 'no spaces please' } }).error?.violations).toEqual([
      { key: 'userId', messages: [expect.stringMatching(/must match/)] },
    ]);
    expect(validate('issueUserToken', {}, { body: { userId: 42 } }).input?.body).toEqual({ userId: 42 });
    expect(validate('issueUserToken', {}, { body: { userId: 'c0ffee-42_x' } }).input).toBeDefined();
    expect(validate('issuePartnerToken', {}, { body: [] }).error?.violations).toEqual([
      { key: 'body', messages: ['must be a JSON object'] },
    ]);
  });
});
