import { invalidArgument, isDomainError, notFound, type FieldViolation, type Logger } from '@downbeat/platform';
import type { CatalogImporter } from '../import/importer';
import { parseRecord } from '../import/records';
import type { MediaIngest } from '../ports';
import { trackIdOfMaster } from './track-id';
import type { IngestRecord, IngestRecords } from '../ports';
import { FOLLOW_UPS_PER_PASS, followUpDelay, newIngest, SHA256, UUID, type IngestStatus } from './track-ingestion';

export interface SoundEffectMetadata {
  title: string;
  categoryIds: string[];
  /** Keys of images media made; before the ingest is recorded, `image` is made into them. */
  images: Record<string, string>;
  /** A picture to make the images from (a URL or an absolute path), as the request gave it. */
  image?: string;
  /** The URL the images were made from. */
  imageSource?: string;
  /** Seconds, as the caller probed them (media's renditions do not report a length). */
  lengthSeconds: number;
  /** RFC 3339. */
  added: string;
}

export interface IngestSoundEffectRequest {
  master: { uri: string; sha256: string };
  /** A UUID the caller fixes (the demo catalog); absent: derived from the master checksum. */
  soundEffectId?: string;
  metadata: Omit<SoundEffectMetadata, 'added'> & { added?: string };
}

/** One ingested sound-effect master, collection `sound_effect_ingests`, `_id` = the sound effect id. */
export interface SoundEffectIngest extends IngestRecord {
  metadata: SoundEffectMetadata;
}

/** The sound-effect ingests (a port; `store/ingest-records.ts`). */
export type SoundEffectIngests = IngestRecords<SoundEffectIngest>;

export interface SoundEffectIngestionOptions {
  ingests: SoundEffectIngests;
  importer: CatalogImporter;
  media: MediaIngest;
  logger: Logger;
  /** First follow-up after asking media (default 5 s); later ones back off to 2 min. */
  followUpMs?: number;
  now?: () => Date;
}

/**
 * Ingestion of sound effects from master files, the sibling of TrackIngestion: records the request,
 * asks media to ingest the master (copy and two MP3 renditions), and publishes the sound effect
 * through the importer once media answers READY. Sound effects have no analysis, so there is no
 * event to wait for: media's IngestMaster is idempotent and says where the master stands, so a
 * repeated IngestSoundEffect (the ingest CLI polls with it) and the periodic follow-ups ask again
 * until it is ready. Idempotent by sound effect id.
 */
export class SoundEffectIngestion {
  private readonly ingests: SoundEffectIngests;
  private readonly now: () => Date;
  private readonly followUpMs: number;

  constructor(private readonly options: SoundEffectIngestionOptions) {
    this.ingests = options.ingests;
    this.now = options.now ?? (() => new Date());
    this.followUpMs = options.followUpMs ?? 5_000;
  }

  async ingest(request: IngestSoundEffectRequest): Promise<IngestStatus> {
    const sha256 = request.master.sha256.toLowerCase();
    this.validate(request, sha256);
    const id = request.soundEffectId?.toLowerCase() || trackIdOfMaster(sha256);
    const existing = await this.ingests.get(id);
    // The picture before anything is recorded; the CLI's polls name the same URL, made once.
    const pictured = await this.options.importer.pictures.pictured(request.metadata, existing?.metadata);
    const metadata: SoundEffectMetadata = {
      ...pictured,
      added: request.metadata.added ?? existing?.metadata.added ?? this.now().toISOString(),
    };
    const sameMaster = existing?.masterSha256 === sha256;
    if (existing && sameMaster && existing.state === 'processing') {
      // The caller polls with the same request: ask media where the master stands.
      // Not a change of state: the record keeps its time.
      await this.ingests.update(id, sha256, { metadata, masterUri: request.master.uri, updatedAt: existing.updatedAt });
    } else if (existing?.state === 'published' && sameMaster) {
      // A repeat of a finished ingest: the metadata may have changed (unchanged → nothing written).
      await this.publish({ ...existing, metadata, masterUri: request.master.uri });
      return this.statusOf(id, false);
    } else {
      await this.ingests.save(
        newIngest(id, { uri: request.master.uri, sha256 }, metadata, this.now(), this.followUpMs, existing),
      );
    }
    // A repeat of a failed ingest is a retry: media must not answer with its old failure.
    await this.askMedia(id, existing?.state === 'failed');
    return this.statusOf(id, existing === null);
  }

  /** Asks media again about processing ingests whose follow-up is due; returns how many. */
  async followUp(): Promise<number> {
    const due = await this.ingests.followUpsDue(this.now().getTime(), FOLLOW_UPS_PER_PASS);
    for (const ingest of due) {
      const delay = followUpDelay(this.followUpMs, ingest.followUps);
      await this.update(ingest, { followUpAt: this.now().getTime() + delay, followUps: ingest.followUps + 1 });
      await this.askMedia(ingest._id);
    }
    return due.length;
  }

  private async askMedia(id: string, force = false): Promise<void> {
    const ingest = await this.ingests.get(id);
    if (!ingest || ingest.state !== 'processing') return;
    try {
      const answer = await this.options.media.ingestMaster({
        kind: 'sound-effect',
        trackId: id,
        masterUri: ingest.masterUri,
        masterSha256: ingest.masterSha256,
        force,
      });
      if (answer.state === 'failed') return await this.fail(ingest, answer.message);
      if (answer.state === 'ready') return await this.publish(ingest);
      await this.update(ingest, { message: answer.message || 'Processing' });
    } catch (error) {
      if (isDomainError(error, 'invalid-argument')) return this.fail(ingest, error.message);
      this.options.logger.warn({ err: error, soundEffectId: id }, 'media did not take the master yet; will ask again');
    }
  }

  private async publish(ingest: SoundEffectIngest): Promise<void> {
    const record = {
      type: 'soundEffect',
      id: ingest._id,
      ...ingest.metadata,
      master: { uri: ingest.masterUri, sha256: ingest.masterSha256 },
    };
    const summary = await this.options.importer.import([{ line: 1, json: JSON.stringify(record) }]);
    if (summary.problems.length > 0)
      return this.fail(ingest, summary.problems.map((problem) => `${problem.field}: ${problem.message}`).join('; '));
    await this.update(ingest, {
      state: 'published',
      message: 'Published',
      metadata: ingest.metadata,
      masterUri: ingest.masterUri,
      followUpAt: undefined,
    });
  }

  private async fail(ingest: SoundEffectIngest, message: string): Promise<void> {
    this.options.logger.warn({ soundEffectId: ingest._id, reason: message }, 'sound effect ingest failed');
    await this.update(ingest, { state: 'failed', message, followUpAt: undefined });
  }

  private async update(ingest: SoundEffectIngest, changes: Partial<SoundEffectIngest>): Promise<void> {
    await this.ingests.update(ingest._id, ingest.masterSha256, { ...changes, updatedAt: this.now().toISOString() });
  }

  private async statusOf(id: string, created: boolean): Promise<IngestStatus> {
    const ingest = await this.ingests.get(id);
    if (!ingest) throw notFound('Sound effect was not found');
    return { trackId: id, state: ingest.state, message: ingest.message, created };
  }

  /** The request as a sound-effect record would be checked (the importer checks the categories). */
  private validate(request: IngestSoundEffectRequest, sha256: string): void {
    const violations: FieldViolation[] = [];
    if (!SHA256.test(sha256)) violations.push({ key: 'master.sha256', messages: ['must be a hex SHA-256'] });
    if (!request.master.uri.trim()) violations.push({ key: 'master.uri', messages: ['is required'] });
    if (request.soundEffectId && !UUID.test(request.soundEffectId.toLowerCase()))
      violations.push({ key: 'soundEffectId', messages: ['must be a UUID'] });
    const candidate = { type: 'soundEffect', id: trackIdOfMaster(sha256), added: '2000-01-01T00:00:00Z' };
    const parsed = parseRecord(1, JSON.stringify({ ...candidate, ...request.metadata }));
    if ('problems' in parsed)
      for (const problem of parsed.problems)
        violations.push({ key: problem.field || 'metadata', messages: [problem.message] });
    if (violations.length > 0) throw invalidArgument('Bad request', violations);
  }
}
