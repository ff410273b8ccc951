import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useFirstThenAll } from '@/ui/use-first-then-all';

const items = (count: number) => Array.from({ length: count }, (_, i) => `item ${i + 1}`);

/** Renders the list through the hook and records what each render showed. */
function List({ names, n, renders }: { names: readonly string[]; n: number; renders: number[] }) {
  const shown = useFirstThenAll(names, n);
  renders.push(shown.length);
  return (
    <ul aria-label="list">
      {shown.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

const shownNow = () => screen.queryAllByRole('listitem').length;

test('the first render shows the first n, the next paint all of them', async () => {
  const renders: number[] = [];
  render(<List names={items(30)} n={6} renders={renders} />);
  expect(renders[0]).toBe(6);
  expect(shownNow()).toBe(6);
  await waitFor(() => expect(shownNow()).toBe(30));
  expect(screen.getByText('item 30')).toBeTruthy();
});

test('a list of n or fewer is shown whole at once and never cut', async () => {
  const renders: number[] = [];
  render(<List names={items(4)} n={6} renders={renders} />);
  expect(renders[0]).toBe(4);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(renders.every((count) => count === 4)).toBe(true);
});

test('a changed list keeps working: one that grows past n is cut until the next paint, then whole, and stays whole', async () => {
  const renders: number[] = [];
  const view = render(<List names={items(3)} n={6} renders={renders} />);
  expect(shownNow()).toBe(3);
  view.rerender(<List names={items(20)} n={6} renders={renders} />);
  expect(renders.at(-1)).toBe(6);
  await waitFor(() => expect(shownNow()).toBe(20));
  // Once whole, a new list is shown whole at once: a longer one, and a shorter one.
  renders.length = 0;
  view.rerender(<List names={items(25)} n={6} renders={renders} />);
  expect(renders[0]).toBe(25);
  view.rerender(<List names={items(2)} n={6} renders={renders} />);
  expect(shownNow()).toBe(2);
});
