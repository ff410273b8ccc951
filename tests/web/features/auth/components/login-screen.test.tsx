// /login through the real route tree: the form signs in, waits for the role, returns to the path tried.
import { afterEach, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readToken } from '@/data/session-storage';
import { signInWithEmail, signInWithProvider } from '@/features/auth/data/account';
import { renderApp } from '../../../support/render-app';
import { storedUser } from '../../../support/session';

vi.mock('@/features/auth/data/account', () => ({
  preloadIdentity: vi.fn(),
  signInWithEmail: vi.fn(),
  signInWithProvider: vi.fn(),
}));
afterEach(() => vi.mocked(signInWithEmail).mockReset());

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('signing in stores the token, loads the role, and opens the path the user tried', async () => {
  vi.mocked(signInWithEmail).mockResolvedValue('id-token');
  const { router } = renderApp('/admin-dashboard/course-list', 'signed out', { loadUser: async () => storedUser('admin') });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await fillAndSubmit('admin@demo.test', 'demo-pass-1');
  expect(signInWithEmail).toHaveBeenCalledWith('admin@demo.test', 'demo-pass-1');
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/course-list'));
  expect(readToken()).toBe('id-token');
  expect(await screen.findByRole('heading', { level: 1, name: 'Course list' })).toBeTruthy();
});

test('a wrong password is explained in a sentence and the user stays on /login', async () => {
  vi.mocked(signInWithEmail).mockRejectedValue(Object.assign(new Error('Firebase'), { code: 'auth/wrong-password' }));
  const { router } = renderApp('/login', 'signed out');
  await fillAndSubmit('learner@demo.test', 'nope');
  expect((await screen.findByRole('alert')).textContent).toMatch(/password is not right/);
  expect(router.state.location.pathname).toBe('/login');
  expect(readToken()).toBeNull();
});

test('an empty form is not sent and says what is missing', async () => {
  renderApp('/login', 'signed out');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText(/Enter your email address/)).toBeTruthy();
  expect(signInWithEmail).not.toHaveBeenCalled();
});

test('Apple sign-in goes through the popup provider', async () => {
  vi.mocked(signInWithProvider).mockResolvedValue('apple-token');
  const { router } = renderApp('/login', 'signed out', { loadUser: async () => storedUser('learner') });
  await userEvent.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
  expect(signInWithProvider).toHaveBeenCalledWith('apple');
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
});

test('the label "Password" finds the password field only (not its visibility toggle)', async () => {
  renderApp('/login', 'signed out');
  await screen.findByRole('button', { name: 'Sign in' });
  expect(screen.getAllByLabelText(/password/i)).toHaveLength(1);
});
