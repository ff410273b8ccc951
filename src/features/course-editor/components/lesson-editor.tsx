/** One lesson's fields: title, kind, and its text (rich text, loaded lazily) or its video or PDF (uploaded). */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Loader, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { LESSON_KINDS, OUTLINE_LIMITS, type EditorLesson } from '@contract/course-editor';
import { splitLessonSections } from '@contract/lesson-sections';
import { PackageField } from './package-field';
import { UploadField } from './upload-field';
import { courseEditorNs } from '../messages/en';

const RichText = lazy(() => import('./rich-text'));

/** Edits `lesson`; `isNew` says it is in newLessons (removed) rather than published (deleted). */
export function LessonEditor({ lesson, isNew, onChange, onDelete }: {
  lesson: EditorLesson;
  isNew: boolean;
  onChange: (patch: Partial<Omit<EditorLesson, 'id'>>) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(courseEditorNs);
  return (
    <Stack gap="xs" p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12 }}>
      <Group align="flex-end" wrap="wrap">
        <TextInput label={t('lesson.title')} value={lesson.title} onChange={(e) => onChange({ title: e.currentTarget.value })} style={{ flex: 1, minWidth: 200 }} />
        <SegmentedControl
          aria-label={t('lesson.kind')}
          value={lesson.type}
          onChange={(value) => {
            const type = LESSON_KINDS.find((kind) => kind === value) ?? 'text';
            onChange({ type, mediaUrl: type === 'text' || type === 'package' || lesson.type === 'package' ? null : lesson.mediaUrl });
          }}
          data={[
            { value: 'text', label: t('lesson.kinds.text') },
            { value: 'video', label: t('lesson.kinds.video') },
            { value: 'pdf', label: t('lesson.kinds.pdf') },
            { value: 'package', label: t('lesson.kinds.package') },
          ]}
        />
        <Button variant="subtle" color="red" onClick={onDelete}>{isNew ? t('lesson.removeNew') : t('lesson.delete')}</Button>
      </Group>
      {lesson.type === 'text' ? (
        <Suspense fallback={<Loader size="sm" aria-label={t('lesson.loadingEditor')} />}>
          <RichText key={lesson.id} label={t('lesson.textOf', { title: lesson.title })} content={lesson.content} sections={lesson.sections} onChange={(content) => onChange({ content, sections: Math.min(OUTLINE_LIMITS.sections, splitLessonSections(content).length) })} />
          <Text size="xs" c="gray.7">{t('lesson.sections', { count: lesson.sections })}</Text>
        </Suspense>
      ) : lesson.type === 'package' ? (
        <PackageField value={lesson.mediaUrl} onStored={(mediaUrl, items) => onChange({ mediaUrl, sections: Math.max(1, items) })} />
      ) : (
        <>
          <UploadField
            label={lesson.type === 'video' ? t('lesson.video') : t('lesson.pdf')}
            accept={lesson.type === 'video' ? 'video/mp4,video/webm' : 'application/pdf'}
            value={lesson.mediaUrl}
            onUploaded={(mediaUrl) => onChange({ mediaUrl })}
          />
          <Textarea label={t('lesson.description')} value={lesson.content} onChange={(e) => onChange({ content: e.currentTarget.value })} autosize minRows={2} />
        </>
      )}
    </Stack>
  );
}
