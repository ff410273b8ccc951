/**
 * A text lesson: its HTML sanitised with DOMPurify, in one part per section where the text has them.
 * A part counts as read when its end is on screen while the learner is acting on the page (they
 * scrolled, pressed a key or clicked): opening a lesson is not reading it, and nothing is marked
 * by a timer. The end of the last part (the end of the text) reads every section. A short text
 * that fits the screen is read by 'Mark complete', or by any action of the learner with its end in
 * view (pressing Next included).
 */
import { useEffect, useMemo, useRef } from 'react';
import { Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.css';
import type { LessonRow } from '@/data/db';
import { contentLanguageProps } from '@/ui/content-language';
import { lessonSectionsHtml } from '../lesson-html';
import { observeReadEnds } from './read-ends';

/** The text of `lesson`; `onRead(sections)` runs once per part whose end the learner reached. */
export function TextLesson({ lesson, onRead, language }: { lesson: LessonRow; onRead: (sections: number[]) => void; language?: string | null | undefined }) {
  const sections = Math.max(1, lesson.sections);
  const parts = useMemo(() => lessonSectionsHtml(lesson.content, sections), [lesson.content, sections]);
  const ends = useRef<Array<HTMLDivElement | null>>([]);
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  });
  useEffect(() => {
    const last = parts.length - 1;
    const markers = ends.current.slice(0, parts.length).filter((el): el is HTMLDivElement => el !== null);
    return observeReadEnds(markers, (index) => read.current(index === last ? Array.from({ length: sections }, (_, i) => i) : [index]));
  }, [lesson.id, parts.length, sections]);
  return (
    <Typography {...contentLanguageProps(language)}>
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
