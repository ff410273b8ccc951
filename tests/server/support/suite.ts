/** One seeded test server per file, with tokens of the given demo accounts (beforeAll/afterAll). */
import { afterAll, beforeAll } from 'vitest';
import { createTestServer, signIn, type TestServer } from './test-server';

/** Registers the hooks; read `suite.server` and `suite.token(email)` inside tests. */
export function serverSuite(emails: string[]) {
  const tokens = new Map<string, string>();
  const suite = {
    server: undefined as unknown as TestServer,
    token: (email: string) => tokens.get(email)!,
  };
  beforeAll(async () => {
    suite.server = await createTestServer();
    for (const email of emails) tokens.set(email, await signIn(email));
  });
  afterAll(() => suite.server?.close());
  return suite;
}
