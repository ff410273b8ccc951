import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, expect, test } from 'vitest';
import { setSignedInUser, signedInUser, useSignedInUser } from '@/data/signed-in-user';
import { storedUser } from '../support/session';

function Greeting() {
  const user = useSignedInUser();
  return <p>{user ? `Hello, ${user.user.displayName}` : 'Hello!'}</p>;
}

afterEach(() => setSignedInUser(null));

test('components follow the session user: sign-in, a saved name and logout re-render them', () => {
  render(<Greeting />);
  expect(screen.getByText('Hello!')).toBeTruthy();
  act(() => setSignedInUser(storedUser('learner')));
  expect(screen.getByText('Hello, Demo learner')).toBeTruthy();
  const renamed = storedUser('learner');
  renamed.user.displayName = 'Lena';
  act(() => setSignedInUser(renamed));
  expect(screen.getByText('Hello, Lena')).toBeTruthy();
  act(() => setSignedInUser(null));
  expect(screen.getByText('Hello!')).toBeTruthy();
  expect(signedInUser()).toBeNull();
});

test('the same user again as a new object (the session check after paint) renders nothing again', () => {
  let renders = 0;
  render(
    <Profiler id="greeting" onRender={() => (renders += 1)}>
      <Greeting />
    </Profiler>,
  );
  act(() => setSignedInUser(storedUser('learner')));
  const before = renders;
  act(() => setSignedInUser(storedUser('learner')));
  expect(renders).toBe(before);
  expect(screen.getByText('Hello, Demo learner')).toBeTruthy();
});

test('the same user with its keys in another order notifies no one; a changed field or role does', () => {
  const user = storedUser('learner');
  act(() => setSignedInUser(user));
  let notified = 0;
  render(
    <Profiler id="greeting" onRender={() => (notified += 1)}>
      <Greeting />
    </Profiler>,
  );
  const before = notified;
  // The same fields, the keys reversed (as another answer or a parse may order them).
  const reordered = {
    permissions: user.permissions,
    user: Object.fromEntries(Object.entries(user.user).reverse()) as typeof user.user,
  };
  expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(user));
  act(() => setSignedInUser(reordered));
  expect(notified).toBe(before);
  expect(signedInUser()).toBe(user);
  act(() => setSignedInUser({ ...reordered, user: { ...reordered.user, photoURL: 'https://example.test/lena.png' } }));
  expect(signedInUser()?.user.photoURL).toBe('https://example.test/lena.png');
  act(() => setSignedInUser({ ...storedUser('learner'), permissions: 'teacher' }));
  expect(signedInUser()?.permissions).toBe('teacher');
  expect(notified).toBe(before + 2);
});
