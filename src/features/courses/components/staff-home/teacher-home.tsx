/** A teacher's dashboard: their batches (local data) with who needs attention, and links to the teacher screens. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { DelayedLoader } from '@/ui/delayed-loader';
import { QUIET_DAYS, useTeacherBatches } from '../../data/staff-home';
import { StaffLinks, TEACHER_LINKS } from './staff-links';
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../../messages/en';

/** The teacher's home. */
export function TeacherHome() {
  const batches = useTeacherBatches();
  const { t } = useTranslation(coursesNs);
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="teacher-batches">
        <Title order={2} size="h3" id="teacher-batches">
          {t('yourBatches')}
        </Title>
        {batches === undefined ? (
          <DelayedLoader label={t('loadingBatches')} />
        ) : batches.length === 0 ? (
          <Text>{t('noBatches')}</Text>
        ) : (
          batches.map((batch) => (
            <Paper key={batch.id} withBorder p="md" radius="brandSmall" component="article" aria-label={batch.name}>
              <Text fw={600}>{batch.name}</Text>
              <Text size="sm">
                {t('batchLine', { course: batch.courseTitle, students: t('students', { count: batch.students }), percent: batch.averagePercent })}
              </Text>
              <Text size="sm" c={batch.needAttention.length ? 'red.8' : undefined}>
                {batch.needAttention.length
                  ? t('needsAttention', { days: QUIET_DAYS, names: batch.needAttention.join(', ') })
                  : t('allActive')}
              </Text>
            </Paper>
          ))
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="teacher-screens">
        <Title order={2} size="h3" id="teacher-screens">
          {t('teaching')}
        </Title>
        <StaffLinks links={TEACHER_LINKS} label={t('teacherScreens')} />
      </Stack>
    </Stack>
  );
}
