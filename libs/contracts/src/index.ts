/**
 * @downbeat/contracts: what services agree on.
 * - gRPC: `loadProtos()` (typed grpc-js package object of every proto) and the generated message
 *   types in one namespace per proto package: `catalog.Track__Output`, `catalog.CatalogServiceHandlers`,
 *   `media.MediaServiceClient`, `common.PageRequest`, `protobuf.Timestamp`, ...
 *   (`X` is what you may send, `X__Output` is what you receive, with defaults filled in).
 * - Events: the topic and event-type registry, JSON Schemas and `validateEvent` / `assertValidEvent`.
 * - Images: the size table of image sets, media's image keys and the ids of generated cover art.
 * - Uploads: size limits and lifetimes of partner uploads.
 * - Analytics and usage: the event types, platforms and limits of the reporting operations (batch
 *   size, track ids, text lengths, event age, summary span), enforced by reporting and declared by
 *   the gateway's OpenAPI document.
 */
export {
  accounts,
  catalog,
  common,
  media,
  protobuf,
  protoFiles,
  reporting,
  search,
  similarity,
  versions,
  type DownbeatProtoGrpcType,
} from './generated';
export * from './grpc';
export * from './events';
export { endUserIdProblem, MAX_USER_ID_LENGTH } from './end-user-id';
export * from './images';
export * from './uploads';
export {
  ANALYTICS_ACTIVITY_TYPES,
  ANALYTICS_RULES,
  eventTimeProblem,
  USAGE_PLATFORMS,
  USAGE_RULES,
  USAGE_SUMMARY_RULES,
  type AnalyticsActivityType,
} from './analytics/analytics-rules';
export { type Beat } from './beat';
export { nameBasedUuid } from './name-based-uuid';
export { API_KEY_PREFIX, isApiKey } from './api-keys';
