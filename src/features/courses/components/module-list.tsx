/** The modules of a course in order, each with its progress and its lessons (completion marks, links into the player when enrolled). */
import '@mantine/core/styles/List.css';
import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ModuleDetails } from '../data/course-details';
import { playerHref } from '../data/course-access';
import { ProgressBar } from './course-progress-bar';
import { lessonKind } from '@/data/lesson-kind';

/** The course outline; lessons link to the player only when `canOpen`. */
export function ModuleList({ courseId, modules, canOpen }: { courseId: string; modules: ModuleDetails[]; canOpen: boolean }) {
  return (
    <Stack gap="lg">
      {modules.map(({ module, lessons, percent }) => (
        <Stack key={module.id} gap="xs" component="section" aria-labelledby={`module-${module.id}`}>
          <Title order={2} size="h4" id={`module-${module.id}`}>
            {module.title}
          </Title>
          {canOpen ? <ProgressBar percent={percent} label={module.title} /> : null}
          <List listStyleType="none" spacing={6} aria-label={`Lessons of ${module.title}`}>
            {lessons.map(({ lesson, percent: done, completed }) => (
              <List.Item key={lesson.id}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap="xs" wrap="nowrap">
                    <Text aria-hidden c={completed ? 'teal' : 'dimmed'} fw={700} w={16}>
                      {completed ? '✓' : '•'}
                    </Text>
                    {canOpen ? (
                      <Anchor component={Link} to={playerHref(courseId, lesson.id)}>
                        {lesson.title}
                      </Anchor>
                    ) : (
                      <Text>{lesson.title}</Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {lessonKind(lesson)}
                    </Text>
                  </Group>
                  <Text size="xs" c={completed ? 'teal' : 'dimmed'}>
                    {completed ? 'Completed' : done > 0 ? `${done}%` : ''}
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
