import { randomUUID } from 'node:crypto';
import { fromTimestamp, type catalog } from '@downbeat/contracts';
import { invalidArgument, unary, type Logger } from '@downbeat/platform';
import type { CatalogImporter } from '../domain/import/importer';
import type { IngestState } from '../domain/ingest/track-ingests';
import type { SoundEffectIngestion } from '../domain/ingest/sound-effect-ingestion';
import type { TrackIngestion } from '../domain/ingest/track-ingestion';

type Handlers = Partial<catalog.CatalogAdminServiceHandlers>;

const STATUS: Record<IngestState, catalog.TrackStatus> = {
  processing: 'TRACK_STATUS_PROCESSING',
  published: 'TRACK_STATUS_PUBLISHED',
  failed: 'TRACK_STATUS_FAILED',
};

/**
 * CatalogAdminService: every write goes through the importer, the one path for data in. The
 * typed upserts are single import records; IngestTrack records a master and publishes the track
 * when media's analysis arrives, IngestSoundEffect when media has rendered it (domain/ingest).
 */
export function adminHandlers(
  importer: CatalogImporter,
  ingestion: TrackIngestion,
  soundEffects: SoundEffectIngestion,
  logger: Logger,
): Handlers {
  const upsertOne = async (record: Record<string, unknown>): Promise<string> => {
    const id = (record.id as string) || randomUUID();
    const summary = await importer.import([{ line: 1, json: JSON.stringify({ ...record, id }) }]);
    if (summary.problems.length > 0)
      throw invalidArgument(
        'Bad request',
        summary.problems.map((problem) => ({ key: problem.field || 'record', messages: [problem.message] })),
      );
    return record.type === 'soundEffectCategory' ? id.toLowerCase() : id;
  };
  const optionalParent = (parentId: string | undefined | null) => (parentId ? { parentId } : {});
  return {
    IngestTrack: unary(logger, async (r: catalog.IngestTrackRequest__Output) => {
      const status = await ingestion.ingest({
        master: { uri: r.master?.uri ?? '', sha256: r.master?.sha256 ?? '' },
        ...(r.trackId ? { trackId: r.trackId } : {}),
        metadata: {
          title: r.title,
          mainArtists: r.mainArtists,
          featuredArtists: r.featuredArtists,
          moodIds: r.moodIds,
          genreIds: r.genreIds,
          images: r.images,
          hasVocals: r.hasVocals,
          isExplicit: r.isExplicit,
          ...(r.added ? { added: r.added } : {}),
          ...(r.bpm !== undefined && r.bpm !== null ? { bpm: r.bpm } : {}),
          ...(r.image ? { image: r.image } : {}),
        },
      });
      return {
        trackId: status.trackId,
        status: STATUS[status.state],
        created: status.created,
        message: status.message,
      };
    }),
    IngestSoundEffect: unary(logger, async (r: catalog.IngestSoundEffectRequest__Output) => {
      const added = fromTimestamp(r.added);
      const status = await soundEffects.ingest({
        master: { uri: r.master?.uri ?? '', sha256: r.master?.sha256 ?? '' },
        ...(r.soundEffectId ? { soundEffectId: r.soundEffectId } : {}),
        metadata: {
          title: r.title,
          categoryIds: r.categoryIds,
          images: r.images,
          lengthSeconds: r.lengthSeconds,
          ...(added ? { added: added.toISOString() } : {}),
          ...(r.image ? { image: r.image } : {}),
        },
      });
      return {
        soundEffectId: status.trackId,
        status: STATUS[status.state],
        created: status.created,
        message: status.message,
      };
    }),
    GetTrackIngestStatus: unary(logger, async (r: catalog.GetTrackIngestStatusRequest__Output) => {
      const status = await ingestion.status({ trackId: r.trackId, masterSha256: r.masterSha256 });
      return { trackId: status.trackId, status: STATUS[status.state], message: status.message };
    }),
    ImportRecords: unary(logger, async (r: catalog.ImportRecordsRequest__Output) => {
      const summary = await importer.import(r.records.map((record) => ({ line: record.line, json: record.json })));
      return { ...summary, problems: summary.problems };
    }),
    UpsertCollection: unary(logger, async (r: catalog.UpsertCollectionRequest__Output) => ({
      collectionId: await upsertOne({
        type: 'collection',
        id: r.collectionId,
        name: r.name,
        images: r.images,
        image: r.image,
        trackIds: r.trackIds,
      }),
    })),
    UpsertMood: unary(logger, async (r: catalog.UpsertMoodRequest__Output) => ({
      moodId: await upsertOne({
        type: 'mood',
        id: r.moodId,
        name: r.name,
        images: r.images,
        image: r.image,
        featured: r.featured,
      }),
    })),
    UpsertGenre: unary(logger, async (r: catalog.UpsertGenreRequest__Output) => ({
      genreId: await upsertOne({
        type: 'genre',
        id: r.genreId,
        name: r.name,
        images: r.images,
        image: r.image,
        featured: r.featured,
        ...optionalParent(r.parentId),
      }),
    })),
    UpsertSoundEffectCategory: unary(logger, async (r: catalog.UpsertSoundEffectCategoryRequest__Output) => ({
      categoryId: await upsertOne({
        type: 'soundEffectCategory',
        id: r.categoryId,
        name: r.name,
        images: r.images,
        image: r.image,
        featured: r.featured,
        ...optionalParent(r.parentId),
      }),
    })),
  };
}
