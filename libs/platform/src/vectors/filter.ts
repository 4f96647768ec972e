/**
 * A checked VectorFilter as a predicate over a document's fields: how the embedded index applies
 * filters while it searches, counts and removes. Each clause is compiled once per query into a
 * test that allocates nothing, since a search may run it on every row. Pure.
 */
import type { VectorFieldValue, VectorFields, VectorFilter, VectorRange } from './port';

export type FieldsPredicate = (fields: VectorFields) => boolean;

const valueOf = (fields: VectorFields, field: string) => (Object.hasOwn(fields, field) ? fields[field] : undefined);

/** The field holds one of `wanted` (one of its values does, for an array field). */
function holdsAnyOf(field: string, wanted: VectorFieldValue | VectorFieldValue[]): FieldsPredicate {
  const accepted = new Set(Array.isArray(wanted) ? wanted : [wanted]);
  return (fields) => {
    const value = valueOf(fields, field);
    if (value === undefined) return false;
    if (!Array.isArray(value)) return accepted.has(value);
    for (const item of value) if (accepted.has(item)) return true;
    return false;
  };
}

function within(field: string, range: VectorRange): FieldsPredicate {
  const inside = (value: VectorFieldValue) =>
    typeof value === 'number' &&
    (range.gt === undefined || value > range.gt) &&
    (range.gte === undefined || value >= range.gte) &&
    (range.lt === undefined || value < range.lt) &&
    (range.lte === undefined || value <= range.lte);
  return (fields) => {
    const value = valueOf(fields, field);
    if (value === undefined) return false;
    if (!Array.isArray(value)) return inside(value);
    for (const item of value) if (inside(item)) return true;
    return false;
  };
}

export function fieldsPredicate(filter: VectorFilter): FieldsPredicate | undefined {
  const must = Object.entries(filter.must ?? {}).map(([field, wanted]) => holdsAnyOf(field, wanted));
  const mustNot = Object.entries(filter.mustNot ?? {}).map(([field, unwanted]) => holdsAnyOf(field, unwanted));
  const ranges = Object.entries(filter.range ?? {}).map(([field, range]) => within(field, range));
  const required = [...must, ...ranges];
  if (required.length + mustNot.length === 0) return undefined;
  return (fields) => {
    for (const test of required) if (!test(fields)) return false;
    for (const test of mustNot) if (test(fields)) return false;
    return true;
  };
}
