/** 'New course': a title, then the server creates a draft (queued when offline) and the editor opens it. */
import { Button, Group, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_TITLE_MAX } from '@contract/admin';
import { createCourse } from '../data/course-writes';
import { adminCoursesNs } from '../messages/en';

/** The create-course form. */
export function NewCourse() {
  const { t } = useTranslation(adminCoursesNs);
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const create = () => {
    if (!title.trim()) return;
    setBusy(true);
    void createCourse(title.trim())
      .then((course) => navigate({ to: '/edit-course/$course', params: { course } }))
      .finally(() => setBusy(false));
  };
  return (
    <Group
      align="flex-end"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        create();
      }}
    >
      <TextInput label={t('newCourse.label')} value={title} maxLength={COURSE_TITLE_MAX} onChange={(e) => setTitle(e.currentTarget.value)} w={300} />
      <Button type="submit" variant="brandPrimary" loading={busy} disabled={!title.trim()}>
        {t('newCourse.create')}
      </Button>
    </Group>
  );
}
