import { MemoryDocumentStore } from '@downbeat/platform';
import { catalogReads } from '../domain/catalog-reads';
import { fixedFreeTierSource } from '../adapters/fixed-free-tier-source';
import { ImageAddresses } from '../domain/images';
import { CatalogImporter } from '../domain/import/importer';
import { readModelCatalog } from '../domain/import/stored-catalog';
import { loadCatalog } from '../domain/read-model/catalog-loader';
import { CatalogReadModel } from '../domain/read-model/read-model';
import { catalogStore } from '../store';
import { seedDemoCatalog } from './demo-catalog';

/** Where the demo store's image URLs point. */
export const DEMO_IMAGES_URL = 'http://media.test';

/**
 * An in-memory catalog holding the demo catalog, for tests and demos; partners' free-tier choices
 * fixed, image URLs on DEMO_IMAGES_URL. Imports update the read model; after writing to the store
 * directly, call `reload()`.
 */
export async function demoStore(freeTierChoices: Record<string, string[]> = {}) {
  const store = new MemoryDocumentStore();
  await store.start();
  const stores = catalogStore(store);
  const model = new CatalogReadModel();
  model.replaceAll(await loadCatalog(stores.documents));
  const importer = new CatalogImporter(stores, {
    catalog: readModelCatalog(model, stores.documents),
    onWritten: async (changes) => model.apply(changes),
  });
  await seedDemoCatalog(importer);
  const reload = async () => model.replaceAll(await loadCatalog(stores.documents));
  return {
    store,
    importer,
    model,
    reload,
    reads: catalogReads(model, fixedFreeTierSource(freeTierChoices), new ImageAddresses(DEMO_IMAGES_URL)),
  };
}
