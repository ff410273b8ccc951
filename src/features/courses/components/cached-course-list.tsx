/**
 * My Courses as cached on this device: a card per course (title and summary), an empty state
 * before the first sync, and a loader while the local database opens. Small on purpose: the
 * courses issue replaces it with the full catalogue.
 */
import { Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCachedCourses } from '../data/courses';

/** The cached courses. */
export function CachedCourseList() {
  const courses = useCachedCourses();
  return (
    <Stack gap="md">
      <Title order={1}>My Courses</Title>
      {courses === undefined ? (
        <Center p="xl">
          <Loader aria-label="Loading courses" />
        </Center>
      ) : courses.length === 0 ? (
        <Text c="dimmed">No courses yet — they appear after your first sync.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" aria-label="Courses" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {courses.map((course) => (
            <Card key={course.id} component="li" withBorder padding="lg">
              <Title order={2} size="h4">
                {course.title}
              </Title>
              {course.summary ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {course.summary}
                </Text>
              ) : null}
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
