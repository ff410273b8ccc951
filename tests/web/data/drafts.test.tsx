// Drafts on the device (issue 18, item 1): every save is on the device at once, the fields saved
// together are queued as one `draft.save`, a reload resends what never reached the outbox, the
// editor sees per field the later of the device's and the server's save, discard drops both, and
// 'Keep mine' is one write that a publish's flush and discard wait for.
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { db } from '@/data/db';
import { DRAFT_SEND_DELAY_MS, isServerNewer, resendUnsent, saveLocalField, useDraft } from '@/data/drafts';
import { pendingWrites } from '@/data/sync/writes';
import { useAuthoringBase } from '@/features/authoring/shared/use-authoring-base';

const at = (iso: string) => ({ savedAt: iso });

test('a save is on the device at once and the fields typed together are queued as one write', async () => {
  const { result, unmount } = renderHook(() => useDraft('quiz', 'q-typing'));
  await waitFor(() => expect(result.current.loaded).toBe(true));
  expect(result.current.savedOnDevice).toBe(false);
  await act(() => result.current.saveField('name', 'Loops'));
  await act(() => result.current.saveField('code', 'PY-1'));
  expect((await db.localDrafts.get('quiz:q-typing'))?.fields.name?.value).toBe('Loops');
  await waitFor(() => expect(result.current.fields).toEqual({ name: 'Loops', code: 'PY-1' }));
  expect(result.current.savedOnDevice).toBe(true);
  expect(await pendingWrites('draft.save')).toHaveLength(0);
  await waitFor(async () => expect(await pendingWrites('draft.save', { entityId: 'q-typing' })).toHaveLength(1), { timeout: DRAFT_SEND_DELAY_MS * 10 });
  const [write] = await pendingWrites('draft.save', { entityId: 'q-typing' });
  expect(Object.keys(write!.args.fields).sort()).toEqual(['code', 'name']);
  unmount();
});

test('after a reload, what was saved on the device but never queued is queued once', async () => {
  await saveLocalField('quiz', 'q-crash', null, 'name', 'Typed before the crash');
  await db.drafts.put({ id: 'quiz:q-crash', kind: 'quiz', entityId: 'q-crash', baseVersion: null, fields: {}, updatedAt: new Date().toISOString() });
  await resendUnsent('quiz', 'q-crash');
  await resendUnsent('quiz', 'q-crash');
  const writes = await pendingWrites('draft.save', { entityId: 'q-crash' });
  expect(writes).toHaveLength(1);
  expect(writes[0]!.args.fields.name?.value).toBe('Typed before the crash');
});

test('the server copy wins a field saved later elsewhere, and the editor is told', async () => {
  await saveLocalField('quiz', 'q-two', 1, 'name', 'mine', new Date('2026-11-23T10:00:00Z'));
  await saveLocalField('quiz', 'q-two', 1, 'code', 'MINE', new Date('2026-11-23T10:00:00Z'));
  const { result } = renderHook(() => useDraft('quiz', 'q-two'));
  await waitFor(() => expect(result.current.loaded).toBe(true));
  expect(result.current.serverNewer).toBe(false);
  await act(() =>
    db.drafts.put({
      id: 'quiz:q-two', kind: 'quiz', entityId: 'q-two', baseVersion: 1, updatedAt: '2026-11-23T10:06:00.000Z',
      fields: { name: { value: 'theirs', savedAt: '2026-11-23T10:05:00.000Z' }, code: { value: 'OLD', savedAt: '2026-11-23T09:00:00.000Z' } },
    }),
  );
  await waitFor(() => expect(result.current.fields).toEqual({ name: 'theirs', code: 'MINE' }));
  expect(result.current.serverNewer).toBe(true);
  await act(() => result.current.acceptServer());
  await waitFor(() => expect(result.current.serverNewer).toBe(false));
  expect(result.current.fields).toEqual({ name: 'theirs', code: 'MINE' });
});

test('isServerNewer: a field never touched here counts only when saved after this device last saved', () => {
  const local = { name: { value: 'a', ...at('2026-11-23T10:00:00Z') } };
  expect(isServerNewer(local, { code: { value: 'x', ...at('2026-11-23T09:00:00Z') } })).toBe(false);
  expect(isServerNewer(local, { code: { value: 'x', ...at('2026-11-23T11:00:00Z') } })).toBe(true);
  expect(isServerNewer(local, { name: { value: 'a', ...at('2026-11-23T11:00:00Z') } })).toBe(false);
  expect(isServerNewer(undefined, { name: { value: 'a', ...at('2026-11-23T11:00:00Z') } })).toBe(false);
});

test('discard drops both copies and queues the discard', async () => {
  const { result } = renderHook(() => useDraft('quiz', 'q-bin'));
  await waitFor(() => expect(result.current.loaded).toBe(true));
  await act(() => result.current.saveField('name', 'bin me'));
  await act(() => result.current.discard());
  expect(await db.localDrafts.get('quiz:q-bin')).toBeUndefined();
  expect(await pendingWrites('draft.discard', { entityId: 'q-bin' })).toHaveLength(1);
  await waitFor(() => expect(result.current.fields).toEqual({}));
});

test("'Keep mine' saves the whole content over the new base in one write, and a publish's flush and discard wait for it", async () => {
  const { result, unmount } = renderHook(() =>
    useAuthoringBase({
      kind: 'deck',
      id: 'd-keep',
      fetchVersion: noVersion,
      contentOf: (base: KeptContent, fields) => ({ ...base, ...fields }) as KeptContent,
      empty: { title: '', notes: [] },
    }),
  );
  await waitFor(() => expect(result.current.ready).toBe(true));
  const server = { version: 2, content: { title: 'French', notes: ['bonjour'] } };
  // Keep mine, then at once what a publish does: flush the draft, then (published) discard it.
  let kept: Promise<void> = Promise.resolve();
  await act(async () => {
    kept = result.current.keepMine(server);
    await result.current.draft.flush();
    const [queued] = await pendingWrites('draft.save', { entityId: 'd-keep' });
    expect(queued?.args.baseVersion).toBe(2);
    expect(Object.keys(queued!.args.fields).sort()).toEqual(['notes', 'title']);
    await result.current.draft.discard();
    await kept;
  });
  // Nothing of the kept content is written after the discard: no draft comes back on the device.
  expect(await db.localDrafts.get('deck:d-keep')).toBeUndefined();
  unmount();
});

interface KeptContent {
  title: string;
  notes: string[];
}
const noVersion = () => Promise.resolve(null);
