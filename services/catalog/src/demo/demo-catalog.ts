import type { CatalogImporter, ImportSummary } from '../domain/import/importer';
import type { ImportRecord } from '../domain/import/records';
import records from './demo-catalog.json';

/**
 * The demo catalog in the import format (metadata only; the audible demo catalog replaces the
 * tracks when ingestion lands): every read operation has data. Its ids are stable; tests use them.
 */
export const demoRecords = records as unknown as ImportRecord[];

const ofType = <T extends ImportRecord['type']>(type: T) =>
  demoRecords.filter((record): record is Extract<ImportRecord, { type: T }> => record.type === type);

export const demoCatalog = {
  genres: ofType('genre'),
  moods: ofType('mood'),
  tracks: ofType('track'),
  collections: ofType('collection'),
  soundEffectCategories: ofType('soundEffectCategory'),
  soundEffects: ofType('soundEffect'),
  soundEffectCollections: ofType('soundEffectCollection'),
};

/** Seeds through the importer, the same path as `downbeat catalog import`; running it again changes nothing. */
export async function seedDemoCatalog(importer: CatalogImporter): Promise<ImportSummary & { records: number }> {
  const summary = await importer.import(
    demoRecords.map((record, index) => ({ line: index + 1, json: JSON.stringify(record) })),
  );
  if (summary.problems.length > 0) throw new Error(`demo catalog is invalid: ${JSON.stringify(summary.problems)}`);
  return { ...summary, records: demoRecords.length };
}
