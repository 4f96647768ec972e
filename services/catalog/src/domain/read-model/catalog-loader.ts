import type { CatalogDocuments } from '../ports';
import { applyChange, emptyEntities, ENTITY_KINDS, type CatalogEntities, type EntityChange } from './catalog-entities';

export interface LoadProgress {
  (kind: string, loaded: number): void;
}

/** Reads every entity of the catalog, page by page. */
export async function loadCatalog(
  documents: CatalogDocuments,
  { pageSize = 10_000, progress }: { pageSize?: number; progress?: LoadProgress } = {},
): Promise<CatalogEntities> {
  const entities = emptyEntities();
  for (const kind of ENTITY_KINDS) {
    let loaded = 0;
    for await (const page of documents.pages(kind, pageSize)) {
      for (const document of page) applyChange(entities, { kind, id: document._id, document });
      loaded += page.length;
      if (page.length === pageSize) progress?.(kind, loaded);
    }
    progress?.(kind, loaded);
  }
  return entities;
}

/** The current stored state of the named entities, one `_id` lookup each (FerretDB's fast path). */
export async function readEntities(
  documents: CatalogDocuments,
  references: { kind: EntityChange['kind']; id: string }[],
  concurrency = 8,
): Promise<EntityChange[]> {
  const changes: EntityChange[] = new Array(references.length);
  let next = 0;
  const worker = async () => {
    while (next < references.length) {
      const at = next++;
      const { kind, id } = references[at]!;
      changes[at] = { kind, id, document: await documents.get(kind, id) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, references.length) }, worker));
  return changes;
}
