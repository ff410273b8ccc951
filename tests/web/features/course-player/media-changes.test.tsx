// A learner who downloaded a course is told, after a pull brought a new outline, which lessons'
// media changed, and 'Update download' fetches the new files and drops the replaced ones.
import { Blob as NodeBlob } from 'node:buffer';
import { beforeEach, expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { LESSON_MEDIA_CACHE } from '@/data/media-cache';
import { DownloadControl } from '@/features/course-player/components/download-control';
import { downloadCourse, getDownload } from '@/features/course-player/data/downloads';
import { changedSinceDownload, courseMedia, lessonImageUrls } from '@/features/course-player/data/lesson-media';
import { installFakeCaches } from './fake-cache-storage';

let cachesByName: ReturnType<typeof installFakeCaches>;
beforeEach(() => {
  cachesByName = installFakeCaches();
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('fetch', vi.fn(async () => new Response('x'.repeat(100), { headers: { 'content-length': '100' } })));
});
const cachedUrls = () => [...(cachesByName.get(LESSON_MEDIA_CACHE)?.entries.keys() ?? [])].map((u) => new URL(u).pathname).sort();

const before = [
  { id: 'l1', title: 'Intro video', mediaUrl: '/media/uploads/old.mp4', content: '' },
  { id: 'l2', title: 'Reading', mediaUrl: null, content: '<p>Look:</p><img alt="A chart" src="/media/uploads/chart.png"><img src="https://example.org/x.png" alt="">' },
];
const after = [{ ...before[0]!, mediaUrl: '/media/uploads/new.mp4' }, before[1]!];

test('a lesson text counts its own media images, not other sites’ images, in HTML and in Markdown', () => {
  expect(lessonImageUrls(before[1]!.content)).toEqual(['/media/uploads/chart.png']);
  // Markdown's images are the player's too (issue 49); others' images are not ours to keep.
  expect(lessonImageUrls('Some ![text](/media/uploads/a.png) and ![b](https://example.com/b.png)')).toEqual(['/media/uploads/a.png']);
  expect(courseMedia(before).map((l) => l.urls)).toEqual([['/media/uploads/old.mp4'], ['/media/uploads/chart.png']]);
  expect(changedSinceDownload(courseMedia(after), ['/media/uploads/old.mp4', '/media/uploads/chart.png']).map((l) => l.title)).toEqual(['Intro video']);
});

test('the control names the changed lesson and the update replaces the old file', async () => {
  const user = userEvent.setup();
  await downloadCourse({ id: 'c1', title: 'Course' }, courseMedia(before).flatMap((l) => l.urls));
  render(<MantineProvider><DownloadControl course={{ id: 'c1', title: 'Course' }} media={courseMedia(after)} /></MantineProvider>);
  expect(await screen.findByText(/New files in: Intro video\./)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Update download' }));
  await vi.waitFor(async () => expect((await getDownload('c1'))?.urls).toEqual(['/media/uploads/new.mp4', '/media/uploads/chart.png']));
  expect(cachedUrls()).toEqual(['/media/uploads/chart.png', '/media/uploads/new.mp4', '/offline-downloads/c1']);
  await vi.waitFor(() => expect(screen.queryByText(/New files in/)).toBeNull());
});
