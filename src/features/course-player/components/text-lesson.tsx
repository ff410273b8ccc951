/**
 * A text lesson: its HTML sanitised with DOMPurify, in one part per section where the text has them.
 * The end of a part seen for 2 s reads that section; the end of the last part (the end of the
 * text) reads every section (text without per-section parts is one part).
 */
import { useEffect, useMemo, useRef } from 'react';
import { Typography } from '@mantine/core';
import type { LessonRow } from '@/data/db';
import { lessonSectionsHtml } from '../lesson-html';

const READ_MS = 2000;

/** The text of `lesson`; `onRead(sections)` runs once per part whose end has been in view. */
export function TextLesson({ lesson, onRead }: { lesson: LessonRow; onRead: (sections: number[]) => void }) {
  const sections = Math.max(1, lesson.sections);
  const parts = useMemo(() => lessonSectionsHtml(lesson.content, sections), [lesson.content, sections]);
  const ends = useRef<Array<HTMLDivElement | null>>([]);
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  });
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const timers = new Map<Element, ReturnType<typeof setTimeout>>();
    const last = parts.length - 1;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        clearTimeout(timers.get(entry.target));
        if (!entry.isIntersecting) continue;
        const index = ends.current.indexOf(entry.target as HTMLDivElement);
        timers.set(entry.target, setTimeout(() => {
          observer.unobserve(entry.target);
          read.current(index === last ? Array.from({ length: sections }, (_, i) => i) : [index]);
        }, READ_MS));
      }
    });
    ends.current.forEach((el) => el && observer.observe(el));
    return () => {
      timers.forEach((t) => clearTimeout(t));
      observer.disconnect();
    };
  }, [lesson.id, parts.length, sections]);
  return (
    <Typography>
      {parts.map((html, i) => (
        <div key={i}>
          {/* Sanitised by DOMPurify in lessonSectionsHtml. */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
          <div ref={(el) => void (ends.current[i] = el)} aria-hidden="true" style={{ height: 1 }} />
        </div>
      ))}
    </Typography>
  );
}
