/**
 * A checked VectorFilter as a predicate over a document's fields: how the embedded index applies
 * filters while it searches, counts and removes. Pure.
 */
import type { VectorFieldValue, VectorFields, VectorFilter, VectorRange } from './port';

export type FieldsPredicate = (fields: VectorFields) => boolean;

const valuesOf = (fields: VectorFields, field: string): VectorFieldValue[] => {
  const value = Object.hasOwn(fields, field) ? fields[field] : undefined;
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

const holdsAny = (fields: VectorFields, field: string, wanted: VectorFieldValue | VectorFieldValue[]) => {
  const values = valuesOf(fields, field);
  return (Array.isArray(wanted) ? wanted : [wanted]).some((value) => values.includes(value));
};

const within = (value: VectorFieldValue, range: VectorRange) =>
  typeof value === 'number' &&
  (range.gt === undefined || value > range.gt) &&
  (range.gte === undefined || value >= range.gte) &&
  (range.lt === undefined || value < range.lt) &&
  (range.lte === undefined || value <= range.lte);

export function fieldsPredicate(filter: VectorFilter): FieldsPredicate | undefined {
  const must = Object.entries(filter.must ?? {});
  const mustNot = Object.entries(filter.mustNot ?? {});
  const ranges = Object.entries(filter.range ?? {});
  if (must.length + mustNot.length + ranges.length === 0) return undefined;
  return (fields) =>
    must.every(([field, wanted]) => holdsAny(fields, field, wanted)) &&
    !mustNot.some(([field, unwanted]) => holdsAny(fields, field, unwanted)) &&
    ranges.every(([field, range]) => valuesOf(fields, field).some((value) => within(value, range)));
}
