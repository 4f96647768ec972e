/**
 * What both vector adapters accept, checked before anything is written or asked: space names and
 * definitions, documents, filters and queries. Pure; the adapters only see values that passed.
 */
import { DomainError, invalidArgument } from '../errors/domain-error';
import type {
  NearestQuery,
  VectorDocument,
  VectorFieldType,
  VectorFieldValue,
  VectorFields,
  VectorFilter,
  VectorRange,
  VectorSpace,
} from './port';

/** Lucene's HNSW takes up to 1024 dimensions in OpenSearch 2.19; the embedded index keeps the same limit. */
export const MAX_DIMENSIONS = 1024;
/** OpenSearch answers at most 10,000 hits (index.max_result_window). */
export const MAX_K = 10_000;
const MAX_ID_LENGTH = 512;
const SPACE_NAME = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** The adapters store the vector under this name beside the fields. */
const RESERVED_FIELDS = new Set(['vector', 'id']);
const FIELD_TYPES = new Set<VectorFieldType>(['keyword', 'integer', 'float', 'boolean']);

/** A document that passed: its vector as 32-bit floats. */
export interface CheckedDocument {
  id: string;
  vector: Float32Array;
  fields: VectorFields;
}

export function checkSpaceName(name: string): void {
  if (typeof name !== 'string' || !SPACE_NAME.test(name))
    throw invalidArgument(
      `vector space name '${String(name)}' must be 1-100 lowercase letters, digits, '-' or '_', starting with a letter or digit`,
      [{ key: 'space', messages: ['invalid name'] }],
    );
}

export function checkSpace(space: VectorSpace): VectorSpace {
  const problems: string[] = [];
  if (!Number.isInteger(space?.dimensions) || space.dimensions < 1 || space.dimensions > MAX_DIMENSIONS)
    problems.push(`dimensions must be an integer from 1 to ${MAX_DIMENSIONS}, not ${String(space?.dimensions)}`);
  if (space?.similarity !== 'cosine' && space?.similarity !== 'inner-product')
    problems.push(`similarity must be 'cosine' or 'inner-product', not '${String(space?.similarity)}'`);
  for (const [field, type] of Object.entries(space?.fields ?? {})) {
    if (!FIELD_NAME.test(field) || RESERVED_FIELDS.has(field))
      problems.push(
        `field name '${field}' must be letters, digits and '_' starting with a letter, and not 'vector' or 'id'`,
      );
    if (!FIELD_TYPES.has(type)) problems.push(`field '${field}' has unknown type '${String(type)}'`);
  }
  if (problems.length > 0) throw invalidArgument(`invalid vector space: ${problems.join('; ')}`);
  return { dimensions: space.dimensions, similarity: space.similarity, fields: { ...space.fields } };
}

/**
 * The stored space with the wanted one's new fields added; refuses any change of dimensions,
 * similarity or a field's type, which would make the stored vectors or values meaningless.
 */
export function mergeSpaces(name: string, stored: VectorSpace, wanted: VectorSpace): VectorSpace {
  const refuse = (what: string) =>
    new DomainError(
      'failed-precondition',
      `vector space '${name}' ${what}; a space's dimensions, similarity and field types never change: drop it or use a new name`,
    );
  if (stored.dimensions !== wanted.dimensions)
    throw refuse(`has ${stored.dimensions} dimensions, not ${wanted.dimensions}`);
  if (stored.similarity !== wanted.similarity)
    throw refuse(`measures ${stored.similarity} similarity, not ${wanted.similarity}`);
  for (const [field, type] of Object.entries(wanted.fields)) {
    const storedType = stored.fields[field];
    if (storedType !== undefined && storedType !== type)
      throw refuse(`has field '${field}' of type ${storedType}, not ${type}`);
  }
  return { ...stored, fields: { ...stored.fields, ...wanted.fields } };
}

export function sameSpace(a: VectorSpace, b: VectorSpace): boolean {
  const fieldsA = Object.entries(a.fields);
  return (
    a.dimensions === b.dimensions &&
    a.similarity === b.similarity &&
    fieldsA.length === Object.keys(b.fields).length &&
    fieldsA.every(([field, type]) => b.fields[field] === type)
  );
}

export function unknownSpace(name: string): DomainError {
  return new DomainError('failed-precondition', `no vector space '${name}': create it with ensureSpace first`);
}

export function checkVector(space: VectorSpace, vector: Float32Array | number[], key: string): Float32Array {
  if (!(vector instanceof Float32Array) && !Array.isArray(vector))
    throw invalidArgument(`${key} must be an array of numbers`, [{ key, messages: ['not an array'] }]);
  if (vector.length !== space.dimensions)
    throw invalidArgument(`${key} has ${vector.length} dimensions; the space has ${space.dimensions}`, [
      { key, messages: [`expected ${space.dimensions} dimensions`] },
    ]);
  const floats = Float32Array.from(vector);
  let squares = 0;
  for (const value of floats) {
    if (!Number.isFinite(value))
      throw invalidArgument(`${key} holds a value that is not a finite 32-bit number`, [
        { key, messages: ['not finite'] },
      ]);
    squares += value * value;
  }
  if (space.similarity === 'cosine' && squares === 0)
    throw invalidArgument(`${key} is all zeros, which has no direction in a cosine space`, [
      { key, messages: ['zero vector'] },
    ]);
  return floats;
}

function checkValue(field: string, type: VectorFieldType, value: unknown, key: string): VectorFieldValue {
  const ok =
    (type === 'keyword' && typeof value === 'string') ||
    (type === 'integer' && Number.isSafeInteger(value)) ||
    (type === 'float' && typeof value === 'number' && Number.isFinite(value)) ||
    (type === 'boolean' && typeof value === 'boolean');
  if (!ok)
    throw invalidArgument(`${key}: field '${field}' is ${type}, not ${JSON.stringify(value)}`, [
      { key, messages: [`expected ${type}`] },
    ]);
  return value as VectorFieldValue;
}

function fieldType(space: VectorSpace, field: string, key: string): VectorFieldType {
  const type = Object.hasOwn(space.fields, field) ? space.fields[field] : undefined;
  if (type === undefined)
    throw invalidArgument(
      `${key}: the space has no field '${field}' (it has: ${Object.keys(space.fields).join(', ') || 'none'})`,
      [{ key, messages: [`unknown field '${field}'`] }],
    );
  return type;
}

function checkFields(space: VectorSpace, fields: VectorFields, key: string): VectorFields {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw invalidArgument(`${key} must be an object`, [{ key, messages: ['not an object'] }]);
  const checked: VectorFields = {};
  for (const [field, value] of Object.entries(fields)) {
    const type = fieldType(space, field, key);
    checked[field] = Array.isArray(value)
      ? value.map((item) => checkValue(field, type, item, `${key}.${field}`))
      : checkValue(field, type, value, `${key}.${field}`);
  }
  return checked;
}

export function checkDocuments(space: VectorSpace, documents: VectorDocument[]): CheckedDocument[] {
  if (!Array.isArray(documents)) throw invalidArgument('documents must be an array');
  return documents.map((document, index) => {
    const key = `documents[${index}]`;
    if (typeof document?.id !== 'string' || document.id.length === 0 || document.id.length > MAX_ID_LENGTH)
      throw invalidArgument(`${key}.id must be a string of 1 to ${MAX_ID_LENGTH} characters`, [
        { key: `${key}.id`, messages: ['invalid id'] },
      ]);
    return {
      id: document.id,
      vector: checkVector(space, document.vector, `${key}.vector`),
      fields: checkFields(space, document.fields ?? {}, `${key}.fields`),
    };
  });
}

export function checkIds(ids: string[]): string[] {
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string'))
    throw invalidArgument('ids must be an array of strings', [{ key: 'ids', messages: ['not an array of strings'] }]);
  return ids;
}

function checkTerms(space: VectorSpace, terms: Record<string, unknown> | undefined, key: string): void {
  for (const [field, value] of Object.entries(terms ?? {})) {
    const type = fieldType(space, field, key);
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0)
      throw invalidArgument(`${key}.${field} lists no values`, [{ key: `${key}.${field}`, messages: ['empty'] }]);
    for (const item of values) checkValue(field, type, item, `${key}.${field}`);
  }
}

function checkRange(space: VectorSpace, ranges: Record<string, VectorRange> | undefined): void {
  for (const [field, range] of Object.entries(ranges ?? {})) {
    const key = `filter.range.${field}`;
    const type = fieldType(space, field, 'filter.range');
    const bounds = Object.entries(range ?? {});
    const numeric = type === 'integer' || type === 'float';
    if (
      !numeric ||
      bounds.length === 0 ||
      bounds.some(([bound, value]) => !['gt', 'gte', 'lt', 'lte'].includes(bound) || !Number.isFinite(value))
    )
      throw invalidArgument(`${key} must give numeric bounds (gt, gte, lt, lte) of a numeric field`, [
        { key, messages: ['invalid range'] },
      ]);
  }
}

export function checkFilter(space: VectorSpace, filter: VectorFilter | undefined): VectorFilter {
  if (filter === undefined) return {};
  if (typeof filter !== 'object' || filter === null) throw invalidArgument('filter must be an object');
  checkTerms(space, filter.must, 'filter.must');
  checkTerms(space, filter.mustNot, 'filter.mustNot');
  checkRange(space, filter.range);
  return filter;
}

export function isEmptyFilter(filter: VectorFilter): boolean {
  return [filter.must, filter.mustNot, filter.range].every((part) => Object.keys(part ?? {}).length === 0);
}

export function checkQuery(
  space: VectorSpace,
  query: NearestQuery,
): { vector: Float32Array; k: number; filter: VectorFilter } {
  if (!Number.isInteger(query?.k) || query.k < 1 || query.k > MAX_K)
    throw invalidArgument(`k must be an integer from 1 to ${MAX_K}, not ${String(query?.k)}`, [
      { key: 'k', messages: ['out of range'] },
    ]);
  return { vector: checkVector(space, query.vector, 'vector'), k: query.k, filter: checkFilter(space, query.filter) };
}
