import { eventTypes, messageKey, type EventType } from './registry';
import type { EventData } from './types';
import { assertValidEvent, InvalidEventError, validateEvent, type EventProblem } from './validate';

// Typed fixtures: they compile only while the TypeScript shapes match, and validate only while
// the schemas accept them, so types.ts and the schemas cannot drift apart unnoticed.
const SHA = 'ab'.repeat(32);
const NOW = '2025-11-21T10:35:00.000Z';
const fixtures: { [T in EventType]: () => EventData<T> } = {
  'downbeat.accounts.partner-settings.v1': () => ({
    partnerId: 'ptn_acme',
    revision: 3,
    status: 'active',
    freeTierCollectionIds: ['collection-sunny-days', 'collection-quiet-hours'],
    rateLimit: { requestsPerSecond: 50, burst: 100 },
    allowedOrigins: ['https://app.example.com'],
    updatedAt: NOW,
  }),
  'downbeat.catalog.track.v1': () => ({
    trackId: 'trk_1',
    revision: 1,
    status: 'processing',
    title: 'Neon Skyline',
    mainArtists: ['Mara Vale'],
    featuredArtists: [],
    moods: [{ id: 'mood_1', name: 'Uplifting' }],
    genres: [{ id: 'genre_2', name: 'Synthwave', parent: { id: 'genre_1', name: 'Electronic' } }],
    images: { default: 'https://img.example/1.jpg' },
    hasVocals: false,
    isExplicit: false,
    added: '2025-11-03',
    bpm: null,
    lengthSeconds: null,
    master: { uri: '/data/masters/neon.wav', sha256: SHA },
    updatedAt: NOW,
  }),
  'downbeat.catalog.sound-effect.v1': () => ({
    soundEffectId: '0b6f1c52-7f1e-4d1a-9a43-2f7c3b9d8e10',
    revision: 2,
    title: 'Door slam',
    categories: [{ id: '4f0e2a8c-1d3b-4e5f-8a9b-0c1d2e3f4a5b', name: 'Doors' }],
    images: {},
    added: NOW,
    lengthSeconds: 1.84,
    master: { uri: '/data/sfx/door.wav', sha256: SHA },
    updatedAt: NOW,
  }),
  'downbeat.media.track-analysis.v1': () => ({
    trackId: 'trk_1',
    masterSha256: SHA,
    status: 'completed',
    analyzedAt: NOW,
    lengthSeconds: 187.4,
    bpm: 104,
    analysisVersion: 1,
    loudnessLufs: -13.8,
    beats: [{ time: 0.48, value: 1 }],
    waveform: { version: 2, channels: 1, sampleRate: 44100, samplesPerPixel: 8192, bits: 8, length: 1, data: [-8, 9] },
    highlightCandidates: [{ fromMs: 1000, toMs: 31000, score: 0.9 }],
  }),
  'downbeat.media.upload.v1': () => ({
    uploadId: '5d7e9f10-2a3b-4c5d-8e6f-7a8b9c0d1e2f',
    partnerId: 'ptn_acme',
    userId: 'user-1',
    kind: 'image',
    state: 'live',
    sha256: SHA,
    sizeBytes: 1200,
    blobKey: 'uploads/images/x',
    createdAt: NOW,
    expiresAt: NOW,
    updatedAt: NOW,
  }),
  'downbeat.versions.job-requested.v1': () => ({
    jobId: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
    partnerId: 'ptn_acme',
    userId: 'user-1',
    trackId: 'trk_1',
    durationMs: 30_000,
    loopable: true,
    requestedAt: NOW,
  }),
  'downbeat.versions.job-status.v1': () => ({
    jobId: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
    partnerId: 'ptn_acme',
    userId: 'user-1',
    trackId: 'trk_1',
    status: 'PENDING',
    message: 'Job accepted',
    results: [],
    updatedAt: NOW,
  }),
  'downbeat.analytics.track-previewed.v1': () => ({
    ...analyticsBase(),
    eventType: 'trackPreviewed',
    trackId: 'trk_1',
  }),
  'downbeat.analytics.track-downloaded.v1': () => ({
    ...analyticsBase(),
    eventType: 'trackDownloaded',
    trackId: 'trk_1',
    format: 'mp3',
    quality: 'normal',
  }),
  'downbeat.analytics.tracks-exported.v1': () => ({
    ...analyticsBase(),
    userConnected: true,
    eventType: 'tracksExported',
    trackIds: ['trk_1', 'trk_2'],
    platform: 'TIKTOK',
  }),
  'downbeat.usage.exported.v1': () => ({
    reportId: '6f2d4c5b-8e0a-4b1c-8d3e-4f5a6b7c8d9e',
    partnerId: 'ptn_acme',
    userId: '4711',
    eventType: 'EXPORTED',
    platform: 'LOCAL',
    trackIds: ['trk_1'],
    other: null,
    receivedAt: NOW,
  }),
};

function analyticsBase() {
  return {
    eventId: '3c9a1f2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
    batchId: '8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a',
    partnerId: 'ptn_acme',
    userId: 'user-1',
    occurredAt: '2025-11-21T10:31:07.250Z',
    receivedAt: NOW,
  };
}

function problemsOf(type: EventType, data: unknown): EventProblem[] {
  const result = validateEvent(type, data);
  return result.valid ? [] : result.problems;
}

describe('event validation', () => {
  it.each(Object.keys(eventTypes) as EventType[])('%s: the schema compiles and accepts a well-formed event', (type) => {
    expect(problemsOf(type, fixtures[type]())).toEqual([]);
  });

  it('names a missing required field', () => {
    const { trackId: _omitted, ...event } = fixtures['downbeat.analytics.track-previewed.v1']();
    expect(problemsOf('downbeat.analytics.track-previewed.v1', event)).toEqual([
      { field: 'trackId', message: 'is required' },
    ]);
  });

  it('names a nested field of the wrong type with its path', () => {
    const event = { ...fixtures['downbeat.catalog.track.v1'](), moods: [{ id: 'mood_1', name: 7 }] };
    expect(problemsOf('downbeat.catalog.track.v1', event)).toEqual([
      { field: 'moods[0].name', message: 'must be string' },
    ]);
  });

  it('lists every problem at once, with the allowed values of an enum', () => {
    const event = { ...fixtures['downbeat.usage.exported.v1'](), platform: 'MYSPACE', trackIds: [] };
    expect(problemsOf('downbeat.usage.exported.v1', event)).toEqual(
      expect.arrayContaining([
        { field: 'platform', message: expect.stringContaining('"YOUTUBE"') },
        { field: 'trackIds', message: 'must NOT have fewer than 1 items' },
      ]),
    );
  });

  it('refuses an analytics event with the wrong eventType for its CloudEvents type', () => {
    const event = { ...fixtures['downbeat.analytics.track-previewed.v1'](), eventType: 'trackDownloaded' };
    expect(problemsOf('downbeat.analytics.track-previewed.v1', event)).toEqual([
      { field: 'eventType', message: 'must be "trackPreviewed"' },
    ]);
  });

  it('refuses more than 50 track ids in one export event', () => {
    const trackIds = Array.from({ length: 51 }, (_, i) => `trk_${i}`);
    const event = { ...fixtures['downbeat.analytics.tracks-exported.v1'](), trackIds };
    expect(problemsOf('downbeat.analytics.tracks-exported.v1', event)).toEqual([
      { field: 'trackIds', message: 'must NOT have more than 50 items' },
    ]);
  });

  it('checks formats: a timestamp must be RFC 3339 and an event id a UUID', () => {
    const event = { ...fixtures['downbeat.analytics.track-downloaded.v1'](), occurredAt: 'yesterday', eventId: 'x' };
    expect(
      problemsOf('downbeat.analytics.track-downloaded.v1', event)
        .map((p) => p.field)
        .sort(),
    ).toEqual(['eventId', 'occurredAt']);
  });

  it('requires the analysis results of a completed analysis, and the reason of a failed one', () => {
    const { bpm: _omitted, ...completed } = fixtures['downbeat.media.track-analysis.v1']();
    expect(problemsOf('downbeat.media.track-analysis.v1', completed)).toEqual([
      { field: 'bpm', message: 'is required' },
    ]);
    const failed = { trackId: 'trk_1', masterSha256: SHA, status: 'failed', analyzedAt: NOW };
    expect(problemsOf('downbeat.media.track-analysis.v1', failed)).toEqual([
      { field: 'message', message: 'is required' },
    ]);
  });

  it('requires the uploading user on an image upload but not on an audio upload', () => {
    const { userId: _omitted, ...image } = fixtures['downbeat.media.upload.v1']();
    expect(problemsOf('downbeat.media.upload.v1', image)).toEqual([{ field: 'userId', message: 'is required' }]);
    const audio = { ...image, kind: 'audio', lengthSeconds: 61.2 };
    expect(problemsOf('downbeat.media.upload.v1', audio)).toEqual([]);
  });

  it('tolerates fields it does not know, so that producers can add fields without breaking consumers', () => {
    const event = { ...fixtures['downbeat.catalog.track.v1'](), isrc: 'USRC17607839' };
    expect(problemsOf('downbeat.catalog.track.v1', event)).toEqual([]);
  });

  it('reports a payload that is not an object as a problem of the whole event', () => {
    expect(problemsOf('downbeat.versions.job-status.v1', 'PENDING')).toEqual([
      { field: '(event)', message: 'must be object' },
    ]);
  });

  it('reports an unknown event type instead of passing it', () => {
    expect(validateEvent('downbeat.catalog.track.v9', {})).toEqual({
      valid: false,
      problems: [{ field: '(type)', message: 'unknown event type "downbeat.catalog.track.v9"' }],
    });
  });

  it('assertValidEvent throws an error that lists the problems', () => {
    const event = { ...fixtures['downbeat.versions.job-requested.v1'](), durationMs: 500 };
    expect(() => assertValidEvent('downbeat.versions.job-requested.v1', event)).toThrow(InvalidEventError);
    expect(() => assertValidEvent('downbeat.versions.job-requested.v1', event)).toThrow(
      'invalid downbeat.versions.job-requested.v1 event: durationMs must be >= 1000',
    );
  });
});

describe('message keys', () => {
  it('keys entity events by the entity id and analytics events by the partner id', () => {
    expect(messageKey('downbeat.catalog.track.v1', fixtures['downbeat.catalog.track.v1']())).toBe('trk_1');
    expect(
      messageKey('downbeat.analytics.tracks-exported.v1', fixtures['downbeat.analytics.tracks-exported.v1']()),
    ).toBe('ptn_acme');
  });

  it('refuses to key an event whose key field is missing', () => {
    expect(() => messageKey('downbeat.media.upload.v1', {})).toThrow('the key field uploadId is missing');
  });
});
