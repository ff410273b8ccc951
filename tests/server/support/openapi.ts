/** Checks an answer of the API against what the OpenAPI document says of its operation. */
import { Validator } from '@cfworker/json-schema';

type Json = Record<string, unknown>;

/** An operation of the document with its method and path. */
export interface DocumentedOperation {
  method: string;
  path: string;
  operation: { parameters?: { name: string; in: string; required?: boolean; schema?: Json }[]; requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema?: Json }> }>; summary?: string };
}

/** Every operation of `document`. */
export function documentedOperations(document: Json): DocumentedOperation[] {
  return Object.entries(document.paths as Record<string, Record<string, DocumentedOperation['operation']>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** Resolves the document's one kind of reference, `#/components/schemas/Name`. */
function resolve(document: Json, schema: Json): Json {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  return (document.components as { schemas: Record<string, Json> }).schemas[ref.replace('#/components/schemas/', '')]!;
}

/**
 * What is wrong with `res` as an answer of `documented` (empty when nothing): its status must be
 * documented, its content type one documented for that status, and a JSON body valid against the
 * documented schema. Event streams are not read (they stay open).
 */
export async function answerProblems(document: Json, documented: DocumentedOperation, res: Response): Promise<string[]> {
  const answer = documented.operation.responses[String(res.status)];
  if (!answer) {
    const text = await res.text();
    return [`status ${res.status} is not documented (${text.slice(0, 200)})`];
  }
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!answer.content) {
    await res.body?.cancel();
    return res.status === 204 || !type ? [] : [`status ${res.status} is documented without a body, got ${type}`];
  }
  const media = answer.content[type];
  if (!media) {
    await res.body?.cancel();
    return [`content type ${type} is not documented for ${res.status} (${Object.keys(answer.content).join(', ')})`];
  }
  if (!type.endsWith('json')) {
    await res.body?.cancel();
    return [];
  }
  const body = (await res.json()) as unknown;
  if (!media.schema) return [];
  const result = new Validator(resolve(document, media.schema) as never, '2020-12', false).validate(body);
  return result.valid ? [] : result.errors.map((e) => `${e.instanceLocation}: ${e.error}`).slice(0, 5);
}
