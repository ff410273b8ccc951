/** The outline: modules and their lessons, each list reordered by drag or keyboard; add, rename, delete. */
import type { Dispatch } from 'react';
import { Badge, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { SortableRows } from '@/ui/sortable/sortable-rows';
import { findLesson, type OutlineAction, type OutlineState } from '../store/outline.store';
import { LessonEditor } from './lesson-editor';

const newId = () => crypto.randomUUID();

function ModuleEditor({ state, moduleId, dispatch }: { state: OutlineState; moduleId: string; dispatch: Dispatch<OutlineAction> }) {
  const module = state.modules.find((m) => m.id === moduleId);
  if (!module) return null;
  const lessons = module.lessonIds.map((id) => findLesson(state, id)).filter((l) => l !== undefined);
  const isNew = (id: string) => state.newLessons.some((l) => l.id === id);
  return (
    <Stack gap="xs" p="sm" style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 12 }}>
      <Group align="flex-end">
        <TextInput label="Module title" value={module.title} onChange={(e) => dispatch({ type: 'moduleRenamed', id: module.id, title: e.currentTarget.value })} style={{ flex: 1 }} />
        <Button variant="subtle" color="red" onClick={() => dispatch({ type: 'moduleDeleted', id: module.id })}>Delete module</Button>
      </Group>
      <SortableRows
        noun="lesson"
        items={lessons.map((lesson) => ({
          id: lesson.id,
          label: lesson.title || 'untitled lesson',
          node: (
            <Stack gap={4}>
              {isNew(lesson.id) && <Badge size="sm" variant="light" w="fit-content">New</Badge>}
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
          onClick={() => dispatch({ type: 'newLessonAdded', moduleId: module.id, lesson: { id: newId(), title: 'New lesson', type: 'text', content: '<p></p>', mediaUrl: null, sections: 1 } })}
        >
          Add lesson
        </Button>
      </Group>
    </Stack>
  );
}

/** Modules in order, each with its lessons. */
export function OutlineEditor({ state, dispatch }: { state: OutlineState; dispatch: Dispatch<OutlineAction> }) {
  return (
    <Stack>
      <Title order={2} size="h3">Modules and lessons</Title>
      <SortableRows
        noun="module"
        items={state.modules.map((m) => ({ id: m.id, label: m.title || 'untitled module', node: <ModuleEditor state={state} moduleId={m.id} dispatch={dispatch} /> }))}
        onMove={(id, toIndex) => dispatch({ type: 'moduleMoved', id, toIndex })}
      />
      <Group>
        <Button variant="light" onClick={() => dispatch({ type: 'moduleAdded', id: newId(), title: 'New module' })}>Add module</Button>
      </Group>
    </Stack>
  );
}
