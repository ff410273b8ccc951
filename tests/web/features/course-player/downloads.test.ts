// Download for offline: media into the lesson media cache with progress and size, state read back
// from the cache alone, and removal that keeps files another downloaded course still needs.
import { Blob as NodeBlob } from 'node:buffer';
import { beforeEach, expect, test, vi } from 'vitest';
import { LESSON_MEDIA_CACHE } from '@/data/media-cache';
import { downloadCourse, getDownload, listDownloads, removeDownload } from '@/features/course-player/data/downloads';
import { installFakeCaches } from './fake-cache-storage';

const files: Record<string, string> = { '/media/a.webm': 'v'.repeat(3000), '/media/b.pdf': 'p'.repeat(1000), '/media/c.pdf': 'c'.repeat(500) };
let cachesByName: ReturnType<typeof installFakeCaches>;

beforeEach(() => {
  cachesByName = installFakeCaches();
  // jsdom's Blob cannot be a Response body (no stream()); the browser's and Node's can.
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    if (url === '/media/broken.webm') {
      // The connection drops half way through the file.
      return new Response(new ReadableStream({ start: (c) => { c.enqueue(new Uint8Array(10)); c.error(new Error('reset')); } }), { headers: { 'content-length': '100' } });
    }
    const body = files[url];
    return body === undefined ? new Response('missing', { status: 404 }) : new Response(body, { headers: { 'content-length': String(body.length), 'content-type': 'video/webm' } });
  }));
});

const cachedUrls = () => [...(cachesByName.get(LESSON_MEDIA_CACHE)?.entries.keys() ?? [])].map((u) => new URL(u).pathname);

test('caches every file once, reports progress up to the total, and records the size', async () => {
  const progress: Array<[number, number]> = [];
  const done = await downloadCourse({ id: 'c1', title: 'Course one' }, ['/media/a.webm', '/media/b.pdf', '/media/a.webm'], (l, t) => progress.push([l, t]));
  expect(done).toMatchObject({ courseId: 'c1', bytes: 4000, urls: ['/media/a.webm', '/media/b.pdf'] });
  expect(progress[0]).toEqual([0, 4000]);
  expect(progress.at(-1)).toEqual([4000, 4000]);
  expect(cachedUrls()).toEqual(expect.arrayContaining(['/media/a.webm', '/media/b.pdf', '/offline-downloads/c1']));
  expect(await (await caches.open(LESSON_MEDIA_CACHE)).match('/media/a.webm').then((r) => r?.text())).toBe(files['/media/a.webm']);
});

test('the state comes from the cache alone, and a course with a missing file is not downloaded', async () => {
  await downloadCourse({ id: 'c1', title: 'Course one' }, ['/media/a.webm']);
  expect((await listDownloads()).map((d) => d.title)).toEqual(['Course one']);
  await (await caches.open(LESSON_MEDIA_CACHE)).delete('/media/a.webm');
  expect(await getDownload('c1')).toBeNull();
});

test('a failed file fails the download and leaves no marker', async () => {
  await expect(downloadCourse({ id: 'c1', title: 'Course one' }, ['/media/a.webm', '/media/gone.pdf'])).rejects.toThrow(/gone\.pdf/);
  expect(await listDownloads()).toEqual([]);
});

test('removing a download keeps the files another downloaded course shares', async () => {
  await downloadCourse({ id: 'c1', title: 'Course one' }, ['/media/a.webm', '/media/b.pdf']);
  await downloadCourse({ id: 'c2', title: 'Course two' }, ['/media/a.webm', '/media/c.pdf']);
  await removeDownload('c1');
  expect(cachedUrls().sort()).toEqual(['/media/a.webm', '/media/c.pdf', '/offline-downloads/c2']);
  await removeDownload('c2');
  expect(cachedUrls()).toEqual([]);
});

test('a failed download removes the files it had cached, but not those of another download', async () => {
  await downloadCourse({ id: 'c2', title: 'Course two' }, ['/media/a.webm']);
  await expect(downloadCourse({ id: 'c1', title: 'Course one' }, ['/media/a.webm', '/media/b.pdf', '/media/broken.webm'])).rejects.toThrow('The download failed; try again.');
  expect(cachedUrls().sort()).toEqual(['/media/a.webm', '/offline-downloads/c2']);
});

test('a full device is said plainly', async () => {
  const cache = await caches.open(LESSON_MEDIA_CACHE);
  vi.spyOn(cache, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
  await expect(downloadCourse({ id: 'c1', title: 'Course one' }, ['/media/a.webm'])).rejects.toThrow('There is not enough storage on this device to download this course.');
  expect(await listDownloads()).toEqual([]);
});

test('downloading a course again after its media changed replaces the old files, keeping shared ones', async () => {
  await downloadCourse({ id: 'c1', title: 'Course one' }, ['/media/a.webm', '/media/b.pdf']);
  await downloadCourse({ id: 'c2', title: 'Course two' }, ['/media/b.pdf']);
  await downloadCourse({ id: 'c1', title: 'Course one' }, ['/media/c.pdf']);
  expect((await getDownload('c1'))?.urls).toEqual(['/media/c.pdf']);
  expect(cachedUrls().sort()).toEqual(['/media/b.pdf', '/media/c.pdf', '/offline-downloads/c1', '/offline-downloads/c2']);
});

test('a failed update keeps the previous download whole', async () => {
  await downloadCourse({ id: 'c1', title: 'Course one' }, ['/media/a.webm']);
  await expect(downloadCourse({ id: 'c1', title: 'Course one' }, ['/media/b.pdf', '/media/gone.pdf'])).rejects.toThrow(/gone\.pdf/);
  expect((await getDownload('c1'))?.urls).toEqual(['/media/a.webm']);
  expect(cachedUrls().sort()).toEqual(['/media/a.webm', '/offline-downloads/c1']);
});
