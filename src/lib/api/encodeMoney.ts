import { z } from 'zod';

/**
 * The answer as the wire carries it: each amount a handler gave in paise, where the call's response
 * schema has a codec (src/lib/api/money.ts), encoded back to rupees. Only the codecs' values change:
 * the handler's keys, their order and anything the schema does not name stay as they were, so the
 * JSON is what the handler's rupees would have made. (zod's own encode would rebuild every object
 * in the schema's order and drop what it does not name.)
 */
export function encodeMoney(schema: z.ZodType, value: unknown): unknown {
  if (value === undefined || value === null || !holdsCodec(schema)) return value;
  if (schema instanceof z.ZodCodec) return z.encode(schema, value as never);
  const def = (schema as z.ZodType & { def: Def }).def;
  switch (def.type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, Object.hasOwn(shape, key) ? encodeMoney(shape[key], v) : v]));
    }
    case 'array':
      return Array.isArray(value) ? value.map((v) => encodeMoney(def.element as z.ZodType, v)) : value;
    case 'record':
      return typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, encodeMoney(def.valueType as z.ZodType, v)]))
        : value;
    case 'union': {
      // The option the handler's value is of: the first that encodes it.
      const option = (def.options as z.ZodType[]).find((o) => z.safeEncode(o, value as never).success);
      return option ? encodeMoney(option, value) : value;
    }
    case 'intersection':
      return encodeMoney(def.right as z.ZodType, encodeMoney(def.left as z.ZodType, value));
    case 'pipe':
      return encodeMoney(def.out as z.ZodType, value);
    case 'lazy':
      return encodeMoney((def.getter as () => z.ZodType)(), value);
    default:
      return 'innerType' in def ? encodeMoney(def.innerType as z.ZodType, value) : value;
  }
}

type Def = { type: string } & Record<string, unknown>;

const codecIn = new WeakMap<z.ZodType, boolean>();

/** Whether a schema has a codec anywhere within: most answers have none and are sent as they are. */
function holdsCodec(schema: z.ZodType): boolean {
  const known = codecIn.get(schema);
  if (known !== undefined) return known;
  codecIn.set(schema, false); // a lazy schema that refers to itself
  const def = (schema as z.ZodType & { def: Def }).def;
  const parts: unknown[] =
    schema instanceof z.ZodCodec
      ? []
      : [def.element, def.valueType, def.innerType, def.left, def.right, def.in, def.out, ...((def.options as unknown[]) ?? [])];
  if (def.type === 'object') parts.push(...Object.values(def.shape as Record<string, unknown>));
  if (def.type === 'lazy') parts.push((def.getter as () => unknown)());
  const holds = schema instanceof z.ZodCodec || parts.some((p) => p instanceof z.ZodType && holdsCodec(p));
  codecIn.set(schema, holds);
  return holds;
}

/**
 * A schema's JSON Schema for the OpenAPI document, its amounts as the wire carries them: a codec is
 * described by its wire side, which the answers are encoded to and the requests are read from.
 */
export function wireJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      if (!(ctx.zodSchema instanceof z.ZodCodec)) return;
      const { $schema: _, ...wire } = z.toJSONSchema(ctx.zodSchema.def.in as z.ZodType, { io: 'input', unrepresentable: 'any' });
      for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as Record<string, unknown>)[key];
      Object.assign(ctx.jsonSchema, wire);
    },
  }) as Record<string, unknown>;
}
