/** The modules of a course in order, each with its progress and its lessons (completion marks, links into the player when enrolled). */
import '@mantine/core/styles/List.css';
import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ModuleDetails } from '../data/course-details';
import { playerHref } from '../data/course-access';
import { ProgressBar } from './course-progress-bar';
import { lessonKind } from '@/data/lesson-kind';
import { contentLanguageProps } from '@/ui/content-language';
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../messages/en';

/** The marks before a lesson: completed, or not yet. */
const DONE_MARK = '✓';
const OPEN_MARK = '•';

/** The course outline; lessons link to the player only when `canOpen`; `language`: the course's, marking the author's titles. */
export function ModuleList({ courseId, modules, canOpen, language = null }: { courseId: string; modules: ModuleDetails[]; canOpen: boolean; language?: string | null }) {
  const { t } = useTranslation(coursesNs);
  const authored = contentLanguageProps(language);
  return (
    <Stack gap="lg">
      {modules.map(({ module, lessons, percent }) => (
        <Stack key={module.id} gap="xs" component="section" aria-labelledby={`module-${module.id}`}>
          <Title order={2} size="h4" id={`module-${module.id}`} {...authored}>
            {module.title}
          </Title>
          {canOpen ? <ProgressBar percent={percent} label={module.title} /> : null}
          <List listStyleType="none" spacing={6} aria-label={t('lessonsOf', { module: module.title })}>
            {lessons.map(({ lesson, percent: done, completed }) => (
              <List.Item key={lesson.id}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap="xs" wrap="nowrap">
                    <Text aria-hidden c={completed ? 'teal' : 'dimmed'} fw={700} w={16}>
                      {completed ? DONE_MARK : OPEN_MARK}
                    </Text>
                    {canOpen ? (
                      <Anchor component={Link} to={playerHref(courseId, lesson.id)} {...authored}>
                        {lesson.title}
                      </Anchor>
                    ) : (
                      <Text {...authored}>{lesson.title}</Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {t(`kinds.${lessonKind(lesson)}`)}
                    </Text>
                  </Group>
                  <Text size="xs" c={completed ? 'teal' : 'dimmed'}>
                    {completed ? t('completed') : done > 0 ? `${done}%` : ''}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
