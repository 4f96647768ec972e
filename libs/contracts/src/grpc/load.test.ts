import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { credentials, Server, ServerCredentials, type Client, type ServiceDefinition } from '@grpc/grpc-js';
import type { catalog, media, similarity } from '../generated';
import { loadProtos, protoRoot } from './load';
import { fromTimestamp, toTimestamp } from './timestamp';

const protos = loadProtos();
const v1 = {
  accounts: protos.downbeat.accounts.v1,
  catalog: protos.downbeat.catalog.v1,
  media: protos.downbeat.media.v1,
  search: protos.downbeat.search.v1,
  similarity: protos.downbeat.similarity.v1,
  versions: protos.downbeat.versions.v1,
  reporting: protos.downbeat.reporting.v1,
};

describe('loadProtos', () => {
  it('finds the repository protos when running from source', () => {
    expect(protoRoot()).toBe(path.resolve(__dirname, '../../../../protos'));
    expect(existsSync(path.join(protoRoot(), 'catalog/v1/catalog.proto'))).toBe(true);
  });

  it.each([
    ['AccountsService', v1.accounts.AccountsService.service],
    ['AccountsAdminService', v1.accounts.AccountsAdminService.service],
    ['CatalogService', v1.catalog.CatalogService.service],
    ['CatalogAdminService', v1.catalog.CatalogAdminService.service],
    ['SearchService', v1.search.SearchService.service],
    ['MediaService', v1.media.MediaService.service],
    ['SimilarityService', v1.similarity.SimilarityService.service],
    ['VersionsService', v1.versions.VersionsService.service],
    ['ReportingService', v1.reporting.ReportingService.service],
  ])('loads %s with its methods', (_name, service: ServiceDefinition) => {
    expect(Object.keys(service).length).toBeGreaterThan(0);
  });

  it('loads once and hands out the same package object', () => {
    expect(loadProtos()).toBe(protos);
  });
});

describe('messages on the wire, with the options the generated types assume', () => {
  let server: Server;
  let address: string;
  const clients: Client[] = [];
  const received: unknown[] = [];

  beforeAll(async () => {
    server = new Server();
    server.addService(v1.catalog.CatalogService.service, {
      ListTracks: replying<catalog.ListTracksRequest__Output, catalog.ListTracksResponse>({
        tracks: [
          {
            id: 'trk_1',
            title: 'Neon Skyline',
            images: { L: 'https://img.example/l.jpg' },
            genres: [{ id: 'g', name: 'Rock' }],
          },
        ],
        total: 1,
      }),
    });
    server.addService(v1.media.MediaService.service, {
      GetTrackDownload: replying<media.GetTrackDownloadRequest__Output, media.GetTrackDownloadResponse>({
        url: 'https://media.example/t.mp3',
        expires: toTimestamp(new Date('2025-11-21T11:35:00.123Z')),
      }),
    });
    server.addService(v1.similarity.SimilarityService.service, {
      FindSimilarSections: replying<
        similarity.FindSimilarSectionsRequest__Output,
        similarity.FindSimilarSectionsResponse
      >({
        trackSections: [],
        total: 0,
      }),
    });
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      ),
    );
    address = `127.0.0.1:${port}`;
  });

  afterAll(() => {
    for (const client of clients) client.close();
    server.forceShutdown();
  });

  // A unary handler that records what it received and answers with a fixed response.
  function replying<Req, Res>(response: Res) {
    return (call: { request: Req }, done: (error: null, response: Res) => void) => {
      received.push(call.request);
      done(null, response);
    };
  }

  function client<C extends Client>(
    Service: new (address: string, creds: ReturnType<typeof credentials.createInsecure>) => C,
  ): C {
    const created = new Service(address, credentials.createInsecure());
    clients.push(created);
    return created;
  }

  function unary<Req, Res>(
    invoke: (request: Req, done: (error: Error | null, response?: Res) => void) => unknown,
    request: Req,
  ) {
    return new Promise<Res>((resolve, reject) =>
      invoke(request, (error, response) => (error ? reject(error) : resolve(response as Res))),
    );
  }

  it('uses camelCase fields, fills defaults, and leaves unset optional fields absent', async () => {
    const catalogClient = client(v1.catalog.CatalogService);
    const response = await unary<catalog.ListTracksRequest, catalog.ListTracksResponse__Output>(
      (req, done) => catalogClient.listTracks(req, done),
      { partnerId: 'ptn_acme', page: { limit: 50 }, bpmMax: 120 },
    );

    expect(received.at(-1)).toEqual(
      expect.objectContaining({
        partnerId: 'ptn_acme',
        page: { limit: 50, offset: 0 },
        genreIds: [],
        moodIds: [],
        bpmMax: 120,
      }),
    );
    expect(received.at(-1)).not.toHaveProperty('bpmMin');
    const track = response.tracks[0];
    expect(track).toEqual(
      expect.objectContaining({
        id: 'trk_1',
        mainArtists: [],
        bpm: 0,
        hasVocals: false,
        images: { L: 'https://img.example/l.jpg' },
      }),
    );
    expect(track?.genres[0]?.parent ?? undefined).toBeUndefined();
  });

  it('carries enums as their names and timestamps as string seconds', async () => {
    const mediaClient = client(v1.media.MediaService);
    const response = await unary<media.GetTrackDownloadRequest, media.GetTrackDownloadResponse__Output>(
      (req, done) => mediaClient.getTrackDownload(req, done),
      { partnerId: 'ptn_acme', userId: 'user-1', trackId: 'trk_1', quality: 'DOWNLOAD_QUALITY_HIGH' },
    );

    expect(received.at(-1)).toEqual(
      expect.objectContaining({ quality: 'DOWNLOAD_QUALITY_HIGH', format: 'DOWNLOAD_FORMAT_UNSPECIFIED' }),
    );
    expect(typeof response.expires?.seconds).toBe('string');
    expect(fromTimestamp(response.expires)?.toISOString()).toBe('2025-11-21T11:35:00.123Z');
  });

  it('names the member set in a oneof', async () => {
    const similarityClient = client(v1.similarity.SimilarityService);
    await unary<similarity.FindSimilarSectionsRequest, similarity.FindSimilarSectionsResponse__Output>(
      (req, done) => similarityClient.findSimilarSections(req, done),
      { partnerId: 'ptn_acme', trackId: 'trk_1', startMs: 1000, endMs: 6000 },
    );

    expect(received.at(-1)).toEqual(expect.objectContaining({ reference: 'trackId', trackId: 'trk_1' }));
    expect(received.at(-1)).not.toHaveProperty('audioUploadId');
  });
});
