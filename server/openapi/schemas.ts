/** zod schemas as the JSON Schema (2020-12, OpenAPI 3.1's dialect) the document carries. */
import { z, type ZodType } from 'zod';

/** JSON Schema of `schema` as a request (`input`: defaults optional, coercions as sent) or an answer (`output`). */
export function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): Record<string, unknown> {
  // A refinement or transform has no JSON Schema; it is checked by the server all the same.
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

/** The properties and required names of an object schema (path and query parameters come from these). */
export function objectFields(schema: ZodType): { name: string; schema: Record<string, unknown>; required: boolean }[] {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, schema: property, required: required.has(name) }));
}
