// Issue 54 item 3 in real Chromium: an admin reaches LTI from the admin home, sees the tool's URLs
// and registers a loopback platform with the form (axe-checked); then, on a phone-sized page, that
// platform's launch form-posts a signed id_token to the tool and the browser lands signed in on the
// placed quiz, as a new learner the launch made.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CLIENT_ID, DEPLOYMENT_ID, startLtiPlatform } from '../server/support/lti-platform';
import { blockingViolations } from './support/axe';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { appTookOver, signIn } from './support/browser';

const suite = productSuite();
let page: Page | undefined;
const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';

test('an admin registers a platform on the LTI screen, and a launch from it signs a learner in on the placed quiz', async () => {
  screenshotOnFailure(() => page, 'lti');
  const base = suite.product.baseUrl;
  const platform = await startLtiPlatform(async () => (await fetch(`${base}/api/lti/jwks`)).json() as never);
  try {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const p = (page = await context.newPage());
    await signIn(p, base, 'admin');
    await p.goto(`${base}/admin-dashboard`);
    await p.getByRole('link', { name: 'LTI (Moodle, Canvas)' }).click();
    await p.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
    await p.getByText(`${base}/api/lti/login`).waitFor();
    expect(await blockingViolations(p, 'LTI')).toEqual([]);
    const values = platform.registration();
    await p.getByRole('textbox', { name: /^Name/ }).fill(values.name);
    await p.getByRole('textbox', { name: /^Issuer \(platform ID\)/ }).fill(values.issuer);
    await p.getByRole('textbox', { name: /^Client ID/ }).fill(values.clientId);
    await p.getByRole('textbox', { name: /^Authentication request URL/ }).fill(values.authLoginUrl);
    await p.getByRole('textbox', { name: /^Access token URL/ }).fill(values.authTokenUrl);
    await p.getByRole('textbox', { name: /^Public keyset URL/ }).fill(values.jwksUrl);
    await p.getByRole('textbox', { name: /^Deployment IDs/ }).fill(DEPLOYMENT_ID);
    await p.getByRole('button', { name: 'Register platform' }).click();
    await p.getByRole('row', { name: /Loopback Moodle/ }).waitFor({ timeout: 20_000 });
    await context.close();

    // The platform's side of a launch: login initiation, then the form post of the id_token.
    const query = new URLSearchParams({ iss: platform.issuer, login_hint: 'u', target_link_uri: `${base}/api/lti/launch`, client_id: CLIENT_ID });
    const login = await fetch(`${base}/api/lti/login?${query}`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    const auth = new URL(login.headers.get('location')!);
    const idToken = await platform.idToken({
      sub: `e2e-${Date.now()}`, nonce: auth.searchParams.get('nonce'), name: 'Launched Learner',
      [`${LTI}resource_link`]: { id: 'e2e-link' }, [`${LTI}custom`]: { target: 'quiz:c5-spreadsheets-quiz' },
    });
    const phone = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const q = (page = await phone.newPage());
    await q.setContent(`<form method="post" action="${base}/api/lti/launch"><input name="id_token" value="${idToken}"><input name="state" value="${auth.searchParams.get('state')}"><button>Launch</button></form>`);
    await q.getByRole('button', { name: 'Launch' }).click();
    await q.waitForURL('**/take-quiz?quiz=c5-spreadsheets-quiz', { timeout: 60_000 });
    await appTookOver(q);
    expect(q.url()).not.toContain('token=');
    await q.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    // Signed in as the learner the launch made (the platform's name), with the app's own session.
    await q.goto(`${base}/profile`);
    await q.getByText('Launched Learner').first().waitFor({ timeout: 30_000 });
    await phone.close();
  } finally {
    await platform.close();
  }
});
