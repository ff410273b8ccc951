/**
 * Video progress: resume at the stored position, write the position at most every 10 s while
 * playing and on pause and on leaving (the lesson, or the app: hidden or closed), and complete the
 * lesson once 90% has been watched.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { LessonRow } from '@/data/db';
import { saveProgress } from '../data/progress-writes';

const WRITE_EVERY_MS = 10_000;
const COMPLETE_AT = 0.9;

/** A ref for the lesson's <video>, wired to the lesson's progress. */
export function useVideoProgress(
  lesson: LessonRow,
  stored: { position: number | null; completed: boolean; progress: number },
): RefObject<HTMLVideoElement | null> {
  const video = useRef<HTMLVideoElement>(null);
  const state = useRef({ lastWrite: 0, written: stored.position ?? 0, completed: stored.completed, best: stored.progress });
  const startAt = useRef(stored.position);
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const s = state.current;
    s.lastWrite = Date.now();
    const percent = () => (el.duration > 0 ? Math.min(100, Math.round((el.currentTime / el.duration) * 100)) : 0);
    const write = (completed: boolean) => {
      const position = Math.round(el.currentTime * 10) / 10;
      if (!completed && position === s.written) return;
      s.lastWrite = Date.now();
      s.written = position;
      s.best = Math.max(s.best, completed ? 100 : percent());
      void saveProgress({ courseId: lesson.courseId, lessonId: lesson.id, section: 0, progress: s.best, completed: s.completed || completed, position });
    };
    const onMetadata = () => {
      const at = startAt.current;
      if (at && at > 0 && (!Number.isFinite(el.duration) || at < el.duration - 1)) el.currentTime = at;
    };
    const onTime = () => {
      if (!s.completed && el.duration > 0 && el.currentTime / el.duration >= COMPLETE_AT) {
        write(true);
        s.completed = true;
      } else if (!el.paused && Date.now() - s.lastWrite >= WRITE_EVERY_MS) write(false);
    };
    const onPause = () => write(false);
    // Leaving the app (tab hidden or closed) counts as leaving the lesson.
    const onHide = () => document.visibilityState === 'hidden' && write(false);
    if (el.readyState >= 1) onMetadata();
    el.addEventListener('loadedmetadata', onMetadata);
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('pause', onPause);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPause);
    return () => {
      el.removeEventListener('loadedmetadata', onMetadata);
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('pause', onPause);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPause);
      if (el.currentTime > 0) write(false);
    };
  }, [lesson.courseId, lesson.id]);
  return video;
}
