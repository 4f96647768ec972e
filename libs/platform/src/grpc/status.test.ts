import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { DomainError, invalidArgument, notFound } from '../errors/domain-error';
import { fromGrpcError, toGrpcError } from './status';

function asServiceError(payload: ReturnType<typeof toGrpcError>): ServiceError {
  return Object.assign(new Error(payload.details), payload) as ServiceError;
}

describe('gRPC status mapping', () => {
  it('round-trips a kind, message and field violations', () => {
    const original = invalidArgument('Bad request', [{ key: 'limit', messages: ['must be at most 100'] }]);
    const back = fromGrpcError(asServiceError(toGrpcError(original)), 'catalog');
    expect(back).toMatchObject({ kind: 'invalid-argument', message: 'Bad request', violations: original.violations });
  });

  it('maps not-found to NOT_FOUND', () => {
    expect(toGrpcError(notFound('Track was not found')).code).toBe(status.NOT_FOUND);
  });

  it('hides unexpected errors behind INTERNAL', () => {
    const payload = toGrpcError(new TypeError('cannot read x of undefined'));
    expect(payload).toMatchObject({ code: status.INTERNAL, details: 'Internal error' });
  });

  it('names the unreachable peer when a call is UNAVAILABLE', () => {
    const error = Object.assign(new Error('14 UNAVAILABLE'), {
      code: status.UNAVAILABLE,
      details: 'No connection established',
      metadata: new Metadata(),
    }) as ServiceError;
    const mapped = fromGrpcError(error, 'catalog');
    expect(mapped).toBeInstanceOf(DomainError);
    expect(mapped).toMatchObject({ kind: 'unavailable', message: 'catalog is unavailable' });
  });
});
