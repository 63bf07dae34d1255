import fc from 'fast-check';

/** The subset of JSON Schema (2020-12) that z.toJSONSchema writes for the contract. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** Ids the demo data actually has, so "valid" requests reach the handlers' rules, not just 404. */
const smallId = fc.integer({ min: 1, max: 60 });

/** Values that conform to the schema (as far as it says): requests that get past validation. */
export function conforming(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative) => conforming(alternative, depth + 1)));
  if (schema.allOf?.[0]) return conforming(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1)
    return fc.oneof(...type.map((one) => conforming({ ...schema, type: one }, depth + 1)));
  switch (type[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min =
        schema.minimum ??
        (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = Math.min(
        schema.maximum ?? 1000,
        schema.exclusiveMaximum !== undefined
          ? schema.exclusiveMaximum - 1
          : Number.MAX_SAFE_INTEGER,
      );
      if (min >= 1 && max > 60)
        return fc.oneof(
          { weight: 4, arbitrary: smallId },
          { weight: 1, arbitrary: fc.integer({ min, max }) },
        );
      return fc.integer({ min, max });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'string': {
      if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      if (schema.format === 'email') return fc.emailAddress();
      // Any https address, or one at a push service the test servers take (test/support/).
      if (schema.format === 'uri')
        return fc
          .oneof(
            fc.webUrl({ validSchemes: ['https'] }),
            fc.webSegment().map((segment) => `https://push.test/${segment}`),
          )
          .filter((url) => url.length <= (schema.maxLength ?? 2000));
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 60),
      });
    }
    case 'array':
      return fc.array(conforming(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        record[name] = conforming(property, depth + 1);
      return fc.record(record, {
        requiredKeys: (schema.required ?? []).filter((name) => name in properties),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings that break things in other servers: encodings, traversal, injection, control characters. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '../../../../etc/passwd',
    '..%2F..%2Fdata',
    '%00',
    "' OR 1=1 --",
    '"; DROP TABLE guests; --',
    '<script>alert(1)</script>',
    '${7*7}',
    '__proto__',
    'constructor',
    '\uD800',
    '𝕳𝖔𝖙𝖊𝖑 🏨',
    'Nguyễn Thị Minh Khai',
    '9'.repeat(400),
    'x'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ maxLength: 300 }),
);

/** Any JSON at all, with prototype-pollution keys and extreme numbers mixed in. */
export const wildJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    { __proto__: { admin: true } },
    JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
    [],
    {},
    null,
    0,
    -1,
    1e308,
    -0,
    Number.MAX_SAFE_INTEGER + 2,
    true,
  ),
  nastyString,
);

/**
 * A conforming value with one part broken: a property replaced by wild JSON or removed, an
 * unknown property added, or the whole value swapped for something else.
 */
export function bent(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      conforming(schema),
      fc.nat(),
      wildJson,
      fc.constantFrom('replace', 'remove', 'extra', 'swap'),
    )
    .map(([value, pick, wild, how]) => {
      if (how === 'swap' || value === null || typeof value !== 'object' || Array.isArray(value))
        return wild;
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const key = keys[pick % Math.max(1, keys.length)];
      if (how === 'extra' || key === undefined) copy[`extra${pick % 7}`] = wild;
      else if (how === 'remove') delete copy[key];
      else copy[key] = wild;
      return copy;
    });
}

/** Conforming, bent or wild, in proportions that reach both the validation and the rules. */
export function fuzzValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: conforming(schema) },
    { weight: 4, arbitrary: bent(schema) },
    { weight: 1, arbitrary: wildJson },
  );
}
