import type { ChangeLog } from '../ports';
import type { EntityChange } from './catalog-entities';
import type { CatalogReadModel } from './read-model';

/**
 * What this replica does after it wrote entities to the store: its own read model applies them at
 * once (a write is visible to the next read here), and the change log tells the other replicas.
 */
export function recordLocalWrites(model: CatalogReadModel, log: ChangeLog) {
  return async (changes: EntityChange[]): Promise<void> => {
    model.apply(changes);
    await log.append(changes.map(({ kind, id }) => ({ kind, id })));
  };
}
