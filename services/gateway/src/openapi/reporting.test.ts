import type { Request, Response } from 'express';
import { validatedInput, validateRequest } from '../http/validation';
import { operationsOf, openApiDocument } from './document';

const operation = (id: string) => operationsOf(openApiDocument).find((entry) => entry.operation.operationId === id)!;

function validate(id: string, body: unknown, headers: Record<string, string> = {}, query: object = {}) {
  const request = {
    query,
    params: {},
    body,
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
  const response = { locals: {} } as Response;
  try {
    validateRequest(operation(id).operation)(request, response, () => undefined);
    return { input: validatedInput(response) };
  } catch (error) {
    return { keys: (error as { violations: { key: string }[] }).violations.map((violation) => violation.key) };
  }
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const event = (analyticsEvent: object, extra: object = {}) => ({
  userId: 'u-1',
  timestamp: hoursAgo(1),
  analyticsEvent,
  ...extra,
});

describe('the reporting operations in the OpenAPI document', () => {
  it('name each bad analytics event by index and field', () => {
    const result = validate('reportAnalyticsEvents', {
      events: [
        event({ type: 'trackPreviewed', trackId: 't' }),
        event({ type: 'trackDownloaded', trackId: 't', format: 'mp3' }),
        event({ type: 'trackLiked', trackId: 't' }),
        event({ type: 'tracksExported', trackIds: [], platform: 'YOUTUBE' }, { timestamp: 'yesterday' }),
      ],
    });
    expect(result.keys).toEqual([
      'events[1].analyticsEvent.quality',
      'events[2].analyticsEvent.type',
      'events[3].timestamp',
      'events[3].analyticsEvent.trackIds',
    ]);
  });

  it('name every bad event of a batch in one answer: shape, user id and time window alike', () => {
    const result = validate('reportAnalyticsEvents', {
      events: [
        event({ type: 'trackPreviewed' }),
        event({ type: 'trackPreviewed', trackId: 't' }, { timestamp: hoursAgo(8 * 24) }),
        event({ type: 'trackPreviewed', trackId: 't' }, { timestamp: hoursAgo(-1) }),
        event({ type: 'trackPreviewed', trackId: 't' }, { userId: 'not a user id!' }),
        event({ type: 'trackPreviewed', trackId: 't' }, { timestamp: hoursAgo(6 * 24) }),
      ],
    });
    expect(result.keys).toEqual([
      'events[0].analyticsEvent.trackId',
      'events[1].timestamp',
      'events[2].timestamp',
      'events[3].userId',
    ]);
  });

  it('take the Idempotency-Key header as a parameter', () => {
    const body = { events: [event({ type: 'trackPreviewed', trackId: 't' })] };
    expect(validate('reportAnalyticsEvents', body, { 'idempotency-key': 'batch-7' }).input?.params).toEqual({
      'Idempotency-Key': 'batch-7',
    });
    expect(validate('reportAnalyticsEvents', body, { 'idempotency-key': 'x'.repeat(256) }).keys).toEqual([
      'Idempotency-Key',
    ]);
  });

  it('allow `other` to be null and refuse platforms outside the list', () => {
    expect(validate('reportUsage', { platform: 'YOUTUBE', trackIds: ['t'], other: null }).input).toBeDefined();
    expect(validate('reportUsage', { platform: 'MYSPACE', trackIds: ['t'] }).keys).toEqual(['platform']);
  });

  it('page liked tracks by 25', () => {
    expect(validate('listLikedTracks', undefined, {}, { offset: '50' }).input?.params).toEqual({
      offset: 50,
      limit: 25,
    });
    expect(validate('listLikedTracks', undefined, {}, { offset: '25', limit: '25' }).input).toBeDefined();
    expect(validate('listLikedTracks', undefined, {}, { limit: '10' }).keys).toEqual(['limit']);
    expect(validate('listLikedTracks', undefined, {}, { offset: '30' }).keys).toEqual(['offset']);
  });
});
