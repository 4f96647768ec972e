import {
  credentials,
  makeGenericClientConstructor,
  Server,
  ServerCredentials,
  status,
  type Client,
  type ClientReadableStream,
  type ClientUnaryCall,
  type ClientWritableStream,
  type handleClientStreamingCall,
  type handleServerStreamingCall,
  type handleUnaryCall,
  type ServiceDefinition,
} from '@grpc/grpc-js';
import { DomainError } from '../errors/domain-error';
import { connectClient, promiseClient, type GrpcService } from './promise-client';

interface TempoRequest {
  trackId: string;
}
interface TempoResponse {
  bpm: number;
}

const json = {
  requestSerialize: (value: TempoRequest) => Buffer.from(JSON.stringify(value)),
  requestDeserialize: (bytes: Buffer) => JSON.parse(bytes.toString()) as TempoRequest,
  responseSerialize: (value: unknown) => Buffer.from(JSON.stringify(value)),
  responseDeserialize: (bytes: Buffer) => JSON.parse(bytes.toString()) as TempoResponse,
};
const method = (name: string, requestStream = false, responseStream = false) => ({
  path: `/test.TempoService/${name}`,
  requestStream,
  responseStream,
  ...json,
});

type Answer = (error: unknown, answer?: TempoResponse) => void;

/** How proto-loader's generator types a client: unary methods return a call, streaming ones a stream. */
interface TempoServiceClient extends Client {
  getTempo(request: TempoRequest, options: object, done: Answer): ClientUnaryCall;
  getSlowTempo(request: TempoRequest, options: object, done: Answer): ClientUnaryCall;
  watchTempo(request: TempoRequest, options?: object): ClientReadableStream<TempoResponse>;
  countTracks(options: object, done: Answer): ClientWritableStream<TempoRequest>;
}

/** A small service over real HTTP/2: two unary methods and one server-streaming method. */
const TEMPO_SERVICE = {
  GetTempo: method('GetTempo'),
  GetSlowTempo: method('GetSlowTempo'),
  WatchTempo: method('WatchTempo', false, true),
  CountTracks: method('CountTracks', true, false),
} satisfies ServiceDefinition;

describe('promiseClient', () => {
  let server: Server;
  let grpcClient: TempoServiceClient;
  let address: string;

  beforeAll(async () => {
    server = new Server();
    const getTempo: handleUnaryCall<TempoRequest, TempoResponse> = ({ request }, done) => {
      if (request.trackId === 'unknown') done({ code: status.NOT_FOUND, details: 'Track unknown was not found' });
      else done(null, { bpm: 128 });
    };
    const getSlowTempo: handleUnaryCall<TempoRequest, TempoResponse> = (_call, done) => {
      setTimeout(() => done(null, { bpm: 90 }), 300);
    };
    const watchTempo: handleServerStreamingCall<TempoRequest, TempoResponse> = (stream) => {
      if (stream.request.trackId === 'unknown') {
        stream.emit('error', { code: status.NOT_FOUND, details: 'Track unknown was not found' });
        return;
      }
      for (const bpm of [120, 122, 124]) stream.write({ bpm });
      stream.end();
    };
    const countTracks: handleClientStreamingCall<TempoRequest, TempoResponse> = (stream, done) => {
      let count = 0;
      stream.on('data', () => (count += 1));
      stream.on('end', () => done(null, { bpm: count }));
    };
    server.addService(TEMPO_SERVICE, {
      GetTempo: getTempo,
      GetSlowTempo: getSlowTempo,
      WatchTempo: watchTempo,
      CountTracks: countTracks,
    });
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
        error ? reject(error) : resolve(bound),
      ),
    );
    const TempoClient = makeGenericClientConstructor(TEMPO_SERVICE, 'TempoService');
    address = `127.0.0.1:${port}`;
    grpcClient = new TempoClient(address, credentials.createInsecure()) as unknown as TempoServiceClient;
  });

  afterAll(() => {
    grpcClient.close();
    server.forceShutdown();
  });

  it('answers a unary method as a promise of its response', async () => {
    const tempo = promiseClient('tempo service', TEMPO_SERVICE, grpcClient);
    await expect(tempo.getTempo({ trackId: 'track-1' })).resolves.toEqual({ bpm: 128 });
  });

  it("turns the peer's error into a DomainError of the matching kind", async () => {
    const tempo = promiseClient('tempo service', TEMPO_SERVICE, grpcClient);
    const failure = await tempo.getTempo({ trackId: 'unknown' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ kind: 'not-found', message: 'Track unknown was not found' });
  });

  it('gives up at the deadline, naming the peer, and lets one call wait longer', async () => {
    const tempo = promiseClient('tempo service', TEMPO_SERVICE, grpcClient, { deadlineMs: 50 });
    await expect(tempo.getSlowTempo({ trackId: 'track-1' })).rejects.toMatchObject({
      kind: 'deadline-exceeded',
      message: 'tempo service did not answer in time',
    });
    await expect(tempo.getSlowTempo({ trackId: 'track-1' }, { deadlineMs: 2_000 })).resolves.toEqual({ bpm: 90 });
  });

  it('reads a server-streaming method as an async generator, errors mapped the same way', async () => {
    const tempo = promiseClient('tempo service', TEMPO_SERVICE, grpcClient);
    const seen: number[] = [];
    for await (const { bpm } of tempo.watchTempo({ trackId: 'track-1' })) seen.push(bpm);
    expect(seen).toEqual([120, 122, 124]);
    const reading = (async () => {
      for await (const _answer of tempo.watchTempo({ trackId: 'unknown' })) continue;
    })();
    await expect(reading).rejects.toMatchObject({ kind: 'not-found', message: 'Track unknown was not found' });
  });

  it('opens a client-streaming method as an outgoing stream answered at its end', async () => {
    const tempo = promiseClient('tempo service', TEMPO_SERVICE, grpcClient);
    const stream = tempo.countTracks();
    for (const trackId of ['track-1', 'track-2']) await stream.write({ trackId });
    await expect(stream.end()).resolves.toEqual({ bpm: 2 });
  });

  it('connects its own channel to an address and closes it', async () => {
    const TempoService = makeGenericClientConstructor(TEMPO_SERVICE, 'TempoService') as unknown as GrpcService<
      TempoServiceClient,
      typeof TEMPO_SERVICE
    >;
    const tempo = connectClient('tempo service', TempoService, address);
    await expect(tempo.getTempo({ trackId: 'track-1' })).resolves.toEqual({ bpm: 128 });
    tempo.close();
    await expect(tempo.getTempo({ trackId: 'track-1' })).rejects.toThrow('Channel has been shut down');
  });
});
