import { isDomainError } from '../errors/domain-error';
import type { DocumentCollection, StoredDocument } from './port';

/**
 * Inserts `document` unless its `_id` is taken: true when inserted, false when another writer got
 * there first. The insert's collision is the only way to create once without transactions on
 * every document store, so each repository that claims an id goes through here.
 */
export async function insertNew<T extends StoredDocument>(
  collection: DocumentCollection<T>,
  document: T,
): Promise<boolean> {
  try {
    await collection.insertOne(document);
    return true;
  } catch (error) {
    if (isDomainError(error, 'already-exists')) return false;
    throw error;
  }
}
