/**
 * The OpenAPI 3.1 document of `/api`, generated from the app's own routes (registry.ts): paths and
 * methods from the router, parameters and bodies from the zod schemas their `validate` middlewares
 * check, roles from their guards, words from descriptions.ts, every error as problem+json.
 */
import type { Hono } from 'hono';
import { ORGANISATION_HEADER, problemSchema } from '../../contract/api';
import type { AppEnv } from '../app-env';
import { apiKeyRoutes } from '../auth/api-key-scopes';
import { statusTitle } from '../http/problem';
import { descriptions, type OperationDescription } from './descriptions';
import { listOperations, operationKey, type Operation } from './registry';
import { jsonSchemaOf, objectFields } from './schemas';

type Json = Record<string, unknown>;

const problemRef = { $ref: '#/components/schemas/Problem' };
const problemAnswer = (status: number): Json => ({ description: statusTitle(status), content: { 'application/problem+json': { schema: problemRef } } });

/** `/api/courses/:course{[a-z]+}` → `/api/courses/{course}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

function parameters(operation: Operation): Json[] {
  const found: Json[] = [];
  for (const part of operation.parts) {
    if (part.target !== 'param' && part.target !== 'query') continue;
    for (const field of objectFields(part.schema)) {
      found.push({ name: field.name, in: part.target === 'param' ? 'path' : 'query', required: part.target === 'param' || field.required, schema: field.schema });
    }
  }
  // A path parameter no validator checks (tus upload ids) is still a parameter.
  for (const [, name] of operation.path.matchAll(/:(\w+)/g)) {
    if (!found.some((p) => p.in === 'path' && p.name === name)) found.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  if (operation.roles) found.push({ name: ORGANISATION_HEADER, in: 'header', required: false, description: 'The organisation the call acts in, for a person in several.', schema: { type: 'string' } });
  return found;
}

function responses(operation: Operation, description: OperationDescription | undefined): Json {
  const ok = description?.ok ?? {};
  const status = ok.status ?? 200;
  const contentType = ok.contentType ?? 'application/json';
  const answers: Json = {
    [status]: {
      description: ok.description ?? 'Success.',
      ...(status === 204 || status === 302 ? {} : { content: { [contentType]: ok.schema ? { schema: jsonSchemaOf(ok.schema, 'output') } : {} } }),
    },
  };
  const errors = new Set([...(description?.errors ?? []), 500]);
  if (operation.parts.length || operation.method !== 'GET') errors.add(400);
  if (operation.roles) for (const code of [401, 403, 404, 413, 429]) errors.add(code);
  for (const code of [...errors].sort()) answers[code] = problemAnswer(code);
  return answers;
}

/** Who may call: a person's token with one of the roles, or (where its scope opens the route) an API key. */
function security(operation: Operation): Json {
  const scope = apiKeyRoutes[operationKey(operation)];
  const roles = `Roles: ${operation.roles?.join(', ')}.`;
  if (!scope) return { description: `${roles} Not open to API keys.`, security: [{ firebaseIdToken: [] }] };
  return { description: `${roles} Open to API keys with the scope ${scope}.`, security: [{ firebaseIdToken: [] }, { apiKey: [scope] }] };
}

function operationObject(operation: Operation): Json {
  const description = descriptions[operationKey(operation)];
  const body = operation.parts.find((part) => part.target === 'json');
  return {
    operationId: `${operation.method.toLowerCase()}${openApiPath(operation.path).replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(description ? { summary: description.summary, tags: [description.tag] } : {}),
    ...(operation.roles ? security(operation) : { security: [] }),
    parameters: parameters(operation),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(body.schema, 'input') } } } } : {}),
    responses: responses(operation, description),
  };
}

/** Builds the document from `app`'s routes; an operation without a description has no summary (a test fails for it). */
export function buildOpenApiDocument(app: Hono<AppEnv>, version: string): Json {
  const paths: Record<string, Json> = {};
  for (const operation of listOperations(app)) {
    const path = (paths[openApiPath(operation.path)] ??= {});
    path[operation.method.toLowerCase()] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Offline learning platform API', version, description: 'Every error is answered as RFC 9457 problem+json.' },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Problem: jsonSchemaOf(problemSchema, 'output') },
      securitySchemes: {
        firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Firebase ID token of a person signed in to the organisation.' },
        apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'olp_…', description: 'An API key an admin made (Administration → API keys): it names its organisation and opens only the routes of its scopes.' },
      },
    },
  };
}
