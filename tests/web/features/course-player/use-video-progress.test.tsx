// Video progress: resume at the stored position, throttled position writes, 90% completes the lesson.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import { render, waitFor } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { useVideoProgress } from '@/features/course-player/components/use-video-progress';
import { lessonRow } from '../../support/rows';

/** What the hook uses of a <video>: jsdom cannot play media. */
class FakeVideo extends EventTarget {
  duration = 60;
  currentTime = 0;
  paused = true;
  readyState = 1;
  at(time: number, playing = true) {
    this.currentTime = time;
    this.paused = !playing;
    this.dispatchEvent(new Event('timeupdate'));
  }
}

const lesson = lessonRow({ id: 'v1', courseId: 'c1', moduleId: 'm1', type: 'video', mediaUrl: '/media/v.webm' });
let now = 1_000_000;

function Player({ video, position }: { video: FakeVideo; position: number | null }) {
  const ref = useVideoProgress(lesson, { position, completed: false, progress: 0 });
  useLayoutEffect(() => {
    ref.current = video as unknown as HTMLVideoElement;
  });
  return null;
}

const writes = async () => (await db.outbox.toArray()).map((r) => r.args as { progress: number; completed: boolean; position?: number });

beforeEach(async () => {
  await clearLocalUserData();
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => vi.restoreAllMocks());

test('resumes at the stored position', () => {
  const video = new FakeVideo();
  render(<Player video={video} position={42} />);
  expect(video.currentTime).toBe(42);
});

test('writes the position at most every 10 s while playing, and on pause and on leaving', async () => {
  const video = new FakeVideo();
  const view = render(<Player video={video} position={null} />);
  video.at(3);
  now += 5_000;
  video.at(8);
  expect(await writes()).toEqual([]);
  now += 6_000;
  video.at(14);
  await waitFor(async () => expect((await writes()).map((w) => w.position)).toEqual([14]));
  video.at(20, false);
  video.dispatchEvent(new Event('pause'));
  video.at(26, false);
  view.unmount();
  await waitFor(async () => expect((await writes()).map((w) => w.position)).toEqual([14, 20, 26]));
  expect((await writes()).every((w) => !w.completed)).toBe(true);
});

test('watching 90% completes the lesson once', async () => {
  const video = new FakeVideo();
  render(<Player video={video} position={null} />);
  video.at(54);
  video.at(55);
  await waitFor(async () => expect(await writes()).toEqual([expect.objectContaining({ completed: true, progress: 100, position: 54 })]));
  expect(await db.progress.get('v1:0')).toMatchObject({ completed: true, progress: 100 });
});
