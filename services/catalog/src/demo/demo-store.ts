import { MemoryDocumentStore } from '@downbeat/platform';
import { catalogReads } from '../domain/catalog-reads';
import { fixedFreeTierSource } from '../domain/free-tier';
import { CatalogImporter } from '../domain/import/importer';
import { seedDemoCatalog } from './demo-catalog';

/** An in-memory catalog holding the demo catalog, for tests and demos; partners' free-tier choices fixed. */
export async function demoStore(freeTierChoices: Record<string, string[]> = {}) {
  const store = new MemoryDocumentStore();
  await store.start();
  const importer = new CatalogImporter(store);
  await seedDemoCatalog(importer);
  return { store, importer, reads: catalogReads(store, fixedFreeTierSource(freeTierChoices)) };
}
