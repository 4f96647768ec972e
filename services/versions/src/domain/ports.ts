/** What the domain takes from the platform: error values and the blob store's shape. */
export { alreadyExists, DomainError, notFound, type BlobStore } from '@downbeat/platform';
import { DomainError } from '@downbeat/platform';

export const failedPreconditionOf = (message: string) => new DomainError('failed-precondition', message);
