// README.md lists every demo account `npm start` prints (server/index.ts prints `demoAccounts`):
// email, name, role and organisation, and says what each role can do.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { demoAccounts } from '../../server/seed';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

test('README has a row for every demo account npm start prints', () => {
  expect(demoAccounts.length).toBeGreaterThan(0);
  for (const a of demoAccounts) {
    const row = readme.split('\n').find((line) => line.startsWith(`| ${a.email} |`));
    expect(row, `README row for ${a.email}`).toBe(`| ${a.email} | ${a.displayName} | ${a.role} | ${a.organisationName} (${a.organisationId}) |`);
  }
  expect(readme).toContain(`password \`${demoAccounts[0]!.password}\``);
});

test('README says what each role can do', () => {
  for (const role of ['Learner', 'Teacher', 'Admin']) expect(readme).toMatch(new RegExp(`^- \\*\\*${role}\\*\\*: \\S`, 'm'));
});
