/**
 * Every field a client can send the API has a name the PWA shows in the learner's language
 * (contract/field-names.ts, issue 52): the property names of every request part a route validates
 * (JSON bodies, queries, forms, nested objects and array items) are listed there, or kept as
 * written below (ids, cursors and protocol fields, which no person types).
 */
import { expect, test } from 'vitest';
import { z } from 'zod';
import { fieldNames } from '../../contract/field-names';
import { intentArgs } from '../../contract/intents';
import { listOperations } from '../../server/openapi/registry';
import { jsonSchemaOf } from '../../server/openapi/schemas';
import { createTestServer } from './support/test-server';

/** Fields no screen asks a person for: ids, cursors, paging, sync and LTI/OIDC protocol names. */
const KEPT_AS_WRITTEN = new Set([
  'acked', 'args', 'baseVersion', 'before', 'beforeId', 'client_id', 'confirmedRemovals', 'cursor', 'enrollment', 'excludeCollection',
  'guid', 'id', 'id_token', 'importId', 'iss', 'keyId', 'login_hint', 'lti_deployment_id', 'lti_message_hint', 'm',
  'mutations', 'n', 'pack', 'page', 'platformId', 'scoreId', 'session', 'since', 'src', 'state', 'target_link_uri', 'wildcard', 'withUserId',
]);

/** Every property name in a JSON schema, however deep. */
function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  const node = schema as Record<string, unknown>;
  if (node['properties'] && typeof node['properties'] === 'object') {
    for (const [name, child] of Object.entries(node['properties'])) {
      into.add(name);
      propertyNames(child, into);
    }
  }
  for (const key of ['items', 'additionalProperties']) propertyNames(node[key], into);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) if (Array.isArray(node[key])) for (const child of node[key] as unknown[]) propertyNames(child, into);
  return into;
}

test('every field of every request schema is named in contract/field-names.ts or kept as written', async () => {
  const server = await createTestServer();
  try {
    const names = new Set<string>();
    for (const operation of listOperations(server.app)) for (const part of operation.parts) propertyNames(jsonSchemaOf(part.schema, 'input'), names);
    expect(names.size).toBeGreaterThan(50);
    const unnamed = [...names].filter((name) => !(name in fieldNames) && !KEPT_AS_WRITTEN.has(name)).sort();
    expect(unnamed).toEqual([]);
    // Nothing listed that no request and no intent's args have (a renamed field leaves its old name
    // behind). An intent's fields may be named (a rejected mutation's `invalid-field`), not yet must.
    const sent = new Set(names);
    for (const args of Object.values(intentArgs)) propertyNames(z.toJSONSchema(args, { io: 'input', unrepresentable: 'any' }), sent);
    const unused = [...Object.keys(fieldNames), ...KEPT_AS_WRITTEN].filter((name) => !sent.has(name)).sort();
    expect(unused).toEqual([]);
  } finally {
    await server.close();
  }
});
