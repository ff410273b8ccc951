/** The outline: modules and their lessons, each list reordered by drag or keyboard; add, rename, delete. */
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { SortableRows } from '@/ui/sortable/sortable-rows';
import { findLesson, type OutlineAction, type OutlineState } from '../store/outline.store';
import { LessonEditor } from './lesson-editor';
import { courseEditorNs } from '../messages/en';

const newId = () => crypto.randomUUID();

function ModuleEditor({ state, moduleId, dispatch }: { state: OutlineState; moduleId: string; dispatch: Dispatch<OutlineAction> }) {
  const { t } = useTranslation(courseEditorNs);
  const module = state.modules.find((m) => m.id === moduleId);
  if (!module) return null;
  const lessons = module.lessonIds.map((id) => findLesson(state, id)).filter((l) => l !== undefined);
  const isNew = (id: string) => state.newLessons.some((l) => l.id === id);
  return (
    <Stack gap="xs" p="sm" style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 12 }}>
      <Group align="flex-end">
        <TextInput label={t('outline.moduleTitle')} value={module.title} onChange={(e) => dispatch({ type: 'moduleRenamed', id: module.id, title: e.currentTarget.value })} style={{ flex: 1 }} />
        <Button variant="subtle" color="red" onClick={() => dispatch({ type: 'moduleDeleted', id: module.id })}>{t('outline.deleteModule')}</Button>
      </Group>
      <SortableRows
        noun="lesson"
        items={lessons.map((lesson) => ({
          id: lesson.id,
          label: lesson.title || t('outline.untitledLesson'),
          node: (
            <Stack gap={4}>
              {isNew(lesson.id) && <Badge size="sm" variant="light" w="fit-content">{t('outline.newBadge')}</Badge>}
              <LessonEditor
                lesson={lesson}
                isNew={isNew(lesson.id)}
                onChange={(patch) => dispatch({ type: 'lessonEdited', lessonId: lesson.id, patch })}
                onDelete={() => dispatch(isNew(lesson.id) ? { type: 'newLessonRemoved', lessonId: lesson.id } : { type: 'lessonDeleted', lessonId: lesson.id })}
              />
            </Stack>
          ),
        }))}
        onMove={(id, toIndex) => dispatch({ type: 'lessonMoved', lessonId: id, toModuleId: module.id, toIndex })}
      />
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => dispatch({ type: 'newLessonAdded', moduleId: module.id, lesson: { id: newId(), title: t('outline.newLesson'), type: 'text', content: '<p></p>', mediaUrl: null, sections: 1 } })}
        >
          {t('outline.addLesson')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Modules in order, each with its lessons. */
export function OutlineEditor({ state, dispatch }: { state: OutlineState; dispatch: Dispatch<OutlineAction> }) {
  const { t } = useTranslation(courseEditorNs);
  return (
    <Stack>
      <Title order={2} size="h3">{t('outline.title')}</Title>
      <SortableRows
        noun="module"
        items={state.modules.map((m) => ({ id: m.id, label: m.title || t('outline.untitledModule'), node: <ModuleEditor state={state} moduleId={m.id} dispatch={dispatch} /> }))}
        onMove={(id, toIndex) => dispatch({ type: 'moduleMoved', id, toIndex })}
      />
      <Group>
        <Button variant="light" onClick={() => dispatch({ type: 'moduleAdded', id: newId(), title: t('outline.newModule') })}>{t('outline.addModule')}</Button>
      </Group>
    </Stack>
  );
}
