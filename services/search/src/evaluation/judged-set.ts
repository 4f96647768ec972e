/**
 * The fixture catalog and the judged queries over it (services/search/test/fixtures, written by
 * generate-fixtures.js). Read from the package folder, so that both the sources (jest) and the
 * build (dist/) find them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogSoundEffectEvent, CatalogTrackEvent } from '@downbeat/contracts';
import type { Judgments } from './metrics';

export interface FixtureCatalog {
  tracks: CatalogTrackEvent[];
  soundEffects: CatalogSoundEffectEvent[];
}

export interface JudgedQuery {
  query: string;
  /** What kind of request it stands for: exact title, title with a typo, artist, … */
  note: string;
  relevant: Judgments;
}

export const FIXTURES_DIR = path.resolve(__dirname, '../../test/fixtures');

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(FIXTURES_DIR, file), 'utf8')) as T;

export const fixtureCatalog = (): FixtureCatalog => readJson('catalog.json');
export const judgedQueries = (): JudgedQuery[] => readJson('judged-queries.json');
