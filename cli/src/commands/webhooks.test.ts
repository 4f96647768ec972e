import { describe, expect, it } from '@jest/globals';
import { UsageError } from '../command';
import { deliveryLine, parseDeliveries, parseSet } from './webhooks';

describe('downbeat webhooks', () => {
  it('takes a partner, an URL and an optional secret', () => {
    expect(parseSet(['p1', 'https://hooks.example.com/x'])).toEqual({
      partnerId: 'p1',
      url: 'https://hooks.example.com/x',
    });
    expect(parseSet(['p1', 'https://h.example/x', '--secret', 'whsec_abc'])).toMatchObject({ secret: 'whsec_abc' });
    expect(() => parseSet(['p1'])).toThrow(UsageError);
  });

  it('bounds the delivery log’s limit', () => {
    expect(parseDeliveries(['p1'])).toEqual({ partnerId: 'p1', limit: 20, json: false });
    expect(parseDeliveries(['p1', '--limit', '5', '--json'])).toEqual({ partnerId: 'p1', limit: 5, json: true });
    expect(() => parseDeliveries(['p1', '--limit', '500'])).toThrow(UsageError);
  });

  it('prints a delivery with its state, attempts and last answer', () => {
    const line = deliveryLine({
      deliveryId: 'msg_j1_completed',
      jobId: 'j1',
      jobStatus: 'COMPLETED',
      state: 'PENDING',
      attempts: 2,
      lastStatusCode: 503,
      lastError: 'HTTP 503',
      url: 'https://h.example/x',
      createdAt: { seconds: '1790000000', nanos: 0 },
      lastAttemptAt: null,
      nextAttemptAt: { seconds: '1790000020', nanos: 0 },
    } as never);
    expect(line).toContain('PENDING');
    expect(line).toContain('2 attempt(s), HTTP 503');
    expect(line).toContain('next 2026-');
  });
});
