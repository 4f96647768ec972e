import type { DocumentStore } from '@downbeat/platform';
import type { SoundEffectIngest } from '../domain/ingest/sound-effect-ingestion';
import type { TrackIngest } from '../domain/ingest/track-ingests';
import { CatalogDocumentStore } from './catalog-documents';
import { IngestRecordStore } from './ingest-records';
import { OutboxStore } from './outbox';

export { CatalogDocumentStore } from './catalog-documents';
export { StoredChangeLog } from './change-log';
export { IngestRecordStore } from './ingest-records';
export { OutboxStore, type LegacyOutboxEntry, type OutboxEntry } from './outbox';

/** The catalog's repositories on one document store (each collection has exactly one). */
export function catalogStore(store: DocumentStore) {
  return {
    documents: new CatalogDocumentStore(store),
    outbox: new OutboxStore(store),
    trackIngests: new IngestRecordStore<TrackIngest>(store, 'track_ingests'),
    soundEffectIngests: new IngestRecordStore<SoundEffectIngest>(store, 'sound_effect_ingests'),
  };
}

export type CatalogStore = ReturnType<typeof catalogStore>;

/** Creates the indexes the repositories' queries use; idempotent. */
export async function ensureCatalogIndexes(stores: CatalogStore): Promise<void> {
  await stores.outbox.ensureIndexes();
  await stores.trackIngests.ensureIndexes();
}
