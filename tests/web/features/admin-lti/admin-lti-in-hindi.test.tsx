// Issue 52: the LTI screen (/admin-dashboard/lti) in Hindi, from the admin-lti namespace.
// The server is out of reach in a web test: fetch answers the overview as the server would.
import { afterEach, expect, test, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { LtiOverview } from '@contract/lti';
import { applyLanguage } from '@/i18n/i18n';
import { LtiScreen } from '@/features/admin-lti/lti-screen';
import { renderInApp } from '../courses/render';

const overview: LtiOverview = {
  tool: { loginUrl: 'https://olp.test/lti/login', launchUrl: 'https://olp.test/lti/launch', deepLinkingUrl: 'https://olp.test/lti/deep', jwksUrl: 'https://olp.test/lti/jwks' },
  jwks: { keys: [] },
  platforms: [],
  failingScores: [{ id: 's1', platformName: 'School Moodle', attemptId: 'a1', learner: null, status: 'failed', tries: 5, lastError: 'HTTP 500', nextTryAt: '2026-11-20T10:00:00.000Z' }],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the LTI screen shows its tables, the failing grades and the form in Hindi', async () => {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    if (url === '/api/admin/lti') return new Response(JSON.stringify(overview), { status: 200, headers: { 'content-type': 'application/json' } });
    throw new TypeError('Failed to fetch');
  }));
  renderInApp(<LtiScreen />);
  expect(await screen.findByRole('table', { name: 'Score posts that failed' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(screen.getByRole('heading', { level: 2, name: 'ग्रेड जो भेजे नहीं जा सके' })).toBeTruthy();
  const scores = screen.getByRole('table', { name: 'स्कोर जिन्हें भेजना विफल रहा' });
  expect(within(scores).getByText('कोशिश बंद')).toBeTruthy();
  expect(within(scores).getByRole('button', { name: 'इस शिक्षार्थी का स्कोर फिर से भेजें' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'पब्लिक कीसेट URL (JWKS) कॉपी करें' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'जारीकर्ता (प्लैटफ़ॉर्म ID)' })).toBeTruthy();
  expect(screen.getByText('अभी कोई प्लैटफ़ॉर्म नहीं है।')).toBeTruthy();
});
