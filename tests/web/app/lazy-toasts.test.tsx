import { expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { LazyToasts } from '@/app/lazy-toasts';
import { showToast } from '@/ui/toast';

test('the toast container mounts on the first toast and shows it', async () => {
  render(
    <MantineProvider>
      <LazyToasts />
    </MantineProvider>,
  );
  expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
  showToast({ message: 'Your profile is saved.' });
  expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
});
