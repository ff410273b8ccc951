// Issue 51: a package lesson's files are not app media (its `mediaUrl` names the stored package);
// on a content origin of its own they are downloaded there, and without one the control says that
// packages play online only.
import { expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DownloadControl } from '@/features/course-player/components/download-control';
import { changedSinceDownload, courseMedia } from '@/features/course-player/data/lesson-media';
import { installFakeCaches } from './fake-cache-storage';

const content = (contentBase: string) => JSON.stringify({ packageId: 'p1', kind: 'scorm12', title: 'Safety', items: [{ identifier: 'i', title: 'Safety', href: 'index.html' }], contentBase });
const lesson = (contentBase: string) => ({ id: 'l1', title: 'Safety basics', type: 'package', mediaUrl: '/media/packages/p1', content: content(contentBase) });

test('a package lesson names its content-origin files, not its mediaUrl', () => {
  const [media] = courseMedia([lesson('http://content.test/package-content/KEY1234567890abcdef/'), { id: 'l2', type: 'text', content: 'Plain' }]);
  expect(media).toEqual({ lessonId: 'l1', title: 'Safety basics', urls: [], package: { origin: 'http://content.test', base: '/package-content/KEY1234567890abcdef/', url: 'http://content.test/package-content/KEY1234567890abcdef/' } });
  expect(changedSinceDownload([media!], [], [])).toHaveLength(1);
  expect(changedSinceDownload([media!], [], ['http://content.test/package-content/KEY1234567890abcdef/'])).toHaveLength(0);
});

test('without a content origin the download control says packages play online only, and offers no download of nothing', async () => {
  installFakeCaches();
  const media = courseMedia([lesson('/package-content/KEY1234567890abcdef/')]);
  render(<MantineProvider><DownloadControl course={{ id: 'c1', title: 'Course' }} media={media} /></MantineProvider>);
  expect(await screen.findByText(/Package lessons play only online here \(Safety basics\)/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Download for offline' })).toBeNull();
});

test('with a content origin the control offers the download', async () => {
  installFakeCaches();
  const media = courseMedia([lesson('http://content.test/package-content/KEY1234567890abcdef/')]);
  render(<MantineProvider><DownloadControl course={{ id: 'c1', title: 'Course' }} media={media} /></MantineProvider>);
  expect(await screen.findByRole('button', { name: 'Download for offline' })).toBeTruthy();
  expect(screen.queryByText(/play only online/)).toBeNull();
});
