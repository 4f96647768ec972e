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
  HealthChecker,
  insecure,
  promiseClient,
  unavailable,
  type PromiseClient,
} from '@downbeat/platform';
import { CatalogVersion, type CatalogVersionLogger } from './catalog-version';

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
  const accountsClient = new proto.accounts.v1.AccountsService(addresses.accounts, insecure(), clientChannelOptions);
  const accountsAdminClient = new proto.accounts.v1.AccountsAdminService(
    addresses.accounts,
    insecure(),
    clientChannelOptions,
  );
  const catalogClient = new proto.catalog.v1.CatalogService(addresses.catalog, insecure(), clientChannelOptions);
  const searchClient = new proto.search.v1.SearchService(addresses.others.search, insecure(), clientChannelOptions);
  const catalogVersion = new CatalogVersion(catalogClient, logger).start();
  const reportingClient = addresses.others.reporting
    ? new proto.reporting.v1.ReportingService(addresses.others.reporting, insecure(), clientChannelOptions)
    : undefined;
  const mediaClient = addresses.others.media
    ? new proto.media.v1.MediaService(addresses.others.media, insecure(), clientChannelOptions)
    : undefined;
  const similarityClient = addresses.others.similarity
    ? new proto.similarity.v1.SimilarityService(addresses.others.similarity, insecure(), clientChannelOptions)
    : undefined;
  const versionsClient = addresses.others.versions
    ? new proto.versions.v1.VersionsService(addresses.others.versions, insecure(), clientChannelOptions)
    : undefined;
  const versionsAdminClient = addresses.others.versions
    ? new proto.versions.v1.VersionsAdminService(addresses.others.versions, insecure(), clientChannelOptions)
    : undefined;
  const all = { accounts: addresses.accounts, catalog: addresses.catalog, ...addresses.others };
  const health = Object.fromEntries(Object.entries(all).map(([name, address]) => [name, new HealthChecker(address)]));
  return {
    accounts: promiseClient(ACCOUNTS, proto.accounts.v1.AccountsService.service, accountsClient),
    accountsAdmin: promiseClient(ACCOUNTS, proto.accounts.v1.AccountsAdminService.service, accountsAdminClient),
    catalog: promiseClient(CATALOG, proto.catalog.v1.CatalogService.service, catalogClient),
    search: promiseClient(SEARCH, proto.search.v1.SearchService.service, searchClient),
    ...(reportingClient
      ? { reporting: promiseClient(REPORTING, proto.reporting.v1.ReportingService.service, reportingClient) }
      : {}),
    ...(mediaClient ? { media: promiseClient(MEDIA, proto.media.v1.MediaService.service, mediaClient) } : {}),
    ...(similarityClient
      ? { similarity: promiseClient(SIMILARITY, proto.similarity.v1.SimilarityService.service, similarityClient) }
      : {}),
    ...(versionsClient
      ? { versions: promiseClient(VERSIONS, proto.versions.v1.VersionsService.service, versionsClient) }
      : {}),
    ...(versionsAdminClient
      ? {
          versionsAdmin: promiseClient(VERSIONS, proto.versions.v1.VersionsAdminService.service, versionsAdminClient),
        }
      : {}),
    catalogVersion,
    health,
    close() {
      catalogVersion.close();
      accountsClient.close();
      accountsAdminClient.close();
      catalogClient.close();
      searchClient.close();
      reportingClient?.close();
      mediaClient?.close();
      similarityClient?.close();
      versionsClient?.close();
      versionsAdminClient?.close();
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
