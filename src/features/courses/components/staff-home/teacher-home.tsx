/** A teacher's dashboard: their batches (local data) with who needs attention, and links to the teacher screens. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { DelayedLoader } from '@/ui/delayed-loader';
import { QUIET_DAYS, useTeacherBatches } from '../../data/staff-home';
import { StaffLinks, TEACHER_LINKS } from './staff-links';

/** The teacher's home. */
export function TeacherHome() {
  const batches = useTeacherBatches();
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="teacher-batches">
        <Title order={2} size="h3" id="teacher-batches">
          Your batches
        </Title>
        {batches === undefined ? (
          <DelayedLoader label="Loading your batches" />
        ) : batches.length === 0 ? (
          <Text>Your batches appear here after the first sync. Until then, open them from the screens below.</Text>
        ) : (
          batches.map((batch) => (
            <Paper key={batch.id} withBorder p="md" radius="brandSmall" component="article" aria-label={batch.name}>
              <Text fw={600}>{batch.name}</Text>
              <Text size="sm">
                {batch.courseTitle} · {batch.students === 1 ? '1 student' : `${batch.students} students`} · average progress {batch.averagePercent}%
              </Text>
              <Text size="sm" c={batch.needAttention.length ? 'red.8' : undefined}>
                {batch.needAttention.length
                  ? `Needs attention (no activity for ${QUIET_DAYS} days): ${batch.needAttention.join(', ')}`
                  : 'Everyone has been active recently.'}
              </Text>
            </Paper>
          ))
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="teacher-screens">
        <Title order={2} size="h3" id="teacher-screens">
          Teaching
        </Title>
        <StaffLinks links={TEACHER_LINKS} label="Teacher screens" />
      </Stack>
    </Stack>
  );
}
