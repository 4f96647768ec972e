import { UsageError } from '../command';
import { deadLetterLine, parseDeadLetterCommand, parseRewindCommand, rewindLine } from './events';

describe('downbeat events dlq', () => {
  it('lists by default; replays with --replay, optionally dry, one event or since a time', () => {
    expect(parseDeadLetterCommand(['catalog.tracks.v1'])).toEqual({
      topic: 'catalog.tracks.v1',
      filter: {},
      replay: false,
      dryRun: false,
      json: false,
    });
    expect(
      parseDeadLetterCommand([
        'catalog.tracks.v1.dlq',
        '--replay',
        '--dry-run',
        '--event-id',
        'e-1',
        '--since=2026-11-26T14:00:00Z',
      ]),
    ).toEqual({
      topic: 'catalog.tracks.v1.dlq',
      filter: { eventId: 'e-1', since: new Date('2026-11-26T14:00:00Z') },
      replay: true,
      dryRun: true,
      json: false,
    });
  });

  it('refuses what it cannot mean', () => {
    expect(() => parseDeadLetterCommand([])).toThrow(UsageError);
    expect(() => parseDeadLetterCommand(['t', '--dry-run'])).toThrow('--dry-run goes with --replay');
    expect(() => parseDeadLetterCommand(['t', '--since', 'yesterday'])).toThrow('--since must be a time');
    expect(() => parseDeadLetterCommand(['t', '--since', '2026-13-45'])).toThrow(UsageError);
  });

  it('prints one dead letter per line: where, when, which event, why', () => {
    const record = {
      topic: 'catalog.tracks.v1.dlq',
      partition: 2,
      offset: '17',
      deadLetteredAt: new Date('2026-11-26T14:03:00Z'),
      key: 'track-1',
      originalTopic: 'catalog.tracks.v1',
      error: 'OpenSearch unavailable',
      attempts: 5,
      eventId: 'e-1',
      eventType: 'downbeat.catalog.track.v1',
      headers: { ce_id: 'e-1', dlq_error: 'OpenSearch unavailable' },
      passed: false,
    };
    expect(deadLetterLine(record, false)).toBe(
      '2:17\t2026-11-26T14:03:00.000Z\te-1\tdownbeat.catalog.track.v1\tkey=track-1\tattempts=5\twaiting\tOpenSearch unavailable',
    );
    expect(JSON.parse(deadLetterLine(record, true))).toMatchObject({
      deadLetteredAt: '2026-11-26T14:03:00.000Z',
      headers: { ce_id: 'e-1', dlq_error: 'OpenSearch unavailable' },
    });
  });
});

describe('downbeat events rewind', () => {
  it('takes a group, its topics and where to', () => {
    expect(parseRewindCommand(['search', 'catalog.tracks.v1', 'catalog.sound-effects.v1', '--to-earliest'])).toEqual({
      group: 'search',
      topics: ['catalog.tracks.v1', 'catalog.sound-effects.v1'],
      dryRun: false,
    });
    expect(parseRewindCommand(['search', 't', '--to-earliest', '--dry-run']).dryRun).toBe(true);
    expect(() => parseRewindCommand(['search', 't'])).toThrow('--to-earliest');
    expect(() => parseRewindCommand(['search', '--to-earliest'])).toThrow('missing <topic>');
  });

  it('prints each partition moved, from where to where', () => {
    expect(rewindLine({ topic: 'catalog.tracks.v1', partition: 1, from: '42', to: '0' })).toBe(
      'catalog.tracks.v1:1\t42 → 0',
    );
    expect(rewindLine({ topic: 'catalog.tracks.v1', partition: 2, to: '0' })).toBe('catalog.tracks.v1:2\tnone → 0');
  });
});
