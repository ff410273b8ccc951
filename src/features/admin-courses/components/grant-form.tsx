/** 'Grant access': a course to people and/or a whole batch, with an optional last day (queued when offline). */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Group, MultiSelect, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantAccess } from '../data/access-writes';
import type { AccessData } from '../data/access';
import { adminCoursesNs } from '../messages/en';

/** The end of local day `day` (`YYYY-MM-DD`) as an ISO instant: a grant 'until 30 Nov' opens the course all that day. */
export function endOfDay(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

/** The grant form over the device's courses, people and batches. */
export function GrantForm({ data }: { data: Pick<AccessData, 'courses' | 'people' | 'batches'> }) {
  const { t } = useTranslation(adminCoursesNs);
  const [courseId, setCourseId] = useState<string | null>(null);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [batchId, setBatchId] = useState<string | null>(null);
  const [until, setUntil] = useState('');
  const [error, setError] = useState(false);
  const ready = courseId !== null && (userIds.length > 0 || batchId !== null);
  const grant = () => {
    if (!courseId) return;
    const expiresAt = until ? endOfDay(until) : null;
    if (expiresAt && Date.parse(expiresAt) <= Date.now()) {
      setError(true);
      return;
    }
    setError(false);
    void grantAccess({ courseId, userIds, ...(batchId ? { batchId } : {}), expiresAt }).then(() => {
      setUserIds([]);
      setBatchId(null);
    });
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="grant-access">
      <Title order={2} size="h4" id="grant-access">
        {t('grant.title')}
      </Title>
      <Group align="flex-end" wrap="wrap">
        <Select label={t('grant.course')} data={data.courses.map((c) => ({ value: c.id, label: c.title }))} value={courseId} onChange={setCourseId} searchable w={240} />
        <MultiSelect label={t('grant.people')} data={data.people.map((p) => ({ value: p.id, label: p.name }))} value={userIds} onChange={setUserIds} searchable limit={50} w={280} />
        <Select label={t('grant.batch')} placeholder={t('grant.noBatch')} clearable data={data.batches.map((b) => ({ value: b.id, label: b.name }))} value={batchId} onChange={setBatchId} w={220} />
        <TextInput label={t('grant.lastDay')} type="date" value={until} onChange={(e) => setUntil(e.currentTarget.value)} w={170} />
        <Button variant="brandPrimary" onClick={grant} disabled={!ready}>
          {t('grant.grant')}
        </Button>
      </Group>
      {error ? (
        <Text c="red.8" size="sm" role="alert">
          {t('grant.dayPassed')}
        </Text>
      ) : null}
    </Stack>
  );
}
