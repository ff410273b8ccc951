/**
 * The OpenAPI document (issue 54): valid OpenAPI 3.1, an operation for every route the app
 * registers, each with a description; and every documented operation called over loopback (no
 * token, a learner, an admin), its answer checked against the document: status, content type,
 * and body against the documented schema (problem+json for every error).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { validate } from '@scalar/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptions } from '../../server/openapi/descriptions';
import { listOperations, operationKey } from '../../server/openapi/registry';
import { answerProblems, documentedOperations, type DocumentedOperation } from './support/openapi';
import { authHeaders, createTestServer, signIn, UNTHROTTLED, type TestServer } from './support/test-server';

let server: TestServer;
let listener: ReturnType<typeof serve>;
let base: string;
let document: Record<string, unknown>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // The calls without a token are 60-odd failed sign-ins from one address: more than the default allows.
  server = await createTestServer({ limits: { ...UNTHROTTLED, failedAuth: { max: 1_000, windowMs: 60_000 } } });
  listener = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => listener.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  document = (await (await fetch(`${base}/api/openapi.json`)).json()) as Record<string, unknown>;
  for (const role of ['learner', 'admin']) tokens[role] = await signIn(`${role}@demo.test`);
});
afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await server?.close();
});

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const { valid, errors } = await validate(document);
    expect(errors).toEqual([]);
    expect(valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has every route of the app, each with a description, and no description of a route that is gone', () => {
    const registered = listOperations(server.app).map(operationKey);
    expect(registered.length).toBeGreaterThan(55);
    expect(registered.filter((key) => !descriptions[key]), 'routes without a description').toEqual([]);
    expect(Object.keys(descriptions).filter((key) => !registered.includes(key)), 'descriptions of no route').toEqual([]);
    const operations = documentedOperations(document);
    expect(operations).toHaveLength(registered.length);
    expect(operations.filter((o) => !o.operation.summary).map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('takes bodies and parameters from the validating schemas', () => {
    const invite = documentedOperations(document).find((o) => o.method === 'POST' && o.path === '/api/admin/invitations')!;
    expect(JSON.stringify(invite.operation.requestBody)).toContain('"email"');
    const pull = documentedOperations(document).find((o) => o.method === 'GET' && o.path === '/api/sync/pull')!;
    expect(pull.operation.parameters).toContainEqual(expect.objectContaining({ name: 'clientId', in: 'query', required: true }));
  });
});

/** Path parameters that name demo rows, so that some calls get past the lookup to a success. */
const pathSamples: Record<string, string> = {
  course: 'c5-spreadsheets', quizId: 'c5-spreadsheets-quiz', exerciseId: 'c5-spreadsheets-exercise', deckId: 'c5-spreadsheets-deck',
  userId: 'u5-learner', version: '1', enrollment: 'b5-spreadsheets-spring-u5-learner', batchId: 'b5-python-autumn', id: 'r5-general', asset: 'start.js',
};
const querySamples: Record<string, () => string> = { clientId: () => crypto.randomUUID(), day: () => new Date().toISOString().slice(0, 10), userId: () => 'u5-learner' };

function requestOf({ path, operation }: DocumentedOperation): string {
  const url = path.replace(/\{(\w+)\}/g, (_all, name: string) => pathSamples[name] ?? 'x');
  const query = new URLSearchParams();
  for (const p of operation.parameters ?? []) if (p.in === 'query' && p.required) query.set(p.name, querySamples[p.name]?.() ?? 'x');
  return query.size ? `${url}?${query}` : url;
}

describe('every documented operation over loopback', () => {
  for (const caller of ['nobody', 'learner', 'admin'] as const) {
    it(`answers ${caller} as documented`, async () => {
      const problems: string[] = [];
      let succeeded = 0;
      for (const documented of documentedOperations(document)) {
        const headers: Record<string, string> = caller === 'nobody' ? { 'content-type': 'application/json' } : authHeaders(tokens[caller]!);
        const res = await fetch(`${base}${requestOf(documented)}`, { method: documented.method, headers, ...(documented.operation.requestBody ? { body: '{}' } : {}) });
        if (caller === 'nobody' && documented.operation.parameters?.some((p) => p.in === 'header')) expect(res.status, documented.path).toBe(401);
        if (res.status < 300) succeeded += 1;
        for (const problem of await answerProblems(document, documented, res)) problems.push(`${documented.method} ${documented.path} → ${res.status}: ${problem}`);
      }
      expect(problems).toEqual([]);
      // Not only errors: the admin's calls reach handlers and their answers are checked too.
      expect(succeeded).toBeGreaterThanOrEqual({ nobody: 4, learner: 8, admin: 25 }[caller]);
    });
  }
});
