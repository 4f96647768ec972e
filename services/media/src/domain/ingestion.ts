import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { TrackAnalysis, TrackAnalysisJob } from '@downbeat/audio';
import { invalidArgument, notFound, PendingWork, type BlobStore, type Logger } from '@downbeat/platform';
import { probeAudio, renderMaster, type FfmpegPaths } from '../rendering/render-master';
import type { AnalysisAnnouncer } from './analysis-events';
import { assertAssetId } from './asset-ids';
import { localPath } from './local-paths';
import {
  assetDocumentId,
  type AssetKind,
  type MediaAsset,
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
  tools: FfmpegPaths;
  /** Decodes and analyses a master off the event loop (the worker pool). */
  analyse: (job: TrackAnalysisJob) => Promise<TrackAnalysis>;
  logger: Logger;
  /** Where renders are written before they are stored; the system's temp dir by default. */
  workDir?: string;
  /** How long an ingest owns an asset without renewing (a dead process's work is resumed after). */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 2 * 60 * 1000;

/**
 * Ingests masters: copies each into the blob store, renders it (and analyses a track's master
 * meanwhile: ffmpeg renders in its own processes while a worker thread analyses), stores the analysis,
 * and swaps the new rendition in with the duty to announce the analysis. Idempotent by (asset,
 * master checksum); one ingest at a time per process (CPU-bound); work whose process died is
 * picked up again once its lease runs out.
 */
export class Ingestion {
  private queue: Promise<void> = Promise.resolve();
  /** Assets this process has queued or is rendering, by document id. */
  private readonly held = new Map<string, MediaAsset>();
  private readonly leaseMs: number;
  /** Renews the leases of held work, resumes abandoned work and retries announcements. */
  private readonly upkeep: PendingWork;

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

  /** Stops taking work and waits for the render in progress; queued work resumes elsewhere or later. */
  async stop(): Promise<void> {
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
    const sha256 = await fileSha256(path);
    if (request.masterSha256 && request.masterSha256.toLowerCase() !== sha256)
      throw invalidArgument(`${basename(path)}: its SHA-256 is ${sha256}, not ${request.masterSha256}`, [
        { key: 'masterSha256', messages: ['does not match the master file'] },
      ]);
    const existing = await this.options.assets.find(request.kind, request.assetId);
    if (existing && existing.masterSha256 === sha256 && !request.force && !this.isAbandoned(existing))
      return { state: existing.state, message: existing.message };
    await probeAudio(this.options.tools.ffprobe, path);
    const asset: MediaAsset = {
      _id: assetDocumentId(request.kind, request.assetId),
      kind: request.kind,
      assetId: request.assetId,
      masterSha256: sha256,
      masterPath: path,
      state: 'queued',
      message: 'Queued',
      attempt: randomUUID(),
      leaseUntil: this.leaseEnd(),
      updatedAt: new Date().toISOString(),
      ...(existing?.rendition ? { rendition: existing.rendition } : {}),
    };
    await this.options.assets.save(asset);
    this.enqueue(asset);
    return { state: asset.state, message: asset.message };
  }

  private isAbandoned(asset: MediaAsset): boolean {
    if (asset.state !== 'queued' && asset.state !== 'processing') return false;
    return !this.held.has(asset._id) && Date.parse(asset.leaseUntil) <= Date.now();
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
    const { assets, blobs, logger } = this.options;
    if (!(await assets.updateAttempt(asset, { state: 'processing', message: 'Rendering' }))) return;
    const work = await mkdtemp(join(this.options.workDir ?? tmpdir(), 'downbeat-render-'));
    const prefix = renditionPrefix(asset.kind, asset.assetId, asset.masterSha256);
    const announce = asset.kind === 'track' ? { announce: true as const } : {};
    let stored = false;
    try {
      const master = join(work, 'master');
      await this.copyMaster(asset, master);
      const started = performance.now();
      const output = join(work, 'out');
      const [rendered, analysisMs] = await Promise.all([
        renderMaster({
          tools: this.options.tools,
          masterPath: master,
          masterName: basename(asset.masterPath),
          outputDir: output,
          hls: asset.kind === 'track',
        }),
        asset.kind === 'track' ? this.analyse(asset, master) : Promise.resolve(0),
      ]);
      const renderMs = performance.now() - started;
      stored = true;
      for (const file of rendered.files) await blobs.put(prefix + file, createReadStream(join(output, file)));
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
      logger.warn({ asset: asset._id, reason: message }, 'master rejected');
      await assets.updateAttempt(asset, { state: 'failed', message, ...announce });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    if (asset.kind === 'track') await this.options.announcer.wake();
  }

  /** Analyses a track's master and stores the result; resolves with the time it took. */
  private async analyse(asset: MediaAsset, master: string): Promise<number> {
    const started = performance.now();
    const analysis = await this.options
      .analyse({ file: master, ffmpeg: this.options.tools.ffmpeg })
      .catch((error: unknown) => {
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

  /** The master goes into the blob store first (checked against its checksum), then renders from there. */
  private async copyMaster(asset: MediaAsset, target: string): Promise<void> {
    const { blobs } = this.options;
    const key = masterKey(asset);
    if (!(await blobs.stat(key))) {
      const { sha256 } = await blobs.put(key, createReadStream(asset.masterPath));
      if (sha256 !== asset.masterSha256) {
        await blobs.delete(key);
        throw invalidArgument(`${basename(asset.masterPath)} changed while it was being ingested`);
      }
    }
    await pipeline(await blobs.read(key), createWriteStream(target));
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

async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  try {
    await pipeline(createReadStream(path), hash);
  } catch (error) {
    throw invalidArgument(
      `master ${basename(path)} could not be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
      [{ key: 'masterUri', messages: ['could not be read'] }],
    );
  }
  return hash.digest('hex');
}

/** The blob key of an asset's master: one per master content, never overwritten. */
const masterKey = (asset: Pick<MediaAsset, 'kind' | 'assetId' | 'masterSha256'>) =>
  `masters/${asset.kind}/${asset.assetId}/${asset.masterSha256}`;
