/**
 * 'Send announcement' (issue 53, item 5): an admin writes to everyone in one course or in one batch.
 * The announcement is queued like any other write (offline too): it is on this device at once, and
 * after the next sync the recipients see it on their dashboard, in their notification centre and, where
 * they turned push on, on their phone. A refusal shows in the list's refused-writes panel.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useLiveQuery } from '@/data/live-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from '@contract/admin';
import { db } from '@/data/db';
import { useSignedInUser } from '@/data/signed-in-user';
import { DialogButton } from '@/ui/dialog-button';
import { showToast } from '@/ui/toast';
import { sendAnnouncement, type AnnouncementDraft } from '../data/course-writes';
import { adminCoursesNs } from '../messages/en';

/** The recipients' choices: every course, then every batch (named with its course); values `course:ID` / `batch:ID`. */
function useRecipientOptions() {
  const { t } = useTranslation(adminCoursesNs);
  return useLiveQuery(async () => {
    const [courses, batches] = await Promise.all([db.courses.orderBy('title').toArray(), db.batches.toArray()]);
    const live = courses.filter((course) => course.status !== 'archived');
    return [
      { group: t('announcement.everyoneInCourse'), items: live.map((course) => ({ value: `course:${course.id}`, label: course.title })) },
      {
        group: t('announcement.oneBatch'),
        items: batches
          .sort((a, b) => a.courseTitle.localeCompare(b.courseTitle) || a.name.localeCompare(b.name))
          .map((batch) => ({ value: `batch:${batch.id}`, label: `${batch.name} (${batch.courseTitle})` })),
      },
    ].filter((group) => group.items.length > 0);
  }, [t]);
}

function recipients(value: string): Pick<AnnouncementDraft, 'batchId' | 'courseId'> {
  return value.startsWith('batch:') ? { batchId: value.slice('batch:'.length) } : { courseId: value.slice('course:'.length) };
}

function AnnouncementForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(adminCoursesNs);
  const sender = useSignedInUser()?.user;
  const options = useRecipientOptions();
  const [to, setTo] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = Boolean(sender && to && title.trim() && body.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sender || !to || !ready) return;
    setBusy(true);
    try {
      await sendAnnouncement({ ...recipients(to), title, body }, sender);
      showToast({ color: 'green', message: navigator.onLine ? t('announcement.sent') : t('announcement.saved') });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack>
        <Select
          label={t('announcement.to')}
          required
          searchable
          nothingFoundMessage={t('announcement.nothingFound')}
          placeholder={t('announcement.choose')}
          data={options ?? []}
          value={to}
          onChange={setTo}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label={t('announcement.title')} required maxLength={ANNOUNCEMENT_TITLE_MAX} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Textarea
          label={t('announcement.message')}
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={ANNOUNCEMENT_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          description={t('announcement.messageHint', { length: body.length, max: ANNOUNCEMENT_BODY_MAX })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('announcement.cancel')}
          </Button>
          <Button type="submit" variant="brandPrimary" loading={busy} disabled={!ready}>
            {t('announcement.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The button and its dialog. */
export function SendAnnouncement() {
  const { t } = useTranslation(adminCoursesNs);
  return (
    <DialogButton label={t('announcement.open')} hint={t('announcement.hint')}>
      {(close) => <AnnouncementForm onClose={close} />}
    </DialogButton>
  );
}
