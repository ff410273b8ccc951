// Announcements (for the learner's dashboard): the newest of the device's announcements, offline; nothing when there are none.
import { beforeEach, expect, test } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { Announcements } from '@/features/courses/components/announcements';

const row = (id: string, title: string, createdAt: string) => ({
  id, organisationId: '5', batchId: 'b1', courseId: null, title, body: `${title}: details`, createdBy: 'u5-admin', createdAt,
});

beforeEach(() => clearLocalUserData());

test('lists the announcements newest first, with their text', async () => {
  await db.announcements.bulkPut([row('a1', 'Room change', '2026-11-02T09:00:00.000Z'), row('a2', 'Exam moved', '2026-11-20T09:00:00.000Z')]);
  render(<MantineProvider><Announcements /></MantineProvider>);
  const section = await screen.findByRole('region', { name: 'Announcements' });
  const items = within(section).getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Exam moved', 'Room change']);
  expect(within(section).getByText('Room change: details')).toBeTruthy();
});

test('shows nothing without announcements', async () => {
  const { container } = render(<MantineProvider><Announcements /></MantineProvider>);
  await waitFor(() => expect(db.isOpen()).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(container.querySelector('section, ul, h2')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
});
