/** The course's lessons by module, each with its completion mark; the open lesson is marked current. */
import { NavLink, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/NavLink.css';
import { Link } from '@tanstack/react-router';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import type { LessonRow, ModuleRow } from '@/data/db';
import { lessonKind } from '@/data/lesson-kind';

/** Lessons grouped under their modules. */
export function LessonList(props: { courseId: string; modules: ModuleRow[]; lessons: LessonRow[]; currentId: string | undefined; sectionsDone: (lesson: LessonRow) => number }) {
  const { courseId, modules, lessons, currentId, sectionsDone } = props;
  return (
    <Stack gap="sm" component="nav" aria-label="Lessons">
      {modules.map((m) => (
        <Stack key={m.id} gap={2}>
          <Text fw={600} size="sm" component="h2" m={0}>
            {m.title}
          </Text>
          {lessons
            .filter((l) => l.moduleId === m.id)
            .map((l) => {
              const sections = Math.max(1, l.sections);
              const read = sectionsDone(l);
              const done = read >= sections;
              const kind = lessonKind(l);
              return (
                <NavLink
                  key={l.id}
                  renderRoot={(rootProps) => <Link {...rootProps} to="/course-player/$course" params={{ course: courseId }} search={{ lesson: l.id }} />}
                  active={l.id === currentId}
                  aria-current={l.id === currentId ? 'page' : undefined}
                  label={l.title}
                  description={done ? 'Completed' : read > 0 ? `${kind} · ${read} of ${sections} sections done` : kind}
                  leftSection={
                    done ? <IconCircleCheckFilled size={18} color="var(--mantine-color-green-7)" aria-hidden /> : <IconCircleDashed size={18} aria-hidden />
                  }
                />
              );
            })}
        </Stack>
      ))}
    </Stack>
  );
}
