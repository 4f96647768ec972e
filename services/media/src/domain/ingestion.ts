import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { TrackAnalysis } from '@downbeat/audio';
import {
  invalidArgument,
  isPassingFailure,
  notFound,
  PendingWork,
  unavailable,
  type BlobStore,
  type Logger,
} from '@downbeat/platform';
import type { AnalysisAnnouncer } from './analysis-events';
import { assertAssetId } from './asset-ids';
import { localPath } from './local-paths';
import {
  assetDocumentId,
  type AssetKind,
  type MediaAsset,
  type MasterWorkshop,
  type MediaAssets,
  type ProcessingState,
  type TrackAnalyses,
} from './ports';
import { renditionPrefix } from './media-layout';

export interface IngestRequest {
  kind: AssetKind;
  assetId: string;
  /** An absolute path on the shared volume or a file:// URI. */
  masterUri: string;
  /** Lowercase hex; checked against the bytes when given. */
  masterSha256?: string;
  force: boolean;
}

export interface IngestionOptions {
  assets: MediaAssets;
  /** Where track analyses are stored. */
  analyses: TrackAnalyses;
  /** Announces finished track ingests on media.track-analysis.v1. */
  announcer: AnalysisAnnouncer;
  blobs: BlobStore;
  /** Hashes, probes and renders masters (adapters/master-workshop.ts). */
  workshop: MasterWorkshop;
  /** Decodes and analyses a master file off the event loop (the worker pool); ends when `signal` aborts. */
  analyse: (masterFile: string, signal: AbortSignal) => Promise<TrackAnalysis>;
  logger: Logger;
  /** How long an ingest owns an asset without renewing (a dead process's work is resumed after). */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 2 * 60 * 1000;

/**
 * Ingests masters: copies each into the blob store, renders it (and analyses a track's master
 * meanwhile: ffmpeg renders in its own processes while a worker thread analyses), stores the analysis,
 * and swaps the new rendition in with the duty to announce the analysis. Idempotent by (asset,
 * master checksum); one ingest at a time per process (CPU-bound); work whose process died, or
 * which failed for the moment (a busy or stopping worker pool, a store that did not answer), is
 * picked up again once its lease runs out. Only a fault of the master itself fails it.
 */
export class Ingestion {
  private queue: Promise<void> = Promise.resolve();
  /** Assets this process has queued or is rendering, by document id. */
  private readonly held = new Map<string, MediaAsset>();
  private readonly leaseMs: number;
  /** Renews the leases of held work, resumes abandoned work and retries announcements. */
  private readonly upkeep: PendingWork;
  /** Aborted by `stop`: the ingest in progress ends at once and every held one is handed back. */
  private readonly stopping = new AbortController();

  constructor(private readonly options: IngestionOptions) {
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.upkeep = new PendingWork(
      async () => {
        await this.renewLeases()
          .then(() => this.resumeAbandoned())
          .catch((error: unknown) => this.options.logger.warn({ err: error }, 'could not resume abandoned ingests'));
        await this.options.announcer.wake();
      },
      (error) => this.options.logger.warn({ err: error }, 'ingest upkeep failed'),
    );
  }

  /** Upkeep now and every third of a lease. */
  start(): void {
    this.upkeep.start(Math.max(1000, this.leaseMs / 3));
  }

  /**
   * Stops taking work: the render in progress is ended (its ffmpeg and analysis stopped), and it
   * and every queued ingest are handed back with their leases run out, so the next media to run
   * upkeep (this one started again, or another) takes them up at once.
   */
  async stop(): Promise<void> {
    this.stopping.abort(unavailable('media is shutting down'));
    await this.upkeep.stop();
    await this.queue;
  }

  /**
   * Where the master of a ready track lies in the blob store, for services that derive features of
   * their own from it. Not found: no ready asset, or not the master the caller expects.
   */
  async readyMasterKey(assetId: string, expectedSha256?: string): Promise<string> {
    const asset = await this.options.assets.find('track', assetId);
    if (!asset || asset.state !== 'ready' || (expectedSha256 && asset.masterSha256 !== expectedSha256))
      throw notFound('Track was not found');
    return masterKey(asset);
  }

  /** Accepts a master (refusing at once what is not decodable audio) and queues its render. */
  async ingest(request: IngestRequest): Promise<{ state: ProcessingState; message: string }> {
    assertAssetId(request.kind, request.assetId);
    const path = localPath(request.masterUri, 'masterUri', 'master');
    const sha256 = await this.options.workshop.sha256(path).catch((error: unknown) => {
      throw unreadableMaster(path, error);
    });
    checkMasterSha256(path, sha256, request.masterSha256);
    const existing = await this.options.assets.find(request.kind, request.assetId);
    if (existing && !startsIngest(existing, sha256, request.force, this.held.has(existing._id), new Date()))
      return { state: existing.state, message: existing.message };
    await this.options.workshop.probe(path);
    const asset = queuedAsset(request, path, sha256, existing, {
      attempt: randomUUID(),
      leaseUntil: this.leaseEnd(),
      now: new Date(),
    });
    await this.options.assets.save(asset);
    this.enqueue(asset);
    return { state: asset.state, message: asset.message };
  }

  private enqueue(asset: MediaAsset): void {
    this.held.set(asset._id, asset);
    this.queue = this.queue.then(async () => {
      try {
        await this.process(asset);
      } catch (error) {
        this.options.logger.error({ err: error, asset: asset._id }, 'ingest failed unexpectedly');
      } finally {
        if (this.held.get(asset._id) === asset) this.held.delete(asset._id);
      }
    });
  }

  private async process(asset: MediaAsset): Promise<void> {
    const { assets, blobs, logger, workshop } = this.options;
    const { signal } = this.stopping;
    if (signal.aborted) return this.handBack(asset);
    if (!(await assets.updateAttempt(asset, { state: 'processing', message: 'Rendering' }))) return;
    const prefix = renditionPrefix(asset.kind, asset.assetId, asset.masterSha256);
    const announce = asset.kind === 'track' ? { announce: true as const } : {};
    let stored = false;
    try {
      await this.storeMaster(asset);
      const rendered = await workshop.render(
        {
          masterKey: masterKey(asset),
          masterName: basename(asset.masterPath),
          hls: asset.kind === 'track',
          prefix,
          signal,
        },
        (master) => (asset.kind === 'track' ? this.analyse(asset, master, signal) : Promise.resolve(0)),
      );
      const { renderMs, alongside: analysisMs } = rendered;
      // The workshop removes a part-stored rendition itself; from here on it is ours to remove.
      stored = true;
      const rendition = {
        prefix,
        masterSha256: asset.masterSha256,
        lengthSeconds: rendered.lengthSeconds,
        renderedAt: new Date().toISOString(),
      };
      if (!(await assets.updateAttempt(asset, { state: 'ready', message: 'Ready', rendition, ...announce }))) {
        await blobs.delete(prefix);
        return;
      }
      if (asset.rendition && asset.rendition.prefix !== prefix) await blobs.delete(asset.rendition.prefix);
      logger.info(
        {
          asset: asset._id,
          lengthSeconds: rendered.lengthSeconds,
          ingestMs: Math.round(renderMs),
          analysisMs: Math.round(analysisMs),
          realtimeFactor: Number((rendered.lengthSeconds / (renderMs / 1000)).toFixed(1)),
        },
        'master ingested',
      );
    } catch (error) {
      if (stored) await blobs.delete(prefix).catch(() => false);
      const message = error instanceof Error ? error.message : String(error);
      if (signal.aborted) return this.handBack(asset);
      if (isPassingFailure(error)) {
        // Not the master's fault: the attempt keeps its state and lets its lease run out, and the
        // upkeep of this process (or another's) takes the ingest up again after it.
        logger.warn({ asset: asset._id, reason: message }, 'ingest interrupted; it resumes when its lease runs out');
        await assets.updateAttempt(asset, { message: `Interrupted (${message}); resumes shortly` }).catch(() => false);
        return;
      }
      logger.warn({ asset: asset._id, reason: message }, 'master rejected');
      await assets.updateAttempt(asset, { state: 'failed', message, ...announce });
    }
    if (asset.kind === 'track') await this.options.announcer.wake();
  }

  /** A stopping media's ingest, unfinished: its lease ends now, for whichever media runs upkeep next. */
  private async handBack(asset: MediaAsset): Promise<void> {
    const handedBack = await this.options.assets
      .updateAttempt(asset, {
        leaseUntil: new Date().toISOString(),
        message: 'Interrupted by a shutdown; resumes shortly',
      })
      .catch(() => false);
    this.options.logger.info({ asset: asset._id, handedBack }, 'ingest handed back unfinished: media is stopping');
  }

  /** Analyses a track's master and stores the result; resolves with the time it took. */
  private async analyse(asset: MediaAsset, master: string, signal: AbortSignal): Promise<number> {
    const started = performance.now();
    const analysis = await this.options.analyse(master, signal).catch((error: unknown) => {
      if (signal.aborted) throw signal.reason;
      if (isPassingFailure(error)) throw error;
      // The decoder names its temp copy; the operator knows the master by its own name.
      const reason =
        error instanceof Error ? error.message.replaceAll(master, basename(asset.masterPath)) : String(error);
      throw invalidArgument(reason);
    });
    await this.options.analyses.save({
      _id: asset.assetId,
      masterSha256: asset.masterSha256,
      analyzedAt: new Date().toISOString(),
      analysis,
    });
    return performance.now() - started;
  }

  /** The master goes into the blob store first (checked against its checksum); renders read it from there. */
  private async storeMaster(asset: MediaAsset): Promise<void> {
    const { blobs, workshop } = this.options;
    const key = masterKey(asset);
    if (await blobs.stat(key)) return;
    const sha256 = await workshop.storeMaster(asset.masterPath, key);
    if (sha256 !== asset.masterSha256) {
      await blobs.delete(key);
      throw invalidArgument(`${basename(asset.masterPath)} changed while it was being ingested`);
    }
  }

  private async renewLeases(): Promise<void> {
    for (const asset of this.held.values())
      await this.options.assets.updateAttempt(asset, { leaseUntil: this.leaseEnd() });
  }

  private async resumeAbandoned(): Promise<void> {
    for (const abandoned of await this.options.assets.abandoned(new Date())) {
      if (this.held.has(abandoned._id)) continue;
      const asset: MediaAsset = { ...abandoned, state: 'queued', attempt: randomUUID(), leaseUntil: this.leaseEnd() };
      if (
        !(await this.options.assets.updateAttempt(abandoned, { attempt: asset.attempt, leaseUntil: asset.leaseUntil }))
      )
        continue;
      this.options.logger.info({ asset: asset._id }, 'resuming an interrupted ingest');
      this.enqueue(asset);
    }
  }

  private leaseEnd(): string {
    return new Date(Date.now() + this.leaseMs).toISOString();
  }
}

/**
 * Whether a request for a master the asset already has starts a new ingest: a different master
 * always does; the same one only when forced, or when its ingest was abandoned (queued or
 * processing, its lease run out, and not held by this process). Otherwise the request answers
 * with the asset's state as it is.
 */
export function startsIngest(
  existing: MediaAsset,
  masterSha256: string,
  force: boolean,
  heldHere: boolean,
  now: Date,
): boolean {
  if (existing.masterSha256 !== masterSha256 || force) return true;
  const inFlight = existing.state === 'queued' || existing.state === 'processing';
  return inFlight && !heldHere && Date.parse(existing.leaseUntil) <= now.getTime();
}

/** A caller's checksum, when given, must be the master's (case-insensitive hex). */
export function checkMasterSha256(path: string, actual: string, expected: string | undefined): void {
  if (expected && expected.toLowerCase() !== actual)
    throw invalidArgument(`${basename(path)}: its SHA-256 is ${actual}, not ${expected}`, [
      { key: 'masterSha256', messages: ['does not match the master file'] },
    ]);
}

/** The asset a new ingest queues; the rendition being served stays until the new one replaces it. */
export function queuedAsset(
  request: Pick<IngestRequest, 'kind' | 'assetId'>,
  masterPath: string,
  masterSha256: string,
  existing: MediaAsset | null,
  attempt: { attempt: string; leaseUntil: string; now: Date },
): MediaAsset {
  return {
    _id: assetDocumentId(request.kind, request.assetId),
    kind: request.kind,
    assetId: request.assetId,
    masterSha256,
    masterPath,
    state: 'queued',
    message: 'Queued',
    attempt: attempt.attempt,
    leaseUntil: attempt.leaseUntil,
    updatedAt: attempt.now.toISOString(),
    ...(existing?.rendition ? { rendition: existing.rendition } : {}),
  };
}

function unreadableMaster(path: string, error: unknown) {
  return invalidArgument(
    `master ${basename(path)} could not be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    [{ key: 'masterUri', messages: ['could not be read'] }],
  );
}

/** The blob key of an asset's master: one per master content, never overwritten. */
export const masterKey = (asset: Pick<MediaAsset, 'kind' | 'assetId' | 'masterSha256'>) =>
  `masters/${asset.kind}/${asset.assetId}/${asset.masterSha256}`;
