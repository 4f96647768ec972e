import {
  loadProtos,
  type accounts,
  type catalog,
  type media,
  type reporting,
  type search,
  type similarity,
  type versions,
} from '@downbeat/contracts';
import {
  clientChannelOptions,
  connectClient,
  DomainError,
  HealthChecker,
  insecure,
  promiseClient,
  unavailable,
  type PromiseClient,
} from '@downbeat/platform';
import { CatalogVersion, type CatalogVersionLogger } from './catalog-version';

/** grpc-js status code UNIMPLEMENTED. */
const GRPC_UNIMPLEMENTED = 12;

/** The peer's build is older than the method called (a rolling upgrade that reached the gateway first). */
export function isUnimplemented(error: unknown): boolean {
  const cause = error instanceof DomainError ? (error.cause as { code?: unknown } | undefined) : undefined;
  return cause?.code === GRPC_UNIMPLEMENTED;
}

/** Where the gateway finds each backing service (host:port). */
export interface UpstreamAddresses {
  accounts: string;
  catalog: string;
  /** The other services by name, whose health `/readyz` reports; `search` is also called. */
  others: {
    search: string;
    reporting?: string;
    media?: string;
    similarity?: string;
    versions?: string;
  } & Record<string, string>;
}

/** Each upstream's unary methods as promises (`upstreams.catalog.getTrack({ partnerId, trackId })`). */
export type AccountsClient = PromiseClient<accounts.AccountsServiceClient, accounts.AccountsServiceDefinition>;
export type AccountsAdminClient = PromiseClient<
  accounts.AccountsAdminServiceClient,
  accounts.AccountsAdminServiceDefinition
>;
export type CatalogClient = PromiseClient<catalog.CatalogServiceClient, catalog.CatalogServiceDefinition>;
export type SearchClient = PromiseClient<search.SearchServiceClient, search.SearchServiceDefinition>;
export type ReportingClient = PromiseClient<reporting.ReportingServiceClient, reporting.ReportingServiceDefinition>;
export type MediaClient = PromiseClient<media.MediaServiceClient, media.MediaServiceDefinition>;
export type SimilarityClient = PromiseClient<
  similarity.SimilarityServiceClient,
  similarity.SimilarityServiceDefinition
>;
export type VersionsClient = PromiseClient<versions.VersionsServiceClient, versions.VersionsServiceDefinition>;
export type VersionsAdminClient = PromiseClient<
  versions.VersionsAdminServiceClient,
  versions.VersionsAdminServiceDefinition
>;

export interface Upstreams {
  accounts: AccountsClient;
  /** The partner-scoped part of accounts' admin API, for the partner management API (/v0/partner/…). */
  accountsAdmin: AccountsAdminClient;
  catalog: CatalogClient;
  search: SearchClient;
  /** Absent when no reporting address is configured: its operations answer 503. */
  reporting?: ReportingClient;
  /** Absent when no media address is configured: stream, HLS and download operations answer 503. */
  media?: MediaClient;
  /** Absent when no similarity address is configured: recommendation operations answer 503. */
  similarity?: SimilarityClient;
  /** Absent when no versions address is configured: track versions answer 503. */
  versions?: VersionsClient;
  /** Webhooks of track versions (the partner management API); absent with versions. */
  versionsAdmin?: VersionsAdminClient;
  /** The catalog's version as it pushes it, for caching catalog reads. */
  catalogVersion: CatalogVersion;
  /** grpc.health.v1 checkers by service name, for `/readyz`. */
  health: Record<string, HealthChecker>;
  close(): void;
}

/** Opens one long-lived channel per upstream; calls fail fast while a peer is down and recover on their own. */
export function connectUpstreams(addresses: UpstreamAddresses, logger: CatalogVersionLogger): Upstreams {
  const proto = loadProtos().downbeat;
  const { others } = addresses;
  /** An optional upstream's client, or none without its address (its operations answer 503). */
  const optional = <Connected>(address: string | undefined, connect: (address: string) => Connected) =>
    address ? connect(address) : undefined;
  // The catalog's channel also carries the version watch, which reads the raw stream's events.
  const catalogChannel = new proto.catalog.v1.CatalogService(addresses.catalog, insecure(), clientChannelOptions);
  const catalogVersion = new CatalogVersion(catalogChannel, logger).start();
  const clients = {
    accounts: connectClient(ACCOUNTS, proto.accounts.v1.AccountsService, addresses.accounts),
    accountsAdmin: connectClient(ACCOUNTS, proto.accounts.v1.AccountsAdminService, addresses.accounts),
    catalog: Object.assign(promiseClient(CATALOG, proto.catalog.v1.CatalogService.service, catalogChannel), {
      close: () => catalogChannel.close(),
    }),
    search: connectClient(SEARCH, proto.search.v1.SearchService, others.search),
    reporting: optional(others.reporting, (address) =>
      connectClient(REPORTING, proto.reporting.v1.ReportingService, address),
    ),
    media: optional(others.media, (address) => connectClient(MEDIA, proto.media.v1.MediaService, address)),
    similarity: optional(others.similarity, (address) =>
      connectClient(SIMILARITY, proto.similarity.v1.SimilarityService, address),
    ),
    versions: optional(others.versions, (address) =>
      connectClient(VERSIONS, proto.versions.v1.VersionsService, address),
    ),
    versionsAdmin: optional(others.versions, (address) =>
      connectClient(VERSIONS, proto.versions.v1.VersionsAdminService, address),
    ),
  };
  const all = { accounts: addresses.accounts, catalog: addresses.catalog, ...others };
  const health = Object.fromEntries(Object.entries(all).map(([name, address]) => [name, new HealthChecker(address)]));
  return {
    ...clients,
    catalogVersion,
    health,
    close() {
      catalogVersion.close();
      for (const client of Object.values(clients)) client?.close();
      for (const checker of Object.values(health)) checker.close();
    },
  };
}

/** How errors name each upstream ("catalog service is unavailable"). */
export const CATALOG = 'catalog service';
export const ACCOUNTS = 'accounts service';
export const SEARCH = 'search service';
export const REPORTING = 'reporting service';
export const MEDIA = 'media service';
export const SIMILARITY = 'similarity service';
export const VERSIONS = 'versions service';

/** An optional upstream's client; without a configured address its operations answer 503 naming it. */
export function configured<Client>(client: Client | undefined, name: string): Client {
  if (!client) throw unavailable(`${name} is unavailable`);
  return client;
}
