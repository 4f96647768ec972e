/**
 * What the catalog domain needs from the world, declared here and implemented in `store/` (its
 * collections); the event bus is the platform's port. Values cross these ports plain: no query or
 * update documents, no storage formats (outbox entries of older versions, change ids).
 */
import type { AnnouncedEntity, EntityKind, ImageSet } from './documents';
import type { ReferenceKind, Known } from './import/stored-catalog';
import type { DocumentOf } from './import/to-document';
import type { StoredEntity } from './read-model/catalog-entities';

/**
 * The catalog's entities, one collection a kind. Only ever read by `_id` in the service (FerretDB
 * scans a collection for anything else); `many` is for setups without a read model.
 */
export interface CatalogDocuments {
  /** Every stored entity of a kind, a page at a time, in `_id` order. */
  pages(kind: EntityKind, pageSize: number): AsyncIterable<StoredEntity[]>;
  get(kind: EntityKind, id: string): Promise<StoredEntity | null>;
  /** The stored documents of these ids (a scan on FerretDB: small catalogs and tests only). */
  many(kind: EntityKind, ids: string[]): Promise<(DocumentOf & { _id: string })[]>;
  /** Which of these ids exist, with their parents (a scan on FerretDB, like `many`). */
  references(kind: ReferenceKind, ids: string[]): Promise<Known>;
  /** Stores a new entity; false when one with its id exists. */
  insertNew(kind: EntityKind, document: DocumentOf): Promise<boolean>;
  /**
   * Puts `document` in place of the stored one, if there is one and (with `revision`) it is still
   * at that revision; false otherwise.
   */
  replace(kind: EntityKind, document: DocumentOf, revision?: number): Promise<boolean>;
}

/** One outbox entry as the relay works through it: a write batch's entities to publish. */
export interface OutboxBatch {
  id: string;
  entities: AnnouncedEntity[];
  /** How many of `entities`, from the first, are out already. */
  published: number;
  /** Failed publish attempts since the last success. */
  attempts: number;
}

/**
 * Announcements of write batches whose tracks and sound effects still have to reach their topics
 * (collection `outbox`). An entry is due once its writing lease ended, or at its retry time.
 */
export interface Outbox {
  /** Records a batch at `now` before it is written, left alone until `leaseUntil` (epoch ms); its id. */
  announce(entities: AnnouncedEntity[], now: number, leaseUntil: number): Promise<string>;
  /** The batch's writes are done (or failed): its entry is due now. */
  release(id: string): Promise<void>;
  /** Up to `limit` entries due at `now`, oldest first. */
  due(now: number, limit: number): Promise<OutboxBatch[]>;
  /** Notes that the first `published` entities are out (a restart resumes there). */
  progress(batch: OutboxBatch, published: number): Promise<void>;
  /** A publish failed: the entry is due again at `at` (epoch ms). */
  retryAt(batch: OutboxBatch, published: number, attempts: number, at: number): Promise<void>;
  /** Every entity of the entry is out. */
  done(batch: OutboxBatch): Promise<void>;
  /** How many entries wait to be published (for the backlog metric). */
  pending(): Promise<number>;
}

/** One write batch in the change log: which entities changed (replicas re-read their content). */
export interface ChangeEntry {
  /** Sorts by time. */
  _id: string;
  /** Epoch milliseconds of the write. */
  at: number;
  /** The replica that wrote it (it has applied the change already). */
  origin: string;
  changes: { kind: EntityKind; id: string }[];
}

/** The log every catalog replica appends its writes to and polls for the others'. */
export interface ChangeLog {
  /** This replica's name in the entries it writes. */
  readonly origin: string;
  append(changes: ChangeEntry['changes']): Promise<void>;
  /** The id of the entry written last (any change of it means news). */
  latest(): Promise<string | undefined>;
  /** Entries written at or after `epochMs`, oldest first. */
  since(epochMs: number): Promise<ChangeEntry[]>;
  /** Forgets entries written before `epochMs`. */
  prune(epochMs: number): Promise<void>;
}

export type IngestState = 'processing' | 'published' | 'failed';

/** What every ingest record holds, tracks' and sound effects' alike. */
export interface IngestRecord {
  /** The track or sound effect id. */
  _id: string;
  masterSha256: string;
  masterUri: string;
  state: IngestState;
  /** Human readable; the failure reason when failed. */
  message: string;
  /** Epoch ms when media should be asked again (processing only). */
  followUpAt?: number;
  /** Follow-ups since the last request. */
  followUps: number;
  createdAt: string;
  updatedAt: string;
}

/** Ingest requests of one kind (`track_ingests`, `sound_effect_ingests`), by track/sound effect id. */
export interface IngestRecords<T extends IngestRecord> {
  get(id: string): Promise<T | null>;
  /** Stores the record in place of any under its id. */
  save(record: T): Promise<void>;
  /**
   * Changes the record while it is still about this master (a field given as undefined is
   * removed; `updatedAt` is now unless given); false when it is not.
   */
  update(id: string, masterSha256: string, changes: Partial<T>): Promise<boolean>;
  /** Processing records whose follow-up is due at `now`. */
  followUpsDue(now: number, limit: number): Promise<T[]>;
}

/**
 * Where a partner's free-tier choice comes from (accounts owns partner settings;
 * adapters/accounts-free-tier-source.ts, or adapters/fixed-free-tier-source.ts). An empty list
 * means the partner has not chosen: the catalog's default free tier applies.
 */
export interface FreeTierSource {
  chosenCollectionIds(partnerId: string): Promise<string[]>;
  /** A partner's new choice, announced by accounts (accounts.partner-settings.v1): used from now on. */
  accept?(partnerId: string, collectionIds: string[]): void;
  /**
   * Forget what was remembered before announcements were followed (the follower has just joined:
   * anything announced before it was never seen).
   */
  forgetRemembered?(): void;
}

/**
 * Whether an end user has premium access (accounts: connected, with an active subscription;
 * adapters/accounts-premium-access.ts).
 * NOT_FOUND for a user the partner does not have.
 */
export interface PremiumAccessSource {
  premiumAccess(partnerId: string, userId: string): Promise<boolean>;
}

/** Where a master stands in media, as IngestMaster answers. */
export type MediaState = 'queued' | 'processing' | 'ready' | 'failed';

/** The analysis facts catalog publishes a track with. */
export interface AnalysisSummary {
  masterSha256: string;
  bpm: number;
  lengthSeconds: number;
  /** RFC 3339. */
  analyzedAt: string;
}

/**
 * The media service as ingestion needs it (adapter: adapters/media-ingest-client.ts, gRPC).
 * `ingestMaster` is idempotent by (track, master checksum) and throws DomainError
 * 'invalid-argument' naming the file for a master that is not decodable audio.
 */
export interface MediaIngest {
  /**
   * `force`: process again although media has an outcome for this master (a retry after a failure).
   * `kind` absent: a track (`trackId` is then the asset id, whichever kind).
   */
  ingestMaster(request: {
    trackId: string;
    masterUri: string;
    masterSha256: string;
    force?: boolean;
    kind?: 'track' | 'sound-effect';
  }): Promise<{
    state: MediaState;
    message: string;
  }>;
  /** The stored analysis of the track's current master; null when there is none. */
  trackAnalysis(trackId: string): Promise<AnalysisSummary | null>;
}

/**
 * Media as the catalog needs it for pictures (adapter: adapters/media-ingest-client.ts, gRPC
 * IngestImage): makes the picture at a URL or path into the image sizes and answers their keys.
 * Idempotent by the picture's content. Throws DomainError 'invalid-argument', its message naming
 * the source, for a source that is no usable picture; anything else is media being unavailable.
 */
export interface PictureIngest {
  ingestPicture(source: string): Promise<ImageSet>;
}
