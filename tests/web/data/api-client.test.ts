import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, apiRequest, configureApiClient } from '@/data/api-client';
import { fetchCurrentUser } from '@/data/current-user';
import { readStoredUser, readToken, saveToken } from '@/data/session-storage';

const fetchMock = vi.fn<typeof fetch>();
const hooks = { getIdToken: vi.fn<() => Promise<string | null>>(), onUnauthorized: vi.fn(), onServerError: vi.fn() };

function answer(status: number, body?: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(body === undefined ? null : JSON.stringify(body), { status }));
}
function sentHeaders(): Record<string, string> {
  return fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  Object.values(hooks).forEach((hook) => hook.mockReset());
  hooks.getIdToken.mockResolvedValue(null);
  configureApiClient(hooks);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('each request', () => {
  test('goes to /api with JSON, the bearer token and the organisation header', async () => {
    saveToken('stored-token');
    answer(200, { ok: true });
    await expect(apiRequest('/health', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/health');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(sentHeaders()).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer stored-token', 'X-organisation-id': '5' });
  });

  test('a fresh Firebase ID token replaces the stored one and is sent', async () => {
    saveToken('old');
    hooks.getIdToken.mockResolvedValue('fresh');
    answer(200, {});
    await apiRequest('/users/me');
    expect(readToken()).toBe('fresh');
    expect(sentHeaders().Authorization).toBe('Bearer fresh');
  });

  test("a failed token fetch logs 'Error in api interceptors' and goes on with the stored token", async () => {
    saveToken('stored');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    hooks.getIdToken.mockRejectedValue(new Error('auth/network-request-failed'));
    answer(200, {});
    await apiRequest('/users/me');
    expect(error).toHaveBeenCalledWith('Error in api interceptors', expect.any(Error));
    expect(sentHeaders().Authorization).toBe('Bearer stored');
  });

  test('without any token the Authorization header is empty', async () => {
    answer(200, {});
    await apiRequest('/health');
    expect(sentHeaders().Authorization).toBe('Bearer ');
  });
});

describe('error answers', () => {
  test.each([401, 403])('%i removes the token and ends the session (→ /login)', async (status) => {
    saveToken('stored');
    answer(status, { type: 'about:blank', title: 'No', status });
    await expect(apiRequest('/users/me')).rejects.toMatchObject({ status });
    expect(readToken()).toBeNull();
    expect(hooks.onUnauthorized).toHaveBeenCalledOnce();
    expect(hooks.onServerError).not.toHaveBeenCalled();
  });

  test('500 sends the user to /500 and keeps the token', async () => {
    saveToken('stored');
    answer(500, { title: 'Internal' });
    await expect(apiRequest('/users/me')).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onServerError).toHaveBeenCalledOnce();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(readToken()).toBe('stored');
  });

  test('other errors only reject, with the problem body', async () => {
    answer(404, { title: 'Not found' });
    await expect(apiRequest('/nope')).rejects.toMatchObject({ status: 404, body: { title: 'Not found' } });
    expect(hooks.onServerError).not.toHaveBeenCalled();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });
});

test('GET /users/me: the role is split off as permissions and kept for offline restarts', async () => {
  answer(200, { id: '1', uid: 'u', email: 'a@b.c', displayName: 'A', photoURL: null, organisationId: '5', organisationName: 'Demo', role: 'teacher' });
  const stored = await fetchCurrentUser();
  expect(stored.permissions).toBe('teacher');
  expect(stored.user).not.toHaveProperty('role');
  expect(readStoredUser()).toEqual(stored);
});
