import type { TrackAnalysisEvent } from '@downbeat/contracts';
import { invalidArgument, isDomainError, notFound, type FieldViolation, type Logger } from '@downbeat/platform';
import type { CatalogImporter } from '../import/importer';
import { parseRecord } from '../import/records';
import type { StoredCatalog } from '../import/stored-catalog';
import type { IngestRecord } from '../ports';
import type { AnalysisSummary, MediaIngest } from '../ports';
import { trackIdOfMaster } from './track-id';
import type { IngestMetadata, IngestState, TrackIngest, TrackIngests } from './track-ingests';

export interface IngestTrackRequest {
  master: { uri: string; sha256: string };
  /** A UUID the caller fixes (the demo catalog); absent: derived from the master checksum. */
  trackId?: string;
  /** `added` absent: the day of the first ingest; `bpm` absent: the analysis decides. */
  metadata: Omit<IngestMetadata, 'added'> & { added?: string };
}

export interface IngestStatus {
  trackId: string;
  state: IngestState;
  message: string;
  created: boolean;
}

export interface TrackIngestionOptions {
  ingests: TrackIngests;
  importer: CatalogImporter;
  /** What genres and moods exist. */
  catalog: StoredCatalog;
  media: MediaIngest;
  logger: Logger;
  /** How long after asking media the first follow-up is due (default 15 s); later ones back off to 2 min. */
  followUpMs?: number;
  now?: () => Date;
}

export const SHA256 = /^[0-9a-f]{64}$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_FOLLOW_UP_MS = 2 * 60_000;
/** Ingests followed up in one pass (the next pass takes the rest). */
export const FOLLOW_UPS_PER_PASS = 20;

/** The wait before the next follow-up: doubling from the first one, at most 2 min. */
export const followUpDelay = (firstMs: number, followUps: number) =>
  Math.min(MAX_FOLLOW_UP_MS, firstMs * 2 ** Math.min(followUps + 1, 10));
const TRACK_NOT_FOUND = 'Track was not found';

/**
 * A request recorded anew (a new master, or a retry): processing, waiting for media, asked about
 * again `followUpMs` after `at`; an earlier record under the id keeps its creation time.
 */
export function newIngest<M>(
  id: string,
  master: { uri: string; sha256: string },
  metadata: M,
  at: Date,
  followUpMs: number,
  earlier: { createdAt: string } | null,
): IngestRecord & { metadata: M } {
  return {
    _id: id,
    masterSha256: master.sha256,
    masterUri: master.uri,
    metadata,
    state: 'processing',
    message: 'Waiting for media',
    followUpAt: at.getTime() + followUpMs,
    followUps: 0,
    createdAt: earlier?.createdAt ?? at.toISOString(),
    updatedAt: at.toISOString(),
  };
}

/**
 * Ingestion of tracks from master files: records the request (`track_ingests`), asks media to
 * ingest the master (copy, analysis, renditions), and publishes the track — through the importer,
 * the one path for catalog writes, so the outbox announces it on catalog.tracks.v1 — when media's
 * analysis arrives on media.track-analysis.v1. Idempotent by track id: the one given, else one
 * derived from the master checksum. Every step is repeatable, so a restart of catalog or media anywhere in between
 * resumes: the request is in the store, the event is committed only after it was applied, and a
 * follow-up asks media again (IngestMaster is idempotent) when no analysis came.
 */
export class TrackIngestion {
  private readonly now: () => Date;
  private readonly followUpMs: number;

  constructor(private readonly options: TrackIngestionOptions) {
    this.now = options.now ?? (() => new Date());
    this.followUpMs = options.followUpMs ?? 15_000;
  }

  async ingest(request: IngestTrackRequest): Promise<IngestStatus> {
    const sha256 = request.master.sha256.toLowerCase();
    await this.validate(request, sha256);
    const trackId = request.trackId?.toLowerCase() || trackIdOfMaster(sha256);
    const { ingests } = this.options;
    const existing = await ingests.get(trackId);
    // The picture before anything is recorded: a refused one fails the request, naming `image`.
    const pictured = await this.options.importer.pictures.pictured(request.metadata, existing?.metadata);
    const metadata: IngestMetadata = {
      ...pictured,
      added: request.metadata.added ?? existing?.metadata.added ?? this.now().toISOString().slice(0, 10),
    };
    const created = existing === null;
    if (existing?.state === 'published' && existing.analysis && existing.masterSha256 === sha256) {
      // A repeat of a finished ingest: the metadata may have changed (unchanged → nothing written).
      const ingest = { ...existing, metadata, masterUri: request.master.uri };
      await this.publish(ingest, { ...existing.analysis, masterSha256: existing.masterSha256 });
      return this.statusOf(trackId, created);
    }
    await ingests.save(
      newIngest(trackId, { uri: request.master.uri, sha256 }, metadata, this.now(), this.followUpMs, existing),
    );
    // A repeat of a failed ingest is a retry: media must not answer with its old failure.
    await this.askMedia(trackId, existing?.state === 'failed');
    return this.statusOf(trackId, created);
  }

  /** By track id or master checksum. NOT_FOUND for a master never ingested. */
  async status(key: { trackId?: string; masterSha256?: string }): Promise<IngestStatus> {
    const trackId = key.trackId || (key.masterSha256 ? trackIdOfMaster(key.masterSha256) : '');
    if (!trackId) throw invalidArgument('Bad request', [{ key: 'trackId', messages: ['or masterSha256 is required'] }]);
    return this.statusOf(trackId, false);
  }

  /** Applies a media.track-analysis.v1 event; ignores events of other masters (stale or not ingested here). */
  async applyAnalysisEvent(event: TrackAnalysisEvent): Promise<void> {
    const ingest = await this.options.ingests.get(event.trackId);
    if (!ingest || ingest.masterSha256 !== event.masterSha256) return;
    if (event.status === 'failed') return this.fail(ingest, event.message ?? 'analysis failed');
    await this.publish(ingest, {
      masterSha256: event.masterSha256,
      bpm: event.bpm ?? 0,
      lengthSeconds: event.lengthSeconds ?? 0,
      analyzedAt: event.analyzedAt,
    });
  }

  /** Asks media again about processing ingests whose analysis has not come; returns how many. */
  async followUp(): Promise<number> {
    const due = await this.options.ingests.followUpsDue(this.now().getTime(), FOLLOW_UPS_PER_PASS);
    for (const ingest of due) {
      const delay = followUpDelay(this.followUpMs, ingest.followUps);
      await this.options.ingests.update(ingest._id, ingest.masterSha256, {
        followUpAt: this.now().getTime() + delay,
        followUps: ingest.followUps + 1,
      });
      await this.askMedia(ingest._id);
    }
    return due.length;
  }

  /** IngestMaster (idempotent), and whatever its answer settles: ready → publish, refused/failed → failed. */
  private async askMedia(trackId: string, force = false): Promise<void> {
    const { ingests, media, logger } = this.options;
    const ingest = await ingests.get(trackId);
    if (!ingest || ingest.state !== 'processing') return;
    try {
      const answer = await media.ingestMaster({
        trackId,
        masterUri: ingest.masterUri,
        masterSha256: ingest.masterSha256,
        force,
      });
      if (answer.state === 'failed') return await this.fail(ingest, answer.message);
      if (answer.state !== 'ready') {
        await ingests.update(trackId, ingest.masterSha256, { message: answer.message || 'Processing' });
        return;
      }
      const analysis = await media.trackAnalysis(trackId);
      if (analysis?.masterSha256 === ingest.masterSha256) await this.publish(ingest, analysis);
    } catch (error) {
      if (isDomainError(error, 'invalid-argument')) return this.fail(ingest, error.message);
      // Media unreachable or busy: the follow-up asks again.
      logger.warn({ err: error, trackId }, 'media did not take the master yet; will ask again');
    }
  }

  /** Writes the track, published, through the importer; then records that it is. */
  private async publish(ingest: TrackIngest, analysis: AnalysisSummary): Promise<void> {
    const { metadata } = ingest;
    const record = {
      type: 'track',
      id: ingest._id,
      ...metadata,
      bpm: metadata.bpm ?? Math.min(999, Math.max(1, Math.round(analysis.bpm))),
      lengthSeconds: Math.round(analysis.lengthSeconds * 1000) / 1000,
      status: 'published',
      master: { uri: ingest.masterUri, sha256: ingest.masterSha256 },
    };
    const summary = await this.options.importer.import([{ line: 1, json: JSON.stringify(record) }]);
    if (summary.problems.length > 0)
      return this.fail(ingest, summary.problems.map((problem) => `${problem.field}: ${problem.message}`).join('; '));
    await this.options.ingests.update(ingest._id, ingest.masterSha256, {
      state: 'published',
      message: 'Published',
      metadata,
      masterUri: ingest.masterUri,
      analysis: { bpm: analysis.bpm, lengthSeconds: analysis.lengthSeconds, analyzedAt: analysis.analyzedAt },
      followUpAt: undefined,
    });
  }

  private async fail(ingest: TrackIngest, message: string): Promise<void> {
    this.options.logger.warn({ trackId: ingest._id, reason: message }, 'track ingest failed');
    await this.options.ingests.update(ingest._id, ingest.masterSha256, {
      state: 'failed',
      message,
      followUpAt: undefined,
    });
  }

  private async statusOf(trackId: string, created: boolean): Promise<IngestStatus> {
    const ingest = await this.options.ingests.get(trackId);
    if (!ingest) throw notFound(TRACK_NOT_FOUND);
    return { trackId, state: ingest.state, message: ingest.message, created };
  }

  /** The request as a track record would be checked, plus that its genres and moods exist. */
  private async validate(request: IngestTrackRequest, sha256: string): Promise<void> {
    const violations: FieldViolation[] = [];
    if (!SHA256.test(sha256)) violations.push({ key: 'master.sha256', messages: ['must be a hex SHA-256'] });
    if (!request.master.uri.trim()) violations.push({ key: 'master.uri', messages: ['is required'] });
    if (request.trackId && !UUID.test(request.trackId.toLowerCase()))
      violations.push({ key: 'trackId', messages: ['must be a UUID'] });
    const candidate = { type: 'track', id: 'candidate', bpm: 1, lengthSeconds: 0, added: '2000-01-01' };
    const parsed = parseRecord(1, JSON.stringify({ ...candidate, ...request.metadata }));
    if ('problems' in parsed)
      for (const problem of parsed.problems)
        violations.push({ key: problem.field || 'metadata', messages: [problem.message] });
    for (const [kind, field] of [
      ['genre', 'genreIds'],
      ['mood', 'moodIds'],
    ] as const) {
      const ids = request.metadata[field];
      const known = await this.options.catalog.references(kind, ids);
      ids.forEach((id, index) => {
        if (!known.has(id)) violations.push({ key: `${field}[${index}]`, messages: [`unknown ${kind} "${id}"`] });
      });
    }
    if (violations.length > 0) throw invalidArgument('Bad request', violations);
  }
}
