import type { DomainError } from '@downbeat/platform';
import { checkMasterSha256, masterKey, queuedAsset, startsIngest } from './ingestion';
import type { MediaAsset } from './ports';

const NOW = new Date('2026-11-27T00:30:00.000Z');
const SHA = 'a'.repeat(64);

function asset(changes: Partial<MediaAsset> = {}): MediaAsset {
  return {
    _id: 'track:t-1',
    kind: 'track',
    assetId: 't-1',
    masterSha256: SHA,
    masterPath: '/masters/golden-hour.wav',
    state: 'ready',
    message: 'Ready',
    attempt: 'attempt-1',
    leaseUntil: '2026-11-27T00:00:00.000Z',
    updatedAt: '2026-11-27T00:00:00.000Z',
    rendition: {
      prefix: 'tracks/t-1/r-a/',
      masterSha256: SHA,
      lengthSeconds: 12,
      renderedAt: '2026-11-27T00:00:00.000Z',
    },
    ...changes,
  };
}

describe('whether an ingest request starts a new ingest', () => {
  it('answers with the current state for the same master, ready or failed', () => {
    expect(startsIngest(asset(), SHA, false, false, NOW)).toBe(false);
    expect(startsIngest(asset({ state: 'failed' }), SHA, false, false, NOW)).toBe(false);
  });

  it('starts one for a different master', () => {
    expect(startsIngest(asset(), 'b'.repeat(64), false, false, NOW)).toBe(true);
  });

  it('starts one for the same master when forced', () => {
    expect(startsIngest(asset(), SHA, true, false, NOW)).toBe(true);
  });

  it('leaves an ingest in flight alone while its lease runs or this process holds it', () => {
    const leased = asset({ state: 'processing', leaseUntil: '2026-11-27T00:31:00.000Z' });
    expect(startsIngest(leased, SHA, false, false, NOW)).toBe(false);
    const lapsedButHeld = asset({ state: 'queued' });
    expect(startsIngest(lapsedButHeld, SHA, false, true, NOW)).toBe(false);
  });

  it('restarts an abandoned ingest: in flight, lease run out, held by no one here', () => {
    expect(startsIngest(asset({ state: 'processing' }), SHA, false, false, NOW)).toBe(true);
    expect(startsIngest(asset({ state: 'queued' }), SHA, false, false, NOW)).toBe(true);
  });
});

describe('the checksum a caller gives with a master', () => {
  it('passes when absent or equal in any case', () => {
    expect(() => checkMasterSha256('/m/a.wav', SHA, undefined)).not.toThrow();
    expect(() => checkMasterSha256('/m/a.wav', SHA, SHA.toUpperCase())).not.toThrow();
  });

  it('refuses a different one, naming the file and both checksums', () => {
    let thrown: DomainError | undefined;
    try {
      checkMasterSha256('/m/a.wav', SHA, 'c'.repeat(64));
    } catch (error) {
      thrown = error as DomainError;
    }
    expect(thrown).toMatchObject({
      kind: 'invalid-argument',
      message: `a.wav: its SHA-256 is ${SHA}, not ${'c'.repeat(64)}`,
    });
  });
});

describe('the asset a new ingest queues', () => {
  it('is queued for the new master under a fresh attempt and keeps serving the old rendition', () => {
    const existing = asset();
    const queued = queuedAsset({ kind: 'track', assetId: 't-1' }, '/masters/new.wav', 'd'.repeat(64), existing, {
      attempt: 'attempt-2',
      leaseUntil: '2026-11-27T00:32:00.000Z',
      now: NOW,
    });
    expect(queued).toEqual({
      ...existing,
      masterSha256: 'd'.repeat(64),
      masterPath: '/masters/new.wav',
      state: 'queued',
      message: 'Queued',
      attempt: 'attempt-2',
      leaseUntil: '2026-11-27T00:32:00.000Z',
      updatedAt: NOW.toISOString(),
    });
    expect(masterKey(queued)).toBe(`masters/track/t-1/${'d'.repeat(64)}`);
  });

  it('has no rendition when there was none', () => {
    const queued = queuedAsset({ kind: 'sound-effect', assetId: 's-1' }, '/m/thud.wav', SHA, null, {
      attempt: 'attempt-1',
      leaseUntil: NOW.toISOString(),
      now: NOW,
    });
    expect(queued._id).toBe('sound-effect:s-1');
    expect(queued).not.toHaveProperty('rendition');
  });
});
