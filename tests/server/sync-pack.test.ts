/**
 * The packed `memberQuizResults` (issue 55, item 5): a device that asks with `pack` gets its
 * learners' attempts packed (contract/member-quiz-pack.ts), and unpacked they equal the rows a device
 * that does not ask gets (an older client: rows as before, nothing packed), for a teacher and an
 * admin, whole and paged; the wire guard keeps `packed`; a malformed `pack` is a 400.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpackMemberQuizResults, type PackedMemberQuizResults } from '../../contract/member-quiz-pack';
import { memberQuizResultRowSchema, type MemberQuizResultRowData } from '../../contract/staff';
import { parsePullResponse, PULL_PAGE_START, type PullResponse } from '../../contract/sync';
import { addStaffFixture } from './support/staff-fixture';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['teacher@demo.test', 'admin@demo.test']) tokens[email] = await signIn(email);
  await addStaffFixture(server);
});
afterAll(() => server?.close());

async function pullWith(email: string, query: Record<string, string>): Promise<{ status: number; body: PullResponse }> {
  const params = new URLSearchParams({ clientId: randomUUID(), ...query });
  const res = await server.app.request(`/api/sync/pull?${params}`, { headers: authHeaders(tokens[email]!, '5') });
  return { status: res.status, body: (await res.json()) as PullResponse };
}

/** Every page of a paged pull, with `pack` or without. */
async function pullPages(email: string, pack?: string): Promise<PullResponse[]> {
  const clientId = randomUUID();
  const pages: PullResponse[] = [];
  let page: string | undefined = PULL_PAGE_START;
  while (page !== undefined) {
    const params = new URLSearchParams({ clientId, page, ...(pack ? { pack } : {}) });
    const res = await server.app.request(`/api/sync/pull?${params}`, { headers: authHeaders(tokens[email]!, '5') });
    expect(res.status).toBe(200);
    const body = parsePullResponse(await res.json());
    pages.push(body);
    page = body.more ? body.page : undefined;
  }
  return pages;
}

/** The learners' rows of one answer as a device stores them: `put`, and `packed` unpacked. */
const rowsOf = (answer: PullResponse): MemberQuizResultRowData[] => {
  const change = answer.changes.memberQuizResults;
  const packed = change?.packed ? unpackMemberQuizResults(change.packed as PackedMemberQuizResults) : [];
  return memberQuizResultRowSchema.array().parse([...(change?.put ?? []), ...packed]);
};
const byId = (rows: MemberQuizResultRowData[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));

describe.each(['teacher@demo.test', 'admin@demo.test'])('%s', (email) => {
  it('gets the same rows packed as a device that does not ask gets as rows', async () => {
    const plain = await pullWith(email, {});
    const packed = await pullWith(email, { pack: 'memberQuizResults' });
    expect(plain.status).toBe(200);
    expect(packed.status).toBe(200);
    // An older client is answered as before.
    expect(plain.body.changes.memberQuizResults!.packed).toBeUndefined();
    const rows = plain.body.changes.memberQuizResults!.put as unknown as MemberQuizResultRowData[];
    expect(rows.flatMap((row) => row.attempts).length).toBeGreaterThan(0);
    expect(packed.body.changes.memberQuizResults!.packed).toBeDefined();
    expect(packed.body.changes.memberQuizResults!.put).toEqual([]);
    expect(byId(rowsOf(packed.body))).toStrictEqual(byId(rows));
    // Every other table is untouched.
    const { memberQuizResults: _a, ...otherPacked } = packed.body.changes;
    const { memberQuizResults: _b, ...otherPlain } = plain.body.changes;
    expect(otherPacked).toEqual(otherPlain);
    expect(JSON.stringify(packed.body).length).toBeLessThan(JSON.stringify(plain.body).length);
  });

  it('gets them packed page by page too, equal to the rows', async () => {
    const plain = (await pullPages(email)).flatMap(rowsOf);
    const packed = (await pullPages(email, 'memberQuizResults')).flatMap(rowsOf);
    expect(byId(packed)).toStrictEqual(byId(plain));
  });
});

describe('the pack parameter', () => {
  it('ignores a table name this server does not pack', async () => {
    const answer = await pullWith('teacher@demo.test', { pack: 'somethingElse' });
    expect(answer.status).toBe(200);
    expect(answer.body.changes.memberQuizResults!.packed).toBeUndefined();
  });

  it('refuses a malformed value with 400', async () => {
    expect((await pullWith('teacher@demo.test', { pack: 'memberQuizResults;drop' })).status).toBe(400);
  });
});
