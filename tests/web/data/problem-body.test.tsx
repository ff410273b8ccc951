// Issue 52, item 5: every problem+json body the server writes carries a code (contract/refusals-http.ts):
// an unknown address, a rate limit, an unhandled error; the PWA shows it in the learner's language
// (English keeps the server's detail).
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { configureApiClient } from '@/data/api-client';
import { problemBodyText } from '@/data/problem-body';
import { useServerData } from '@/data/server-data';
import { applyLanguage } from '@/i18n/i18n';

const fetchMock = vi.fn<typeof fetch>();
const noRoute = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'There is no GET /api/reports/old.', code: 'no-route', params: { method: 'GET', path: '/api/reports/old' } };

function Report() {
  const { error } = useServerData<object>('/reports/old');
  return error ? <p role="alert">{error}</p> : null;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  configureApiClient({ getIdToken: async () => null, onUnauthorized: () => {}, onServerError: () => {} });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('an unknown address refused by the server is shown in Hindi with its method and path; English shows the server’s detail', async () => {
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(noRoute), { status: 404, headers: { 'content-type': 'application/problem+json' } }));
  const english = render(<Report />);
  expect((await screen.findByRole('alert')).textContent).toBe('There is no GET /api/reports/old.');
  english.unmount();
  await act(() => applyLanguage('hi'));
  render(<Report />);
  expect((await screen.findByRole('alert')).textContent).toBe('सर्वर पर GET /api/reports/old नाम का कोई पता नहीं है।');
});

test('an unhandled error, a rate limit and a status’s own code in Hindi and Arabic', async () => {
  const internal = { status: 500, detail: 'Something went wrong on the server; the request id identifies it in the logs.', code: 'internal-error' };
  const limited = { status: 429, detail: 'Too many requests.', code: 'rate-limited' };
  const tooLarge = { status: 413, detail: 'The request body is larger than 1048576 bytes once decompressed.', code: 'request-too-large-unzipped', params: { maxBytes: 1048576 } };
  expect(problemBodyText(internal)).toBe(internal.detail);
  await act(() => applyLanguage('hi'));
  expect(problemBodyText(internal)).toBe('सर्वर पर कुछ गड़बड़ हो गई; अनुरोध की आईडी से लॉग में इसे ढूँढा जा सकता है।');
  expect(problemBodyText(limited)).toBe('बहुत ज़्यादा अनुरोध; थोड़ा रुककर फिर कोशिश करें।');
  expect(problemBodyText(tooLarge)).toBe(`खोलने पर भेजा गया डेटा ${new Intl.NumberFormat('hi-IN').format(1048576)} बाइट से बड़ा है।`);
  await act(() => applyLanguage('ar'));
  expect(problemBodyText({ status: 404, detail: 'There is no such media file.', code: 'no-media' })).toBe('ملف الوسائط هذا غير موجود على الخادم.');
  expect(problemBodyText(limited)).toBe('طلبات كثيرة جدًا؛ انتظر قليلًا ثم حاول مرة أخرى.');
});
