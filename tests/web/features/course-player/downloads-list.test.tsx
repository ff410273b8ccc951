// The profile's downloads: each downloaded course with its size, the total, and 'Remove download'.
import { Blob as NodeBlob } from 'node:buffer';
import { beforeEach, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { DownloadsList } from '@/features/course-player/components/downloads-list';
import { downloadCourse } from '@/features/course-player/data/downloads';
import { installFakeCaches } from './fake-cache-storage';

beforeEach(() => {
  installFakeCaches();
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('fetch', vi.fn(async () => new Response('x'.repeat(2048), { headers: { 'content-length': '2048' } })));
});

test('lists the downloads with their storage, and removes one', async () => {
  const user = userEvent.setup();
  await downloadCourse({ id: 'c1', title: 'Algebra I' }, ['/media/a.webm']);
  render(<MantineProvider><DownloadsList /></MantineProvider>);
  const list = await screen.findByRole('list', { name: 'Downloaded courses' });
  expect(within(list).getByRole('listitem').textContent).toMatch(/^Algebra I · 2(\.0)? KB/);
  expect(screen.getByText(/^Downloads use 2(\.0)? KB$/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Remove download of Algebra I' }));
  expect(await screen.findByText('No courses downloaded for offline use.')).toBeTruthy();
});
