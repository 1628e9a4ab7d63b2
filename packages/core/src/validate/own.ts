import { object as anyObject, omit as anyOmit, Struct } from 'superstruct';

// biome-ignore lint/suspicious/noExplicitAny: superstruct's own ObjectSchema, which it does not export
export type ObjectSchema = Record<string, Struct<any, any>>;

/**
 * superstruct's object structs read `value[key]`, inherited properties included: with a polluted
 * Object.prototype, a payload that leaves `password` out would validate as if it carried the inherited one.
 * These read only the payload's own properties, so a missing field is missing whatever the prototype holds.
 * Every payload struct is built from them (a test keeps it so).
 */
function ownOnly<T, S>(struct: Struct<T, S>): Struct<T, S> {
  const entries = struct.entries.bind(struct);
  return new Struct<T, S>({
    type: struct.type,
    schema: struct.schema,
    validator: struct.validator,
    refiner: struct.refiner,
    coercer: struct.coercer,
    *entries(value, context) {
      for (const [key, inner, child] of entries(value, context)) {
        const own = typeof value === 'object' && value !== null && Object.hasOwn(value, key as PropertyKey);
        yield [key, own ? inner : undefined, child];
      }
    },
  });
}

export function object<S extends ObjectSchema>(schema: S): ReturnType<typeof anyObject<S>> {
  return ownOnly(anyObject(schema));
}

export function omit<S extends ObjectSchema, K extends keyof S>(
  ...[struct, keys]: Parameters<typeof anyOmit<S, K>>
): ReturnType<typeof anyOmit<S, K>> {
  return ownOnly(anyOmit(struct, keys));
}
