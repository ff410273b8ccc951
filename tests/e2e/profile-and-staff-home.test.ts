// Issue 21 items 1 and 7 in real Chromium: the profile shows the account and saves a new name
// without a photo (the identity provider used to answer 400 to `photoUrl: null`), after which the
// dashboard greets the new name; an admin's dashboard shows admin items, and a draft course offers
// no 'Enrol'.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { signIn } from './support/browser';
import { apiGet, tokenFor } from './support/server-api';
import { initialsOf } from '@/features/auth/initials';

const suite = productSuite();

/** The learner's photo as the identity provider (the Auth Emulator) keeps it. */
async function identityPhoto(): Promise<string | null> {
  const idToken = await tokenFor(suite.product.baseUrl, 'learner');
  const res = await fetch(`${suite.product.baseUrl}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  const body = (await res.json()) as { users?: Array<{ photoUrl?: string }> };
  return body.users?.[0]?.photoUrl ?? null;
}
/** The learner's name as the server keeps it (a retry finds the name its first try saved). */
const learnerName = async () => (await apiGet<{ displayName: string }>(suite.product.baseUrl, 'learner', '/users/me')).displayName;


let page: Page | undefined;

test('the profile shows the account, and saving a new name without a photo changes the greeting', async () => {
  screenshotOnFailure(() => page, 'profile');
  const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
  const p = (page = await context.newPage());
  // Safe to retry against the same product: the names come from what the server holds now.
  const name = await learnerName();
  const newName = name === 'Lena Rao' ? 'Lena Rao Again' : 'Lena Rao';
  const photoLeftOver = await identityPhoto(); // a first try that failed between setting and removing it
  await signIn(p, suite.product.baseUrl, 'learner');
  await p.getByText(`Hello, ${name}!`).waitFor();

  await p.goto(`${suite.product.baseUrl}/profile`);
  await p.getByRole('heading', { name, level: 2 }).waitFor({ timeout: 30_000 });
  await p.getByText('learner@demo.test').waitFor();
  await p.getByText('Demo Academy').waitFor();
  await p.getByText('Email and password').waitFor({ timeout: 20_000 });
  await p.getByText(initialsOf(name, 'learner@demo.test'), { exact: true }).waitFor(); // the initials avatar
  expect(await p.getByText(/placeholder/i).count()).toBe(0);

  await p.getByRole('link', { name: 'Edit name and photo' }).click();
  await p.getByLabel('Display name').fill(newName);
  expect(await p.getByLabel('Photo URL').inputValue()).toBe(photoLeftOver ?? '');
  await p.getByRole('button', { name: 'Save profile' }).click();
  await p.getByText('Your profile is saved.').waitFor({ timeout: 20_000 });
  expect(await p.getByText('Something went wrong').count()).toBe(0);

  await p.getByRole('link', { name: 'Go to the dashboard' }).first().click();
  await p.getByText(`Hello, ${newName}!`).waitFor();
  // The server keeps the new name (what staff and chat show), and a reload still greets it.
  expect(await learnerName()).toBe(newName);
  await p.reload();
  await p.getByText(`Hello, ${newName}!`).waitFor({ timeout: 20_000 });

  // A photo set and then removed again: the removal is a deleteAttribute at the identity provider.
  await p.goto(`${suite.product.baseUrl}/update-profile`);
  await p.getByLabel('Photo URL').fill('https://example.test/lena.png');
  await p.getByRole('button', { name: 'Save profile' }).click();
  await expect.poll(() => identityPhoto(), { timeout: 20_000 }).toBe('https://example.test/lena.png');
  await p.getByLabel('Photo URL').fill('');
  await p.getByRole('button', { name: 'Save profile' }).click();
  await expect.poll(() => identityPhoto(), { timeout: 20_000 }).toBeNull();
  expect(await p.getByText('Something went wrong').count()).toBe(0);
  // The server's row follows once the app's PATCH /users/me (sent after the identity provider's save) lands.
  await expect.poll(async () => (await apiGet<{ photoURL: string | null }>(suite.product.baseUrl, 'learner', '/users/me')).photoURL, { timeout: 20_000 }).toBeNull();

  await p.goto(`${suite.product.baseUrl}/profile-pages`);
  await p.getByRole('heading', { name: 'Notifications' }).waitFor();
  expect(await p.getByText(/placeholder/i).count()).toBe(0);
  await context.close();
}, 120_000);

// The request shows the name the server keeps now (the first test renames the learner).
test("an admin's dashboard shows admin items, and a draft course offers no 'Enrol'", async () => {
  screenshotOnFailure(() => page, 'admin-home');
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const p = (page = await context.newPage());
  await signIn(p, suite.product.baseUrl, 'admin');
  await p.getByRole('heading', { name: 'Enrolment requests' }).waitFor({ timeout: 30_000 });
  await p.getByRole('list', { name: 'Enrolment requests' }).getByText(`${await learnerName()} asks to join Foundations of Data Literacy`).waitFor({ timeout: 20_000 });
  await p.getByRole('list', { name: 'Draft courses' }).getByRole('link', { name: 'Project Management Fundamentals' }).waitFor({ timeout: 30_000 });
  await p.getByRole('navigation', { name: 'Admin screens' }).getByRole('link', { name: 'Enrolments' }).waitFor();
  expect(await p.getByText('You are not enrolled in any course').count()).toBe(0);
  expect(await p.getByRole('heading', { name: 'What waits for you' }).count()).toBe(0);

  await p.goto(`${suite.product.baseUrl}/course-details/c5-projects`);
  await p.getByRole('heading', { name: 'Project Management Fundamentals', level: 1 }).waitFor({ timeout: 20_000 });
  await p.getByText('This course is a draft').waitFor();
  expect(await p.getByRole('link', { name: 'Enrol' }).count()).toBe(0);
  await p.goto(`${suite.product.baseUrl}/course-enrol/c5-projects`);
  await p.getByText('This course is a draft').waitFor({ timeout: 20_000 });
  expect(await p.getByRole('button', { name: 'Enrol' }).count()).toBe(0);
  await context.close();
}, 120_000);
