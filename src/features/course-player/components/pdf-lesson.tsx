/** A PDF lesson: shown inline (from the media cache when downloaded) with a download link. */
import { Anchor, Stack, Text } from '@mantine/core';
import type { LessonRow } from '@/data/db';

/** The PDF of `lesson`. */
export function PdfLesson({ lesson }: { lesson: LessonRow }) {
  if (!lesson.mediaUrl) return <Text c="dimmed">This document is not available.</Text>;
  return (
    <Stack gap="xs">
      {lesson.content ? <Text size="sm">{lesson.content}</Text> : null}
      <object data={lesson.mediaUrl} type="application/pdf" aria-label={`Document: ${lesson.title}`} style={{ width: '100%', height: '70vh', borderRadius: 12 }}>
        <Text size="sm">This browser cannot show the document here; use the link below.</Text>
      </object>
      <Anchor href={lesson.mediaUrl} download>
        Download the PDF
      </Anchor>
    </Stack>
  );
}
