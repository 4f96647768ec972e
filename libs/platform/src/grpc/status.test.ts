import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import {
  DomainError,
  idempotencyConflict,
  invalidArgument,
  notFound,
  payloadTooLarge,
  tooManyAttempts,
  unsupportedMediaType,
} from '../errors/domain-error';
import { fromGrpcError, toGrpcError } from './status';

function asServiceError(payload: ReturnType<typeof toGrpcError>): ServiceError {
  return Object.assign(new Error(payload.details), payload) as ServiceError;
}

/** A status as grpc-js reports one that came without our trailers (transport failures, a peer's own). */
const bareStatus = (code: status, details: string) => asServiceError({ code, details, metadata: new Metadata() });

describe('gRPC status mapping', () => {
  it('round-trips a kind, message and field violations', () => {
    const original = invalidArgument('Bad request', [{ key: 'limit', messages: ['must be at most 100'] }]);
    const back = fromGrpcError(asServiceError(toGrpcError(original)), 'catalog');
    expect(back).toMatchObject({ kind: 'invalid-argument', message: 'Bad request', violations: original.violations });
  });

  it('maps not-found to NOT_FOUND', () => {
    expect(toGrpcError(notFound('Track was not found')).code).toBe(status.NOT_FOUND);
  });

  it('sends an upload too large or of the wrong format as standard codes, and our clients get the finer kind back', () => {
    const tooLarge = toGrpcError(payloadTooLarge('Audio file is larger than 3.5 MB'));
    const wrongFormat = toGrpcError(unsupportedMediaType('Audio file is not MP3 or Ogg Vorbis'));
    expect([tooLarge.code, wrongFormat.code]).toEqual([status.RESOURCE_EXHAUSTED, status.INVALID_ARGUMENT]);
    expect(fromGrpcError(asServiceError(tooLarge), 'media').kind).toBe('payload-too-large');
    expect(fromGrpcError(asServiceError(wrongFormat), 'media').kind).toBe('unsupported-media-type');
    // A trailer that does not fit the status is not believed.
    const forged = toGrpcError(notFound('Audio was not found'));
    forged.metadata.set('downbeat-error-kind', 'payload-too-large');
    expect(fromGrpcError(asServiceError(forged), 'media').kind).toBe('not-found');
  });

  it('carries when a refusal passes, so the gateway can say Retry-After', () => {
    const payload = toGrpcError(tooManyAttempts('Too many failed attempts', 42));
    expect(payload.code).toBe(status.RESOURCE_EXHAUSTED);
    expect(fromGrpcError(asServiceError(payload), 'accounts')).toMatchObject({
      kind: 'resource-exhausted',
      retryAfterSeconds: 42,
    });
    expect(fromGrpcError(asServiceError(toGrpcError(notFound('x'))), 'accounts').retryAfterSeconds).toBeUndefined();
  });

  it('sends a reused Idempotency-Key as FAILED_PRECONDITION, and our clients get the finer kind and the header named', () => {
    const reused = toGrpcError(idempotencyConflict('This Idempotency-Key was already used'));
    expect(reused.code).toBe(status.FAILED_PRECONDITION);
    expect(fromGrpcError(asServiceError(reused), 'versions')).toMatchObject({
      kind: 'idempotency-conflict',
      violations: [{ key: 'Idempotency-Key', messages: [expect.any(String)] }],
    });
  });

  it('hides unexpected errors behind INTERNAL', () => {
    const payload = toGrpcError(new TypeError('cannot read x of undefined'));
    expect(payload).toMatchObject({ code: status.INTERNAL, details: 'Internal error' });
  });

  it('names the unreachable peer when a call is UNAVAILABLE', () => {
    const mapped = fromGrpcError(bareStatus(status.UNAVAILABLE, 'No connection established'), 'catalog');
    expect(mapped).toBeInstanceOf(DomainError);
    expect(mapped).toMatchObject({ kind: 'unavailable', message: 'catalog is unavailable' });
  });

  it('takes a bare UNIMPLEMENTED for a peer that cannot serve the call yet, and keeps a refused method a 405', () => {
    const older = bareStatus(
      status.UNIMPLEMENTED,
      'The server does not implement the method /downbeat.catalog.v1.CatalogService/GetDownloadAccess',
    );
    expect(fromGrpcError(older, 'catalog service')).toMatchObject({
      kind: 'unavailable',
      message: 'catalog service is unavailable',
    });
    const refused = toGrpcError(new DomainError('method-not-allowed', 'Method is not allowed'));
    expect(refused.code).toBe(status.UNIMPLEMENTED);
    expect(fromGrpcError(asServiceError(refused), 'catalog service').kind).toBe('method-not-allowed');
  });
});
