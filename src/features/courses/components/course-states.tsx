/** The loading and not-on-this-device states of the screens about one course. */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../messages/en';

/** Shown while the local database answers. */
export function CourseLoading() {
  const { t } = useTranslation(coursesNs);
  return (
    <Center p="xl">
      <DelayedLoader label={t('loadingCourse')} />
    </Center>
  );
}

/** Said when the device does not hold the course. */
export function CourseMissing() {
  const { t } = useTranslation(coursesNs);
  return (
    <Stack gap="xs">
      <Title order={1}>{t('notFound')}</Title>
      <Text>{t('notOnDevice')}</Text>
      <Button component={Link} to="/courses" variant="brandSecondary" w="fit-content">
        {t('allCourses')}
      </Button>
    </Stack>
  );
}
