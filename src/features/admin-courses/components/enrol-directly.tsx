/** 'Enrol people directly': a course and one or more people, enrolled at once (queued when offline). */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Group, MultiSelect, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addEnrolments } from '../data/enrolment-writes';
import { adminCoursesNs } from '../messages/en';

/** The direct enrolment form over the device's courses and people. */
export function EnrolDirectly({ courses, people }: { courses: { id: string; title: string }[]; people: { id: string; name: string }[] }) {
  const { t } = useTranslation(adminCoursesNs);
  const [courseId, setCourseId] = useState<string | null>(null);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const enrol = () => {
    if (!courseId || userIds.length === 0) return;
    setBusy(true);
    void addEnrolments(courseId, userIds)
      .then(() => setUserIds([]))
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="enrol-directly">
      <Title order={2} size="h4" id="enrol-directly">
        {t('enrol.title')}
      </Title>
      <Group align="flex-end" wrap="wrap">
        <Select label={t('enrol.course')} data={courses.map((c) => ({ value: c.id, label: c.title }))} value={courseId} onChange={setCourseId} searchable w={260} />
        <MultiSelect
          label={t('enrol.people')}
          data={people.map((p) => ({ value: p.id, label: p.name }))}
          value={userIds}
          onChange={setUserIds}
          searchable
          limit={50}
          w={320}
        />
        <Button variant="brandPrimary" onClick={enrol} loading={busy} disabled={!courseId || userIds.length === 0}>
          {t('enrol.enrol')}
        </Button>
      </Group>
    </Stack>
  );
}
