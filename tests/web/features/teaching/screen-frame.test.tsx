// The frame of every teaching and admin screen: while its local data is read, the wait is a labelled
// status and no spinner turns in its first second (a read from the local database is usually quicker).
import { afterEach, expect, test, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ScreenFrame } from '@/features/teaching/components/screen-frame';
import { SPINNER_DELAY_MS } from '@/ui/delayed-loader';

afterEach(() => {
  vi.useRealTimers();
});

test('while its data is read, the screen announces the wait and holds the spinner back a second', () => {
  vi.useFakeTimers();
  const { container } = render(
    <MantineProvider>
      <ScreenFrame title="Batches" ready={false}>
        <p>the batches</p>
      </ScreenFrame>
    </MantineProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Batches' })).toBeTruthy();
  expect(screen.getByRole('status', { name: 'Loading batches' })).toBeTruthy();
  expect(container.querySelector('.mantine-Loader-root')).toBeNull();
  expect(screen.queryByText('the batches')).toBeNull();
  act(() => vi.advanceTimersByTime(SPINNER_DELAY_MS));
  expect(container.querySelector('.mantine-Loader-root')).not.toBeNull();
});
