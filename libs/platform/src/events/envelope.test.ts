import { decodeMessage, encodeHeaders, encodeValue } from './envelope';
import type { EventEnvelope } from './port';

const envelope: EventEnvelope = {
  id: 'e1',
  type: 'downbeat.test.v1',
  source: '/downbeat/test',
  time: '2026-11-27T10:00:00.000Z',
  key: 'p1',
  topic: 'test.v1',
  subject: 'p1',
  data: { n: 1 },
};
const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

describe('the Kafka binary mode of an envelope', () => {
  it('reads back what it wrote, trace context included', () => {
    const headers = encodeHeaders({ ...envelope, traceContext: { traceparent, tracestate: 'a=1' } });

    expect(decodeMessage('test.v1', 'p1', encodeValue(envelope), headers)).toEqual({
      ...envelope,
      traceContext: { traceparent, tracestate: 'a=1' },
    });
  });

  it('keeps only the trace headers as trace context, and none when there are none', () => {
    const headers = { ...encodeHeaders(envelope), 'x-other': 'v' };

    expect(decodeMessage('test.v1', 'p1', '{}', headers).traceContext).toBeUndefined();
    expect(decodeMessage('test.v1', 'p1', '{}', { ...headers, traceparent }).traceContext).toEqual({ traceparent });
  });

  it('refuses a record without the CloudEvents headers', () => {
    expect(() => decodeMessage('test.v1', 'p1', '{}', { 'content-type': 'application/json' })).toThrow(
      'header ce_specversion is missing',
    );
  });
});
