/**
 * The catalog's entity collections (`tracks`, `moods`, `genres`, `collections`,
 * `soundEffectCategories`, `soundEffects`, `soundEffectCollections`), one a kind. Everything the
 * service runs is by `_id`: on FerretDB any other query scans the collection (an `_id: {$in}` of
 * 500 ids took ~4 s at 20k tracks), so the read model answers the rest and only `many` and
 * `references`, for setups without one, use `$in`.
 */
import { insertNew, type DocumentCollection, type DocumentStore } from '@downbeat/platform';
import { COLLECTION_OF, type EntityKind } from '../domain/documents';
import type { Known, ReferenceKind } from '../domain/import/stored-catalog';
import type { DocumentOf } from '../domain/import/to-document';
import type { CatalogDocuments } from '../domain/ports';
import type { StoredEntity } from '../domain/read-model/catalog-entities';

type Stored = DocumentOf & { _id: string };

export class CatalogDocumentStore implements CatalogDocuments {
  constructor(private readonly store: DocumentStore) {}

  private of<T extends { _id: string } = StoredEntity>(kind: EntityKind): DocumentCollection<T> {
    return this.store.collection<T>(COLLECTION_OF[kind]);
  }

  /** Pages by `_id` range (FerretDB answers a range without scanning the collection per page). */
  async *pages(kind: EntityKind, pageSize: number): AsyncIterable<StoredEntity[]> {
    const collection = this.of(kind);
    let after: string | undefined;
    for (;;) {
      const page = await collection.find(after === undefined ? {} : { _id: { $gt: after } }, {
        sort: { _id: 1 },
        limit: pageSize,
      });
      yield page;
      if (page.length < pageSize) return;
      after = page[page.length - 1]!._id;
    }
  }

  get(kind: EntityKind, id: string): Promise<StoredEntity | null> {
    return this.of(kind).findOne({ _id: id });
  }

  async many(kind: EntityKind, ids: string[]): Promise<Stored[]> {
    if (ids.length === 0) return [];
    return this.of<Stored>(kind).find({ _id: { $in: ids } });
  }

  async references(kind: ReferenceKind, ids: string[]): Promise<Known> {
    if (ids.length === 0) return new Map();
    const found = await this.of<{ _id: string; parentId?: string }>(kind).find(
      { _id: { $in: ids } },
      { projection: { _id: 1, parentId: 1 } },
    );
    return new Map(found.map((document) => [document._id, { parentId: document.parentId }]));
  }

  insertNew(kind: EntityKind, document: DocumentOf): Promise<boolean> {
    return insertNew(this.of<Stored>(kind), document);
  }

  async replace(kind: EntityKind, document: DocumentOf, revision?: number): Promise<boolean> {
    const filter = revision === undefined ? { _id: document._id } : { _id: document._id, revision };
    return (await this.of<Stored>(kind).replaceOne(filter, document)).matched > 0;
  }
}
