/** A text lesson: its HTML sanitised with DOMPurify; reaching its end (seen for 2 s) completes it. */
import { useEffect, useMemo, useRef } from 'react';
import { Typography } from '@mantine/core';
import type { LessonRow } from '@/data/db';
import { sanitizeLessonHtml } from '../lesson-html';

const READ_MS = 2000;

/** The text of `lesson`; `onReadToEnd` runs once when its end has been in view. */
export function TextLesson({ lesson, onReadToEnd }: { lesson: LessonRow; onReadToEnd: () => void }) {
  const html = useMemo(() => sanitizeLessonHtml(lesson.content), [lesson.content]);
  const end = useRef<HTMLDivElement>(null);
  const done = useRef(onReadToEnd);
  useEffect(() => {
    done.current = onReadToEnd;
  });
  useEffect(() => {
    const el = end.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      clearTimeout(timer);
      if (entry?.isIntersecting) {
        timer = setTimeout(() => {
          observer.disconnect();
          done.current();
        }, READ_MS);
      }
    });
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [lesson.id]);
  return (
    <Typography>
      {/* Sanitised by DOMPurify just above. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <div ref={end} aria-hidden="true" style={{ height: 1 }} />
    </Typography>
  );
}
