/** The loading and not-on-this-device states of the screens about one course. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DelayedLoader } from '@/ui/delayed-loader';

/** Shown while the local database answers. */
export function CourseLoading() {
  return (
    <Center p="xl">
      <DelayedLoader label="Loading the course" />
    </Center>
  );
}

/** Said when the device does not hold the course. */
export function CourseMissing() {
  return (
    <Stack gap="xs">
      <Title order={1}>Course not found</Title>
      <Text>This course is not on this device. It may have been removed, or it arrives with the next sync.</Text>
      <Button component={Link} to="/courses" variant="brandSecondary" w="fit-content">
        All courses
      </Button>
    </Stack>
  );
}
