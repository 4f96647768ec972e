import type { DocumentStore } from '@downbeat/platform';
import { COLLECTION_OF } from '../documents';
import {
  applyChange,
  emptyEntities,
  ENTITY_KINDS,
  type CatalogEntities,
  type EntityChange,
  type StoredEntity,
} from './catalog-entities';

export interface LoadProgress {
  (kind: string, loaded: number): void;
}

/**
 * Reads every entity of the catalog from the store, page by page in `_id` order (FerretDB answers
 * `_id` ranges without scanning a whole collection per page).
 */
export async function loadCatalog(
  store: DocumentStore,
  { pageSize = 10_000, progress }: { pageSize?: number; progress?: LoadProgress } = {},
): Promise<CatalogEntities> {
  const entities = emptyEntities();
  for (const kind of ENTITY_KINDS) {
    const collection = store.collection<StoredEntity>(COLLECTION_OF[kind]);
    let after: string | undefined;
    let loaded = 0;
    for (;;) {
      const page = await collection.find(after === undefined ? {} : { _id: { $gt: after } }, {
        sort: { _id: 1 },
        limit: pageSize,
      });
      for (const document of page) applyChange(entities, { kind, id: document._id, document });
      loaded += page.length;
      if (page.length < pageSize) break;
      after = page[page.length - 1]!._id;
      progress?.(kind, loaded);
    }
    progress?.(kind, loaded);
  }
  return entities;
}

/** The current stored state of the named entities, one `_id` lookup each (FerretDB's fast path). */
export async function readEntities(
  store: DocumentStore,
  references: { kind: EntityChange['kind']; id: string }[],
  concurrency = 8,
): Promise<EntityChange[]> {
  const changes: EntityChange[] = new Array(references.length);
  let next = 0;
  const worker = async () => {
    while (next < references.length) {
      const at = next++;
      const { kind, id } = references[at]!;
      const document = await store.collection<StoredEntity>(COLLECTION_OF[kind]).findOne({ _id: id });
      changes[at] = { kind, id, document };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, references.length) }, worker));
  return changes;
}
