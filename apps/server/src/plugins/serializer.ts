// Answers are written by a serializer compiled once per route from the route's zod response schema (zod → JSON
// Schema → fast-json-stringify), instead of zod walking every answer and JSON.stringify copying it again. Like
// zod's parse, the compiled writer keeps only the properties the schema declares, so a field a presenter did not
// mean to show never leaves the server.
//
// Outside production every answer is also checked against its zod schema, so the tests fail on an answer that
// breaks the contract; production trusts the presenters and only writes. A schema that JSON Schema cannot express
// (a transform, a recursive type) keeps zod's own serializer.
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler as createZodSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, type $ZodType } from 'zod/v4/core';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const zodSerializer = createZodSerializerCompiler({});

/** True when `value` (part of a generated JSON Schema) refers elsewhere: such schemas keep zod's serializer. */
function hasReference(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasReference);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, child]) => key === '$ref' || hasReference(child));
}

const isNullSchema = (s: unknown) => typeof s === 'object' && s !== null && (s as JsonSchema).type === 'null' && Object.keys(s).length === 1;

/**
 * zod writes `x | null` as anyOf [x, {type: null}], which fast-json-stringify can only settle by validating each
 * value; a type list (type: [x, 'null']) says the same and is written directly.
 */
export function simplifyNullables(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(simplifyNullables);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'properties' && child && typeof child === 'object') {
      out[key] = Object.fromEntries(Object.entries(child).map(([name, s]) => [name, simplifyNullables(s)]));
    } else out[key] = simplifyNullables(child);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNullSchema)) {
    const other = anyOf.find((s) => !isNullSchema(s)) as JsonSchema;
    if (typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The compiled writer of a zod response schema, or null when JSON Schema cannot express it. */
export function compileWriter(schema: $ZodType): ((data: unknown) => string) | null {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'throw', target: 'draft-7', cycles: 'throw', reused: 'inline' }) as JsonSchema;
  } catch {
    return null;
  }
  if (hasReference(json)) return null;
  const { $schema: _schema, ...rest } = json;
  return fastJson(simplifyNullables(rest) as Parameters<typeof fastJson>[0]);
}

/** The serializer compiler of every route: compiled writers, checked against the zod schema unless `validate` is off. */
export function createSerializerCompiler({ validate }: { validate: boolean }): FastifySerializerCompiler<$ZodType | { properties: $ZodType }> {
  return (route) => {
    const schema = route.schema instanceof Object && 'properties' in route.schema && !('_zod' in route.schema) ? route.schema.properties : route.schema;
    const write = compileWriter(schema as $ZodType);
    if (!write) return zodSerializer(route);
    if (!validate) return write;
    return (data) => {
      const result = safeEncode(schema as $ZodType, data);
      if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      return write(data);
    };
  };
}
