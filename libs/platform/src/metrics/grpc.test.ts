import {
  credentials,
  Client,
  Metadata,
  Server,
  ServerCredentials,
  status,
  type sendUnaryData,
  type ServerUnaryCall,
  type ServiceDefinition,
} from '@grpc/grpc-js';
import { parseExposition, sampleSum } from './exposition';
import { grpcMetricsInterceptor } from './grpc';
import { metricsText } from './registry';

/** One unary method with JSON messages: enough of a service to drive the interceptor. */
const json = {
  requestSerialize: (value: unknown) => Buffer.from(JSON.stringify(value)),
  requestDeserialize: (bytes: Buffer) => JSON.parse(bytes.toString()) as { trackId: string },
  responseSerialize: (value: unknown) => Buffer.from(JSON.stringify(value)),
  responseDeserialize: (bytes: Buffer) => JSON.parse(bytes.toString()) as unknown,
};
const definition: ServiceDefinition = {
  GetTrack: { path: '/test.catalog.v1.TestCatalog/GetTrack', requestStream: false, responseStream: false, ...json },
};

let server: Server;
let client: Client;

beforeAll(async () => {
  server = new Server({ interceptors: [grpcMetricsInterceptor] });
  server.addService(definition, {
    GetTrack: (call: ServerUnaryCall<{ trackId: string }, unknown>, callback: sendUnaryData<unknown>) => {
      if (call.request.trackId === 'missing') callback({ code: status.NOT_FOUND, details: 'no such track' });
      else callback(null, { trackId: call.request.trackId });
    },
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  client = new Client(`127.0.0.1:${port}`, credentials.createInsecure());
});

afterAll(() => {
  client.close();
  server.forceShutdown();
});

const getTrack = (trackId: string) =>
  new Promise<number>((resolve) =>
    client.makeUnaryRequest(
      definition.GetTrack!.path,
      json.requestSerialize,
      json.responseDeserialize,
      { trackId },
      new Metadata(),
      (error) => resolve(error?.code ?? status.OK),
    ),
  );

describe('gRPC RED metrics', () => {
  it('count calls per service, method and status code, with their duration', async () => {
    expect(await getTrack('t-1')).toBe(status.OK);
    expect(await getTrack('t-2')).toBe(status.OK);
    expect(await getTrack('missing')).toBe(status.NOT_FOUND);
    const samples = parseExposition(await metricsText());
    const method = { rpc_service: 'test.catalog.v1.TestCatalog', rpc_method: 'GetTrack', rpc_type: 'unary' };
    const count = 'rpc_server_call_duration_seconds_count';
    expect(sampleSum(samples, count, { ...method, grpc_code: 'OK' })).toBe(2);
    expect(sampleSum(samples, count, { ...method, grpc_code: 'NOT_FOUND' })).toBe(1);
    expect(sampleSum(samples, 'rpc_server_call_duration_seconds_sum', method)).toBeGreaterThan(0);
  });
});
