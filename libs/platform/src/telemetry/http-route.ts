import { context } from '@opentelemetry/api';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';

/**
 * Names the current HTTP server span after its route template (the `http.route` attribute, e.g.
 * `GET /v0/tracks/{trackId}`): what the Express instrumentation did, for the cost of one lookup.
 */
export function nameHttpRoute(route: string): void {
  const metadata = getRPCMetadata(context.active());
  if (metadata?.type === RPCType.HTTP) metadata.route = route;
}
