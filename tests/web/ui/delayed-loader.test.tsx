// DelayedLoader: a short wait shows no spinner (nothing spins, nothing flashes), screen readers
// hear the status at once, and the spinner appears once the wait passes its delay.
import { afterEach, expect, test, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DelayedLoader, SPINNER_DELAY_MS } from '@/ui/delayed-loader';

afterEach(() => {
  vi.useRealTimers();
});

const spinner = (container: HTMLElement) => container.querySelector('.mantine-Loader-root');

test('is a labelled status at once, and shows the spinner only after its delay', () => {
  vi.useFakeTimers();
  const { container } = render(
    <MantineProvider>
      <DelayedLoader label="Loading your dashboard" />
    </MantineProvider>,
  );
  const status = screen.getByRole('status', { name: 'Loading your dashboard' });
  // Busy from the start, so a tool waiting for the screen to settle waits through the quiet second.
  expect(status.getAttribute('aria-busy')).toBe('true');
  expect(spinner(container)).toBeNull();
  act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS - 1));
  expect(spinner(container)).toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(spinner(container)).not.toBeNull();
  // One status, one name: the spinner itself is hidden from screen readers.
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(spinner(container)!.getAttribute('aria-hidden')).toBe('true');
});

test('keeps the spinner’s room while it waits, so its appearance moves nothing', () => {
  render(
    <MantineProvider>
      <DelayedLoader label="Loading" />
    </MantineProvider>,
  );
  expect(screen.getByRole('status', { name: 'Loading' }).style.minHeight).toContain('2.25rem');
});

test('with no delay, spins at once', () => {
  const { container } = render(
    <MantineProvider>
      <DelayedLoader label="Loading" delayMs={0} />
    </MantineProvider>,
  );
  expect(spinner(container)).not.toBeNull();
});
