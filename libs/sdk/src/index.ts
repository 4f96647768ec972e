export { createDownbeat, ok, type Downbeat, type DownbeatOptions, type PartnerCredentials } from './client';
export { DownbeatError, isDownbeatError, type ErrorBody, type ErrorKind } from './errors';
export { items, type ListPath, type PageOf } from './pagination';
export { expiryOf } from './tokens';
export type { RetryPolicy } from './transport';
export type { components, operations, paths } from './generated/api';

import type { components } from './generated/api';

/** The API's shapes by name, e.g. `Schema<'Track'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
