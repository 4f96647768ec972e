import { randomUUID } from 'node:crypto';
import { loadProtos, type search } from '@downbeat/contracts';
import {
  connectClient,
  createLogger,
  HealthChecker,
  insecure,
  isDomainError,
  KafkaEventBus,
  type ConnectedClient,
  type EventBus,
  type HostedService,
} from '@downbeat/platform';
import { describeWith, locatedInfrastructure, TcpSwitch, waitFor } from '@downbeat/testing';
import { OpenSearchEngine } from '../src/adapters/opensearch/opensearch-engine';
import type { CatalogTopics } from '../src/domain/catalog-indexer';
import { soundEffectEvent, trackEvent } from '../src/domain/catalog-events.fixtures';
import { startSearchService } from '../src/service';

const infra = locatedInfrastructure();

describeWith(['opensearch', 'kafka'], 'search service over gRPC, indexing from Kafka into OpenSearch', () => {
  const run = randomUUID().slice(0, 8);
  const topics: CatalogTopics = {
    tracks: `it-${run}.catalog.tracks.v1`,
    soundEffects: `it-${run}.catalog.sound-effects.v1`,
  };
  let bus: EventBus;
  let proxy: TcpSwitch;
  let engine: OpenSearchEngine;
  let service: HostedService;
  let client: ConnectedClient<search.SearchServiceClient, search.SearchServiceDefinition>;
  let admin: search.SearchAdminServiceClient;
  let health: HealthChecker;

  beforeAll(async () => {
    bus = new KafkaEventBus({ brokers: infra.kafka!.brokers, clientId: `search-it-${run}` });
    await bus.start();
    proxy = await TcpSwitch.inFront(infra.opensearch!.url);
    engine = new OpenSearchEngine({
      url: proxy.url,
      indexPrefix: `it-${run}-`,
      requestTimeoutMs: 500,
      nextIndexCacheMs: 200,
    });
    service = await startSearchService({
      address: '127.0.0.1:0',
      logger: createLogger({ service: 'search', level: 'silent' }),
      bus,
      engine,
      indexing: { group: `search-it-${run}`, topics },
    });
    const protos = loadProtos().downbeat.search.v1;
    client = connectClient('search', protos.SearchService, service.address);
    admin = new protos.SearchAdminService(service.address, insecure());
    health = new HealthChecker(service.address);
    const tracks = [
      trackEvent({ id: 't-1', title: 'Moody Piano Nights', moods: ['Moody'], genres: [['Chamber', 'Classical']] }),
      trackEvent({ id: 't-2', title: 'Relaxing Guitar', moods: ['Relaxing'], genres: [['Folk', 'Acoustic']] }),
      trackEvent({ id: 't-3', title: 'Unreleased Song', status: 'processing' }),
    ];
    for (const data of tracks)
      await bus.publish({ topic: topics.tracks, key: data.trackId, type: 'downbeat.catalog.track.v1', data });
    const effect = soundEffectEvent({ id: 'sfx-1', title: 'Door Slam', category: ['Doors', 'Household'] });
    await bus.publish({
      topic: topics.soundEffects,
      key: effect.soundEffectId,
      type: 'downbeat.catalog.sound-effect.v1',
      data: effect,
    });
  });
  afterAll(async () => {
    client.close();
    admin.close();
    health.close();
    await service.stop();
    await bus.stop();
    await proxy.restore();
    await engine.dropAll();
    await engine.close();
    await proxy.cut();
  });

  const searchTracks = (request: search.SearchTracksRequest) => client.searchTracks(request);
  const refreshed = async () => {
    await engine.refresh();
    return true;
  };

  it('indexes published tracks from the catalog topic and answers searches with ids and aggregations', async () => {
    await waitFor(
      'both published tracks searchable',
      async () => (await refreshed()) && (await searchTracks({})).total === 2,
      {
        timeoutMs: 60_000,
      },
    );
    const response = await searchTracks({ term: 'guitars', page: { limit: 10, offset: 0 } });
    expect(response).toEqual({
      trackIds: ['t-2'],
      total: 1,
      aggregations: {
        moods: [{ id: 'mood-relaxing', name: 'Relaxing', count: 1 }],
        genres: [
          { id: 'genre-acoustic', name: 'Acoustic', count: 1 },
          { id: 'genre-folk', name: 'Folk', count: 1 },
        ],
      },
    });
    expect((await searchTracks({ genreIds: ['genre-classical'], sort: 'TRACK_SORT_TITLE' })).trackIds).toEqual(['t-1']);
  });

  it('suggests completions and finds sound effects', async () => {
    const suggestions = await client.getSearchSuggestions({ term: 'rel' });
    expect(suggestions.suggestions).toEqual([
      { value: 'relaxing', title: 'relaxing', type: 'SUGGESTION_TYPE_TEXT' },
      { value: 'Relaxing', title: 'Relaxing', type: 'SUGGESTION_TYPE_MOOD' },
    ]);
    await waitFor(
      'the sound effect searchable',
      async () => {
        const response = await client.searchSoundEffects({
          term: 'household',
          sort: 'SOUND_EFFECT_SEARCH_SORT_NEWEST',
        });
        return response.soundEffectIds[0] === 'sfx-1';
      },
      { timeoutMs: 30_000 },
    );
  });

  it('rejects a limit over 60 and a negative offset, naming the field', async () => {
    const error = await searchTracks({ page: { limit: 61, offset: -1 } }).catch((e: unknown) => e);
    expect(isDomainError(error, 'invalid-argument')).toBe(true);
    expect((error as { violations: Array<{ key: string }> }).violations.map((v) => v.key)).toEqual(['limit', 'offset']);
  });

  it('reindexes with progress while queries keep succeeding', async () => {
    let querying = true;
    let answered = 0;
    const failures: unknown[] = [];
    const load = (async () => {
      while (querying) {
        try {
          expect((await searchTracks({ term: 'piano' })).trackIds).toEqual(['t-1']);
          answered++;
        } catch (error) {
          failures.push(error);
          if (failures.length > 5) querying = false;
        }
      }
    })();
    const messages: search.ReindexResponse__Output[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        const stream = admin.reindex({});
        stream.on('data', (message: search.ReindexResponse__Output) => messages.push(message));
        stream.on('error', reject);
        stream.on('end', () => resolve());
      });
    } finally {
      querying = false;
      await load;
    }
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);
    const done = messages.filter((message) => message.done);
    expect(done.map((m) => [m.index, m.copied, m.generation])).toEqual([
      ['SEARCH_INDEX_TRACKS', 3, `it-${run}-tracks-v2`],
      ['SEARCH_INDEX_SOUND_EFFECTS', 1, `it-${run}-sound-effects-v2`],
    ]);
    expect(messages.some((m) => !m.done && m.index === 'SEARCH_INDEX_TRACKS')).toBe(true);
  });

  it('reports NOT_SERVING and answers UNAVAILABLE quickly while OpenSearch is down, and recovers', async () => {
    expect(await health.check('downbeat.search.v1.SearchService')).toBe('SERVING');
    await proxy.cut();
    const started = Date.now();
    const error = await searchTracks({ term: 'piano' }).catch((e: unknown) => e);
    expect(isDomainError(error, 'unavailable')).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
    await waitFor(
      'health NOT_SERVING',
      async () => (await health.check('downbeat.search.v1.SearchService')) === 'NOT_SERVING',
    );
    await proxy.restore();
    await waitFor(
      'health SERVING again',
      async () => (await health.check('downbeat.search.v1.SearchService')) === 'SERVING',
    );
    expect((await searchTracks({ term: 'piano' })).trackIds).toEqual(['t-1']);
  });
});
