/**
 * The few JSON Schema builders every module of the OpenAPI document writes its shapes with. Response
 * objects forbid extra properties, so the e2e suites catch any drift from the specification.
 */
export type Schema = Record<string, unknown>;

/** An object whose listed properties are required (all of them unless said) and nothing else is allowed. */
export const object = (
  properties: Record<string, Schema>,
  required = Object.keys(properties),
  extra: Schema = {},
): Schema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
  ...extra,
});
export const string = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
export const integer = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
export const arrayOf = (items: Schema, extra: Schema = {}): Schema => ({ type: 'array', items, ...extra });
export const dateTime = (description?: string): Schema =>
  string({ format: 'date-time', ...(description ? { description } : {}) });
