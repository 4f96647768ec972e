import type { EntityKind } from '../documents';
import type { CatalogDocuments } from '../ports';
import type { CatalogReadModel } from '../read-model/read-model';
import type { DocumentOf } from './to-document';

/** What an import record may reference: genres and categories (as parents), moods, tracks. */
export type ReferenceKind = 'genre' | 'mood' | 'track' | 'soundEffectCategory' | 'soundEffect';

/** Referenced entities that exist, by id, with their parent (a parent must not have one itself). */
export type Known = Map<string, { parentId?: string | undefined }>;

/**
 * What the importer needs to know about the stored catalog before it decides a batch. Answers may
 * be slightly behind the store (another replica's write not seen yet): the importer inserts what
 * it believes new and replaces only at the revision it believes stored, and re-reads by `_id`
 * when the store disagrees.
 */
export interface StoredCatalog {
  /** The stored documents of these entities as far as known; a missing one is probably new. */
  documents(kind: EntityKind, ids: string[]): Promise<Map<string, DocumentOf>>;
  /** Which of these ids exist. */
  references(kind: ReferenceKind, ids: string[]): Promise<Known>;
}

/**
 * Answers from the loaded read model (no store query for what it holds). It holds every genre,
 * mood, collection, category and sound effect but only published tracks, and may be behind other
 * replicas' writes by a poll; references it does not know are looked up in the store.
 */
export function readModelCatalog(model: CatalogReadModel, stored: CatalogDocuments): StoredCatalog {
  return {
    documents: async (kind, ids) => {
      const held = model.catalog[kind] as Map<string, DocumentOf>;
      return new Map(ids.flatMap((id) => (held.has(id) ? [[id, held.get(id)!]] : [])));
    },
    references: async (kind, ids) => {
      const held = model.catalog[kind] as Map<string, { parentId?: string }>;
      const known: Known = new Map();
      const unknown: string[] = [];
      for (const id of ids) {
        const entity = held.get(id);
        if (entity) known.set(id, { parentId: entity.parentId });
        else unknown.push(id);
      }
      for (const [id, entity] of await stored.references(kind, unknown)) known.set(id, entity);
      return known;
    },
  };
}

/**
 * Answers from the store, one `_id: {$in}` query per kind and batch (on FerretDB that scans the
 * collection: for setups without a read model, e.g. tests on small catalogs).
 */
export function storeCatalog(stored: CatalogDocuments): StoredCatalog {
  return {
    documents: async (kind, ids) =>
      new Map((await stored.many(kind, ids)).map((document) => [document._id, document as DocumentOf])),
    references: (kind, ids) => stored.references(kind, ids),
  };
}
