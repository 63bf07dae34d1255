import { z } from 'zod/mini';

/**
 * How a contract call's answer becomes JSON (AppOptions.answers).
 * - `checked`: the contract's zod schema parses every answer; one that breaks it is logged and
 *   answered 500 INTERNAL. The tests' default, so every test proves the answers keep the contract.
 * - `compiled`: Fastify's own serialiser (fast-json-stringify), compiled at start from the
 *   response's JSON Schema, writes the answer; nothing parses it. Production's default (main.ts).
 */
export type AnswerMode = 'checked' | 'compiled';

type JsonSchema = Record<string, unknown>;

/** The schema to compile, or why the call keeps the zod parse in compiled mode. */
export type AnswerSchema = { schema: JsonSchema; reason: null } | { schema: null; reason: string };

/**
 * Bounds, patterns and formats only validate: a valid value is written the same whatever they say
 * (a `date-time` string is written as the string), and the OpenAPI 3.0 form of some
 * (`exclusiveMinimum: true`) is not the draft 7 that fast-json-stringify reads. Dropped, so the
 * compiled schema says only the answer's shape.
 */
const VALIDATION_ONLY = [
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
] as const;

/** A branch fast-json-stringify can pick the way zod does: a bare type, or literals of one. */
const BARE_BRANCH_KEYS = new Set(['type', 'enum']);
const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

function isBareBranch(branch: unknown): boolean {
  if (typeof branch !== 'object' || branch === null) return false;
  const schema = branch as JsonSchema;
  return (
    Object.keys(schema).every((key) => BARE_BRANCH_KEYS.has(key)) &&
    typeof schema.type === 'string' &&
    PRIMITIVE_TYPES.has(schema.type)
  );
}

/** Where fast-json-stringify would not write what the zod parse answers, by JSON pointer. */
function unfaithfulNodes(schema: unknown, pointer: string, found: string[]): void {
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as JsonSchema;
  const where = pointer || '/';
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = node[keyword];
    if (!Array.isArray(branches)) continue;
    // fast-json-stringify picks a branch by validating the value against it (Ajv), where zod
    // parses it (stripping keys, applying checks): they agree only on branches of bare types.
    if (!branches.every(isBareBranch)) found.push(`${where}: a union of objects or arrays`);
    // Ajv refuses `nullable` beside anyOf, and the branches would not take null.
    if (node.nullable === true) found.push(`${where}: a nullable union`);
  }
  if ('allOf' in node) found.push(`${where}: an intersection (allOf)`);
  if ('$ref' in node) found.push(`${where}: a reference ($ref)`);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'enum' && key !== 'default') unfaithfulNodes(value, `${pointer}/${key}`, found);
  }
}

/**
 * The JSON Schema of what parsing an answer with `response` produces (io `output`, as the OpenAPI
 * document describes answers), for fast-json-stringify: it writes the schema's properties only, so
 * keys a handler adds are dropped as zod strips them. The OpenAPI 3.0 target says `nullable: true`,
 * which it serialises without validating (draft 2020-12's `anyOf [T, null]` would validate every
 * nullable value with Ajv), and a literal as `enum: [value]`, which writes the value (`const` would
 * write the literal whatever the value).
 *
 * A schema whose parse changes the value (`.trim()` and other overwrites, `.catch()`, defaults,
 * pipes, coercion), that JSON Schema cannot say (a `z.custom` file, transforms, dates) or whose
 * union fast-json-stringify would resolve differently answers a `reason` instead: its call keeps
 * the zod parse.
 */
export function answerSchema(response: z.ZodMiniType): AnswerSchema {
  const changesValue = new Set<string>();
  let generated: JsonSchema;
  try {
    generated = z.toJSONSchema(response, {
      io: 'output',
      target: 'openapi-3.0',
      unrepresentable: 'throw',
      override: ({ zodSchema, jsonSchema, path }) => {
        const def = zodSchema._zod.def;
        const where = `/${path.join('/')}`;
        if (def.checks?.some((check) => check._zod.def.check === 'overwrite'))
          changesValue.add(`${where}: an overwrite (.trim(), .toUpperCase()…)`);
        if (['catch', 'default', 'prefault', 'pipe'].includes(def.type))
          changesValue.add(`${where}: ${def.type}`);
        if ('coerce' in def && def.coerce) changesValue.add(`${where}: coercion`);
        for (const keyword of VALIDATION_ONLY) delete (jsonSchema as JsonSchema)[keyword];
      },
    }) as JsonSchema;
  } catch (error) {
    return { schema: null, reason: error instanceof Error ? error.message : String(error) };
  }
  const unions: string[] = [];
  unfaithfulNodes(generated, '', unions);
  const reasons = [...changesValue, ...unions];
  if (reasons.length > 0) return { schema: null, reason: [...new Set(reasons)].join('; ') };
  const { $schema: _dialect, ...schema } = generated;
  return { schema, reason: null };
}
