// The shell in real Chromium: sign-in through the form against the Auth Emulator, the navigation
// per role at desktop and phone widths, the Log Out dialog, and the auth gate's return path.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { appTookOver, signIn, type DemoRole } from './support/browser';

let page: Page | undefined;

const suite = productSuite();

const commonLinks: Array<[string, string]> = [
  ['My Courses', '/courses'],
  ['Messages', '/messages'],
  ['Profile', '/profile'],
  ['Home', '/dashboard'],
];
const roleLinks: Record<DemoRole, Array<[string, string]>> = {
  learner: [],
  teacher: [['Students', '/teacher-dashboard/batches']],
  admin: [['Manage', '/admin-dashboard/course-list']],
};

async function openPage(width: number): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
  page = await context.newPage();
  return page;
}

describe.each([1280, 390])('at %ipx wide', (width) => {
  test.each<DemoRole>(['learner', 'teacher', 'admin'])('%s signs in and walks the navigation', async (role) => {
    screenshotOnFailure(() => page, `shell-${width}-${role}`);
    const p = await openPage(width);
    await signIn(p, suite.product.baseUrl, role);
    const links = [...roleLinks[role], ...commonLinks];
    for (const [name, path] of links) {
      await p.getByRole('link', { name, exact: true }).first().click();
      await p.waitForURL(`**${path}`);
      expect(new URL(p.url()).pathname).toBe(path);
      await expect.poll(() => p.getByRole('heading').first().isVisible()).toBe(true);
    }
    const hidden = (['Students', 'Manage'] as const).filter((n) => !links.some(([l]) => l === n));
    for (const name of hidden) {
      expect(await p.getByRole('link', { name, exact: true }).count()).toBe(0);
    }
    await p.getByRole('button', { name: 'Log Out' }).first().click();
    const dialog = p.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Are you sure that you want to log out?').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await p.getByRole('button', { name: 'Log Out' }).first().click();
    await p.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await p.waitForURL('**/login');
    await p.goto(`${suite.product.baseUrl}/dashboard`);
    await p.waitForURL('**/login**');
    await p.context().close();
  });
});

test('a signed-out visitor is sent to /login and returned to the path they tried', async () => {
  screenshotOnFailure(() => page, 'shell-return-path');
  const p = await openPage(1280);
  await p.goto(`${suite.product.baseUrl}/messages`);
  await p.waitForURL('**/login**');
  await appTookOver(p);
  await p.getByLabel('Email', { exact: true }).fill('learner@demo.test');
  await p.getByLabel('Password', { exact: true }).fill('demo-pass-1');
  await p.getByRole('button', { name: 'Sign in' }).click();
  await p.waitForURL('**/messages');
  await p.context().close();
});

test('a learner opening an admin route gets /404', async () => {
  screenshotOnFailure(() => page, 'shell-learner-admin-route');
  const p = await openPage(1280);
  await signIn(p, suite.product.baseUrl, 'learner');
  await p.goto(`${suite.product.baseUrl}/admin-dashboard/course-list`);
  await p.waitForURL('**/404');
  await p.context().close();
});

test('a wrong password is explained in a plain sentence', async () => {
  screenshotOnFailure(() => page, 'shell-wrong-password');
  const p = await openPage(1280);
  await p.goto(`${suite.product.baseUrl}/login`);
  await appTookOver(p);
  await p.getByLabel('Email', { exact: true }).fill('learner@demo.test');
  await p.getByLabel('Password', { exact: true }).fill('not-the-password');
  await p.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => p.getByRole('alert').first().textContent(), { timeout: 15_000 }).toMatch(/password/i);
  expect(new URL(p.url()).pathname).toBe('/login');
  await p.context().close();
});

test('the app shell arrives brotli-compressed, as built', async () => {
  screenshotOnFailure(() => page, 'shell-compressed');
  const p = await openPage(1280);
  const encodings = new Map<string, string | undefined>();
  p.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (/^\/assets\/.+\.(js|css)$/.test(pathname)) encodings.set(pathname, res.headers()['content-encoding']);
  });
  await p.goto(`${suite.product.baseUrl}/login`);
  // The button is in the prerendered HTML before the scripts arrive; the app taking over means they did.
  await appTookOver(p);
  const entry = [...encodings.keys()].find((path) => /^\/assets\/index-[^/]+\.js$/.test(path));
  expect(entry).toBeTruthy();
  expect(encodings.get(entry!)).toBe('br');
  await p.context().close();
});
