/**
 * A PDF lesson, drawn in the page by pdf.js (loaded only now), one page at a time with page
 * navigation, fitted to the width of the screen; offline it reads the downloaded copy. Showing the
 * last page reads the lesson. A download link stays for printing or another reader.
 */
import { useEffect, useRef, useState } from 'react';
import { Anchor, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { LessonRow } from '@/data/db';
import { usePdf } from './use-pdf';
import { useTranslation } from 'react-i18next';
import { coursePlayerNs } from '../messages/en';

/** The PDF of `lesson`; `onLastPage` runs once its last page has been drawn. */
export function PdfLesson({ lesson, onLastPage }: { lesson: LessonRow; onLastPage: () => void }) {
  const { t } = useTranslation(coursePlayerNs);
  if (!lesson.mediaUrl) return <Text c="dimmed">{t('documentMissing')}</Text>;
  return (
    <Stack gap="xs">
      {lesson.content ? <Text size="sm">{lesson.content}</Text> : null}
      <PdfViewer key={lesson.mediaUrl} url={lesson.mediaUrl} title={lesson.title} onLastPage={onLastPage} />
      <Anchor href={lesson.mediaUrl} download size="sm">
        {t('downloadPdf')}
      </Anchor>
    </Stack>
  );
}

function PdfViewer({ url, title, onLastPage }: { url: string; title: string; onLastPage: () => void }) {
  const { t } = useTranslation(coursePlayerNs);
  const pdf = usePdf(url);
  const [page, setPage] = useState(1);
  const [drawn, setDrawn] = useState(0);
  const { ref: frame, width } = useElementSize();
  const canvas = useRef<HTMLCanvasElement>(null);
  const lastPage = useRef(onLastPage);
  useEffect(() => {
    lastPage.current = onLastPage;
  });
  const doc = pdf.status === 'ready' ? pdf.doc : null;
  useEffect(() => {
    if (!doc || !canvas.current || width < 1) return;
    let live = true;
    doc.render(page, canvas.current, Math.floor(width)).then(
      () => live && setDrawn(page),
      () => {}, // a draw cancelled by the next one
    );
    return () => void (live = false);
  }, [doc, page, width]);
  const reachedEnd = doc !== null && drawn === doc.pages;
  useEffect(() => {
    if (reachedEnd) lastPage.current();
  }, [reachedEnd]);
  if (pdf.status === 'failed') {
    return (
      <Text size="sm" c="red.8" role="alert">
        {pdf.message}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Box ref={frame} pos="relative" mih={120} style={{ borderRadius: 12, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)', background: '#fff' }}>
        {drawn === 0 ? <Loader pos="absolute" top={40} left="calc(50% - 18px)" aria-label={t('loadingDocument')} /> : null}
        <canvas ref={canvas} role="img" aria-label={doc ? t('pageOf', { title, page, pages: doc.pages }) : t('page', { title, page })} style={{ display: 'block' }} />
      </Box>
      {doc && doc.pages > 1 ? (
        <Group gap="sm" justify="center" role="group" aria-label={t('documentPages')}>
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
            {t('previousPage')}
          </Button>
          <Text size="sm" aria-live="polite">
            {t('pageCount', { page, pages: doc.pages })}
          </Text>
          <Button size="xs" variant="default" disabled={page >= doc.pages} onClick={() => setPage((p) => Math.min(doc.pages, p + 1))}>
            {t('nextPage')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
