/**
 * Checks both document-store adapters apply before touching data, so bad input fails the same way
 * (invalid-argument, the field named) in the embedded and the distributed mode.
 */
import { invalidArgument } from '../errors/domain-error';
import type { FindOptions, Update } from './port';

export function assertCollectionName(name: string): void {
  if (!/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,119}$/.test(name) || name.startsWith('system.')) {
    throw invalidArgument(`invalid collection name '${name}'`, [
      { key: 'collection', messages: ['letters, digits, _ . - only; at most 120 characters; not system.*'] },
    ]);
  }
}

export function assertDocumentId(document: { _id?: unknown }): void {
  if (typeof document._id !== 'string' || document._id.length === 0) {
    throw invalidArgument('a document needs a non-empty string _id', [
      { key: '_id', messages: ['must be a non-empty string'] },
    ]);
  }
}

/**
 * What FerretDB 1.x refuses (and MongoDB accepts) is refused by both adapters, so the embedded
 * mode cannot grow data the distributed mode cannot hold: arrays directly inside arrays, and
 * field names with a dot or a leading `$`.
 */
export function assertStorable(document: unknown): void {
  walk(document, '', { checkNames: true });
}

/**
 * updateOne takes update operators only (a whole document goes through replaceOne). Values obey
 * assertStorable; `$setOnInsert` values may not be null or [], which FerretDB 1.24 silently drops.
 */
export function assertUpdateOperators(update: Update): void {
  const keys = Object.keys(update);
  if (keys.length === 0 || keys.some((key) => !key.startsWith('$'))) {
    throw invalidArgument('an update needs update operators such as $set; use replaceOne to replace a document', [
      { key: 'update', messages: ['must only contain update operators'] },
    ]);
  }
  for (const [operator, fields] of Object.entries(update)) {
    for (const [path, value] of Object.entries((fields ?? {}) as Record<string, unknown>)) {
      walk(value, path, { checkNames: false });
      if ((operator === '$push' || operator === '$addToSet') && Array.isArray(value)) {
        throw invalidArgument(`${operator}.${path}: pushing an array would nest arrays; use { $each: [...] }`, [
          { key: path, messages: ['nested array'] },
        ]);
      }
      if (operator === '$setOnInsert' && (value === null || (Array.isArray(value) && value.length === 0))) {
        throw invalidArgument(
          `$setOnInsert.${path}: null and [] are lost by FerretDB; leave the field out or use $set`,
          [{ key: path, messages: ['null or empty array in $setOnInsert'] }],
        );
      }
    }
  }
}

function walk(value: unknown, path: string, options: { checkNames: boolean }): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (Array.isArray(item)) {
        throw invalidArgument(
          `${path || 'document'}[${index}]: arrays inside arrays cannot be stored; wrap them in objects`,
          [{ key: path || 'document', messages: ['nested array'] }],
        );
      }
      walk(item, `${path}[${index}]`, options);
    });
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [name, item] of Object.entries(value)) {
      if (options.checkNames && (name.includes('.') || name.startsWith('$'))) {
        throw invalidArgument(`field name '${name}' cannot be stored: no dots, no leading $`, [
          { key: path ? `${path}.${name}` : name, messages: ['invalid field name'] },
        ]);
      }
      walk(item, path ? `${path}.${name}` : name, options);
    }
  }
}

export function assertFindOptions(options: FindOptions): void {
  for (const field of ['skip', 'limit'] as const) {
    const value = options[field];
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
      throw invalidArgument(`${field} must be a non-negative integer`, [
        { key: field, messages: ['must be a non-negative integer'] },
      ]);
    }
  }
}

/** MongoDB's default index name: `field_1_other_-1`. */
export function defaultIndexName(keys: Record<string, 1 | -1>): string {
  return Object.entries(keys)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}
