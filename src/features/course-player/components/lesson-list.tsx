/** The course's lessons by module, each with its completion mark; the open lesson is marked current. */
import { NavLink, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/NavLink.css';
import { Link } from '@tanstack/react-router';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import type { LessonRow, ModuleRow } from '@/data/db';
import { lessonKind } from '@/data/lesson-kind';
import { contentLanguageProps } from '@/ui/content-language';
import { useTranslation } from 'react-i18next';
import { coursePlayerNs } from '../messages/en';

/** Lessons grouped under their modules. */
export function LessonList(props: { courseId: string; modules: ModuleRow[]; lessons: LessonRow[]; currentId: string | undefined; sectionsDone: (lesson: LessonRow) => number; language?: string | null | undefined }) {
  const { courseId, modules, lessons, currentId, sectionsDone } = props;
  const { t } = useTranslation(coursePlayerNs);
  // The author's titles carry the course's language; the app's own words (kind, progress) do not.
  const authored = contentLanguageProps(props.language);
  return (
    <Stack gap="sm" component="nav" aria-label={t('lessons')}>
      {modules.map((m) => (
        <Stack key={m.id} gap={2}>
          <Text fw={600} size="sm" component="h2" m={0} {...authored}>
            {m.title}
          </Text>
          {lessons
            .filter((l) => l.moduleId === m.id)
            .map((l) => {
              const sections = Math.max(1, l.sections);
              const read = sectionsDone(l);
              const done = read >= sections;
              const kind = t(`kinds.${lessonKind(l)}`);
              return (
                <NavLink
                  key={l.id}
                  renderRoot={(rootProps) => <Link {...rootProps} to="/course-player/$course" params={{ course: courseId }} search={{ lesson: l.id }} />}
                  active={l.id === currentId}
                  aria-current={l.id === currentId ? 'page' : undefined}
                  label={<span {...authored}>{l.title}</span>}
                  description={done ? t('completed') : read > 0 ? t('sectionsDone', { kind, read, sections }) : kind}
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
