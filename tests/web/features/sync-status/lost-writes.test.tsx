// The prompt for writes a restored server lost (issue 49): a device that recovers keeps them aside,
// and the learner sends each again or discards it, from the keyboard.
import { beforeEach, expect, test } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { drainOutbox } from '@/data/sync/drain';
import { enqueue } from '@/data/sync/outbox';
import { SyncStatus } from '@/features/sync-status/components/sync-status';
import { applyAll, fakeTransport } from '../../data/sync/fake-transport';

const message = (body: string) => ({ messageId: crypto.randomUUID(), roomId: 'r5-general', body, sentAt: '2026-11-22T10:00:00.000Z' });

beforeEach(async () => {
  await clearLocalUserData();
});

test('writes the server lost are offered again: Send again queues one, Discard drops the other', async () => {
  await enqueue('message.send', message('Hello from before the restore'));
  await enqueue('message.send', message('Second one'));
  await drainOutbox(fakeTransport().transport);
  // The server now counts none of this device's writes: it was restored from an earlier copy.
  await enqueue('message.send', message('Written since'));
  const { transport, pushes } = fakeTransport((body) =>
    pushes.length === 1 ? { lastMutationId: 0, results: body.mutations.map((m) => ({ id: m.id, status: 'skipped' as const })) } : applyAll(body),
  );
  expect(await drainOutbox(transport)).toEqual({ kind: 'empty', sent: 1 });
  // The write that waited was sent once more under the server's next id.
  expect(pushes.map((p) => p.mutations.map((m) => m.id))).toEqual([[3], [1]]);

  render(<MantineProvider><SyncStatus /></MantineProvider>);
  const prompt = await screen.findByRole('region', { name: 'Changes the server lost' });
  expect(within(prompt).getByText('The server lost 2 changes you had sent')).toBeTruthy();
  expect(within(prompt).getByText('Message “Hello from before the restore”')).toBeTruthy();
  const user = userEvent.setup();
  await user.tab();
  expect(document.activeElement?.textContent).toBe('Send again');
  await user.keyboard('{Enter}');
  await waitFor(async () => expect(await db.outbox.where('status').equals('pending').count()).toBe(1));
  // The list follows the outbox: one write left to decide on.
  const lost = () => screen.getByRole('region', { name: 'Changes the server lost' });
  await waitFor(() => expect(within(lost()).getAllByRole('button', { name: 'Discard' })).toHaveLength(1));
  await user.click(within(lost()).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Changes the server lost' })).toBeNull());
  const pending = await db.outbox.toArray();
  expect(pending.map((row) => [row.status, (row.args as { body: string }).body, row.mutationId])).toEqual([['pending', 'Hello from before the restore', 2]]);
});
