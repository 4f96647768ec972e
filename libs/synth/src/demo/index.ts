export {
  DEFAULT_SETTINGS as DEMO_CATALOG_DEFAULTS,
  metadataLines,
  planDemoCatalog,
  type DemoCatalogPlan,
  type DemoCatalogSettings,
  type DemoSoundEffectCollectionRecord,
  type DemoSoundEffectRecord,
  type DemoTrackRecord,
  type MasterFormat,
} from './catalog-plan';
export {
  DEMO_GENERATOR_VERSION,
  generateDemoCatalog,
  MANIFEST_FILE as DEMO_MANIFEST_FILE,
  METADATA_FILE as DEMO_METADATA_FILE,
  type DemoCatalog,
  type DemoCatalogProgress,
  type DemoItemJob,
  type GenerateDemoCatalogOptions,
  writeDemoItem,
} from './generate-demo-catalog';
export { type WrittenFile } from './masters';
export { metadataDemoRecords, type MetadataDemoRecord } from './metadata-demo';
export { renderSoundEffect, type SoundEffectVoice } from './sound-effect-voices';
export {
  CATALOG_GENRES,
  demoVocabulary,
  GENRE_RECORDS,
  MOOD_RECORDS,
  soundEffectCategoryRecords,
  type GenreRecord,
  type MoodRecord,
  type SoundEffectCategoryRecord,
} from './taxonomy';
