import { render, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ShowAfterPaint } from '@/ui/show-after-paint';

// The updates made in a transition, which React renders in slices of a few milliseconds (an update
// outside one is rendered in one task): the reveal after paint must be one (issue 55, item 8).
const transitions = vi.hoisted(() => ({ updates: [] as string[] }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.updates.push(screenText());
      react.startTransition(scope);
    },
  };
});
vi.mock('@/ui/after-paint', () => ({ afterPaint: () => Promise.resolve() }));

const screenText = () => document.body.textContent ?? '';

test('what shows after paint is revealed in a transition, not in one long task', async () => {
  render(
    <ShowAfterPaint pending={<p>pending</p>}>
      <p>after-paint part</p>
    </ShowAfterPaint>,
  );
  await waitFor(() => expect(screen.getByText('after-paint part')).toBeTruthy());
  // The one transition started while the pending content was on screen: the reveal.
  expect(transitions.updates).toEqual(['pending']);
});
