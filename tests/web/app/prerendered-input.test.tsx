// The prerendered /login takes input before the app takes over (issue 55, item 7): React's first
// commit replaces the markup, and what was typed, the focus and a held submit move to its fields.
import { useLayoutEffect, useRef } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test, vi } from 'vitest';
import { carryPrerenderedInput, SUBMIT_REQUESTED_ATTRIBUTE } from '@/app/prerendered-input';

// React's act() without Testing Library: the environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Form({ onTakeOver, onSubmit }: { onTakeOver: () => void; onSubmit: (values: Record<string, string>) => void }) {
  const values = useRef<Record<string, string>>({});
  useLayoutEffect(onTakeOver, [onTakeOver]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ ...values.current });
      }}
    >
      <input type="email" defaultValue="" onChange={(event) => (values.current.email = event.target.value)} />
      <input type="password" defaultValue="" onChange={(event) => (values.current.password = event.target.value)} />
      <input type="checkbox" />
      <button type="submit">Sign in</button>
    </form>
  );
}

function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.dataset.prerendered = 'login';
  root.innerHTML = '<form><input type="email" value=""><input type="password" value=""><input type="checkbox"><button type="submit">Sign in</button></form>';
  document.body.append(root);
  return root;
}

test("what was typed into the markup reaches React's change handlers, with the focus and a held submit", async () => {
  const root = prerendered();
  const carry = carryPrerenderedInput(root);
  const [email, password] = [...root.querySelectorAll('input')];
  email!.focus();
  email!.value = 'learner@demo.test';
  password!.focus();
  password!.value = 'secret';
  root.setAttribute(SUBMIT_REQUESTED_ATTRIBUTE, '0');
  const onSubmit = vi.fn();
  await act(async () => createRoot(root).render(<Form onTakeOver={carry} onSubmit={onSubmit} />));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  const [newEmail, newPassword] = [...root.querySelectorAll('input')];
  expect(newEmail).not.toBe(email);
  expect(newEmail!.value).toBe('learner@demo.test');
  expect(newPassword!.value).toBe('secret');
  expect(document.activeElement).toBe(newPassword);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledWith({ email: 'learner@demo.test', password: 'secret' });
  expect(root.hasAttribute(SUBMIT_REQUESTED_ATTRIBUTE)).toBe(false);
  root.remove();
});

test('untouched markup changes nothing and submits nothing', async () => {
  const root = prerendered();
  const carry = carryPrerenderedInput(root);
  const onSubmit = vi.fn();
  await act(async () => createRoot(root).render(<Form onTakeOver={carry} onSubmit={onSubmit} />));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect([...root.querySelectorAll('input')].map((input) => input.value)).toEqual(['', '', 'on']);
  expect(root.contains(document.activeElement)).toBe(false);
  expect(onSubmit).not.toHaveBeenCalled();
  root.remove();
});
