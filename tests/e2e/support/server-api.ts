/** Calls the running product's API from Node, as a demo account, for browser-test assertions. */
import type { QuizResultSummary } from '../../../contract/quizzes';
import { demoAccounts, DEMO_PASSWORD, type DemoRole } from './browser';

/** An ID token for a demo account, through the server's same-origin Auth Emulator proxy. */
export async function tokenFor(baseUrl: string, role: DemoRole): Promise<string> {
  const res = await fetch(`${baseUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccounts[role], password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`sign-in as ${role} failed: ${res.status}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

/** GET `path` under /api as `role` in organisation 5; throws on a non-2xx answer. */
export async function apiGet<T>(baseUrl: string, role: DemoRole, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${await tokenFor(baseUrl, role)}`, 'x-organisation-id': '5' },
  });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The demo learner's graded attempts at a quiz, as the server reports them to staff. */
export async function learnerQuizResults(baseUrl: string, quizId: string): Promise<QuizResultSummary[]> {
  const results = await apiGet<QuizResultSummary[]>(baseUrl, 'admin', `/teacher/quizzes/${quizId}/results`);
  return results.filter((r) => r.userId === 'u5-learner');
}
