/**
 * The few JSON Schema builders every module of the OpenAPI document writes its shapes with. Response
 * objects forbid extra properties, so the e2e suites catch any drift from the specification.
 *
 * A schema also carries, for the compiler only, the type of the values it admits (`Static`): the
 * routes' inputs are derived from the schemas that validate them, so the two cannot drift apart.
 */

/** Never set at run time: the phantom key a builder's static type rides on (absent from the JSON). */
declare const STATIC: unique symbol;

/** A JSON Schema; `T` is what a value it admits is, to the compiler (`unknown`: not said). */
export type Schema<T = unknown> = Record<string, unknown> & { readonly [STATIC]?: T };

/**
 * The type of the values a schema admits: a builder's phantom type, or else read from a schema
 * written as a literal — `const` and `enum` as literal unions, `type` (one or a list) as the
 * primitive, `items` of an array, `properties` and `required` of an object. What it cannot read
 * (a `$ref`, a schema typed only as `Schema`) is `unknown`, which a handler must narrow.
 */
export type Static<S> = typeof STATIC extends keyof S
  ? S extends { readonly [STATIC]?: infer T }
    ? T
    : unknown
  : S extends { readonly const: infer C }
    ? C
    : S extends { readonly enum: readonly (infer E)[] }
      ? E
      : S extends { readonly type: infer T }
        ? FromType<T, S>
        : unknown;

type FromType<T, S> = T extends readonly (infer Each)[]
  ? FromType<Each, S>
  : T extends 'string'
    ? string
    : T extends 'integer' | 'number'
      ? number
      : T extends 'boolean'
        ? boolean
        : T extends 'null'
          ? null
          : T extends 'array'
            ? S extends { readonly items: infer Items }
              ? Static<Items>[]
              : unknown[]
            : T extends 'object'
              ? ObjectStatic<S>
              : unknown;

type RequiredKeys<S> = S extends { readonly required: readonly (infer K)[] } ? K : never;

/** Listed properties, required or optional as `required` says; others (where allowed) are not read. */
type ObjectStatic<S> = S extends { readonly properties: infer P }
  ? Flat<
      { -readonly [K in keyof P as K extends RequiredKeys<S> ? K : never]: Static<P[K]> } & {
        -readonly [K in keyof P as K extends RequiredKeys<S> ? never : K]?: Static<P[K]>;
      }
    >
  : Record<string, unknown>;

/** One object type rather than an intersection, so that editors and errors show it whole. */
export type Flat<T> = { [K in keyof T]: T[K] } & {};

/** Keywords added to what a builder writes (descriptions, bounds, formats); they do not change its type. */
export type Keywords = Record<string, unknown>;

/** An object whose listed properties are required (all of them unless said) and nothing else is allowed. */
export const object = <
  const P extends Record<string, Schema>,
  const R extends readonly string[] = readonly (keyof P & string)[],
>(
  properties: P,
  required?: R,
  extra: Keywords = {},
): Schema<ObjectStatic<{ properties: P; required: R }>> => ({
  type: 'object',
  properties,
  required: required ?? Object.keys(properties),
  additionalProperties: false,
  ...extra,
});
export const string = <const E extends Keywords = Keywords>(
  extra?: E,
): Schema<E extends { readonly enum: readonly (infer V)[] } ? V : string> => ({ type: 'string', ...extra });
export const integer = (extra: Keywords = {}): Schema<number> => ({ type: 'integer', ...extra });
export const arrayOf = <const I extends Schema>(items: I, extra: Keywords = {}): Schema<Static<I>[]> => ({
  type: 'array',
  items,
  ...extra,
});
export const dateTime = (description?: string): Schema<string> =>
  string({ format: 'date-time', ...(description ? { description } : {}) });
