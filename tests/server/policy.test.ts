/**
 * Every slice's policy (server/slices/<slice>/policy.ts), table-driven (issue 47, item 3): role × action × target,
 * each answered against the demo seed on a real database, with callers of another organisation and
 * targets outside it, a removed person and an archived batch. Every action of every policy must be
 * both allowed and refused somewhere below, so a new action without rows here fails.
 */
import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../server/auth/caller';
import type { DatabaseHandle } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { adminCoursesPolicy } from '../../server/slices/admin-courses/policy';
import { authoringPolicy } from '../../server/slices/authoring/policy';
import { chatPolicy } from '../../server/slices/messages/policy';
import { coursesPolicy } from '../../server/slices/course-editor/policy';
import { peoplePolicy } from '../../server/slices/people/policy';
import { decide, type Policy } from '../../server/auth/policy';
import { teachingPolicy } from '../../server/slices/teaching/policy';
import { seedDemoData } from '../../server/seed/index';
import { resolveCaller } from '../../server/slices/account/members';
import { openTestDatabase } from './support/database';
import { policyCases, type Outcome, type Slice } from './support/policy-cases';

/** Every slice's policy, by the name the cases use. */
const policies = {
  teaching: teachingPolicy, courses: coursesPolicy, people: peoplePolicy, authoring: authoringPolicy, adminCourses: adminCoursesPolicy, chat: chatPolicy,
} as const satisfies Record<Slice, object>;

let handle: DatabaseHandle;
const callers = new Map<string, Caller>();

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
  // A removed learner (their rows kept), an archived batch, and a teacher who teaches no batch.
  await handle.db.execute(sql`update users set removed_at = now() where id = 'u5-kwame'`);
  await handle.db.execute(sql`update batches set archived_at = now() where id = 'b5-data-autumn'`);
  await handle.db.execute(sql`insert into users (id, organisation_id, firebase_uid, email, display_name, role)
    values ('u5-idle-teacher', '5', 'demo-idle-teacher', 'idle.teacher@demo.test', 'Idle Teacher', 'teacher')`);
  const rows = await selectRows<Caller>(handle.db, sql`select u.id, u.firebase_uid as uid, u.email, u.display_name as "displayName",
    u.photo_url as "photoURL", u.organisation_id as "organisationId", o.name as "organisationName", u.role
    from users u join organisations o on o.id = u.organisation_id`);
  for (const row of rows) callers.set(row.id, row);
}, 120_000);
afterAll(() => handle?.close());

/** What the policy answers: 'allow', or the refusal's status. */
async function outcome(slice: Slice, action: string, callerId: string, target: unknown): Promise<Outcome> {
  const caller = callers.get(callerId);
  if (!caller) throw new Error(`no caller ${callerId} in the seed`);
  const policy = policies[slice] as Policy<Record<string, unknown>>;
  const refusal = await decide(policy, handle.db, caller, action, target);
  return refusal ? refusal.status : 'allow';
}

describe('role × action × target', () => {
  it.each(policyCases)('$slice $action by $caller on $label: $expected', async ({ slice, action, caller, target, expected }) => {
    expect(await outcome(slice, action, caller, target)).toBe(expected);
  });
});

it("asks every slice's policy: each Policy a slices/<slice>/policy.ts exports is in the table", async () => {
  const slices = readdirSync('server/slices', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`server/slices/${entry.name}/policy.ts`));
  expect(slices.length).toBeGreaterThanOrEqual(Object.keys(policies).length);
  const asked = new Set<unknown>(Object.values(policies));
  for (const slice of slices) {
    const module = (await import(`../../server/slices/${slice.name}/policy.ts`)) as Record<string, unknown>;
    const exported = Object.entries(module).filter(([, value]) => value !== null && typeof value === 'object'
      && Object.values(value).length > 0 && Object.values(value).every((rule) => Array.isArray((rule as { roles?: unknown }).roles)));
    expect(exported.map(([name]) => name), `${slice.name}/policy.ts exports one policy`).toHaveLength(1);
    expect(asked.has(exported[0]![1]), `${slice.name}'s ${exported[0]![0]} is asked by the cases`).toBe(true);
  }
});

it('lists every action of every policy, both allowed and refused', () => {
  for (const [slice, policy] of Object.entries(policies)) {
    for (const action of Object.keys(policy)) {
      const cases = policyCases.filter((c) => c.slice === slice && c.action === action);
      expect(cases.some((c) => c.expected === 'allow'), `${slice} ${action} allowed somewhere`).toBe(true);
      expect(cases.some((c) => c.expected !== 'allow'), `${slice} ${action} refused somewhere`).toBe(true);
    }
  }
});

it('a removed person gets no caller at all, so no policy is asked on their behalf', async () => {
  const token = { uid: 'demo-kwame', email: 'kwame.mensah@demo.test', name: 'Kwame Mensah', picture: null };
  await expect(resolveCaller(handle.db, token, '5')).rejects.toMatchObject({ status: 403 });
});
