/**
 * The scale bench's learners (bench/scale.ts): accounts of organisation 5 enrolled in the course
 * they write progress for, in the database and in the Auth Emulator, and a real ID token for each.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import pg from 'pg';
import type { AuthEmulator } from '../../scripts/auth-emulator';

export const ORG = '5';
export const COURSE = 'c5-spreadsheets';
export const LESSON = 'c5-spreadsheets-m1-l2';
/** The seeded lesson's sections: progress for any other section is refused (services/progress.ts). */
export const LESSON_SECTIONS = 3;
const PASSWORD = 'scale-pass-1';

const uidOf = (i: number) => `scale-${i}`;

export type Query = (sql: string, params: unknown[]) => Promise<unknown>;

/** `count` learners in the database (enrolled in the course they write progress for) and in the emulator. */
export async function createLearners(query: Query, emulator: AuthEmulator, count: number): Promise<void> {
  const uids = Array.from({ length: count }, (_, i) => uidOf(i));
  await query(`insert into users (id, organisation_id, firebase_uid, email, display_name, role)
    select 'u5-' || u, $1, u, u || '@scale.test', 'Scale ' || u, 'learner' from unnest($2::text[]) u on conflict do nothing`, [ORG, uids]);
  await query(`insert into enrolments (id, organisation_id, course_id, user_id, status)
    select 'e-' || u, $1, $2, 'u5-' || u, 'active' from unnest($3::text[]) u on conflict do nothing`, [ORG, COURSE, uids]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const app = initializeApp({ projectId: emulator.projectId }, `scale-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    const users = uids.map((uid) => ({ uid, email: `${uid}@scale.test`, emailVerified: true }));
    for (let i = 0; i < users.length; i += 100) {
      await Promise.all(users.slice(i, i + 100).map((u) => auth.createUser({ ...u, password: PASSWORD }).catch((e: unknown) => {
        if (!String(e).includes('already exists')) throw e;
      })));
    }
  } finally {
    await deleteApp(app);
  }
}

/** Learners in PostgreSQL at `databaseUrl`. */
export async function createLearnersInPostgres(databaseUrl: string, emulator: AuthEmulator, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await createLearners((sql, params) => client.query(sql, params), emulator, count);
  } finally {
    await client.end();
  }
}

/** A real ID token per learner, signed in through the emulator's REST API. */
export async function tokens(emulator: AuthEmulator, count: number): Promise<string[]> {
  const signIn = async (i: number) => {
    const res = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${uidOf(i)}@scale.test`, password: PASSWORD, returnSecureToken: true }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
    return ((await res.json()) as { idToken: string }).idToken;
  };
  const all: string[] = [];
  for (let i = 0; i < count; i += 50) all.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => signIn(i + k)))));
  return all;
}
