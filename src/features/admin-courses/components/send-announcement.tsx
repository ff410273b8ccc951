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
import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from '@contract/admin';
import { db } from '@/data/db';
import { useSignedInUser } from '@/data/signed-in-user';
import { showToast } from '@/ui/toast';
import { sendAnnouncement, type AnnouncementDraft } from '../data/course-writes';

/** The recipients' choices: every course, then every batch (named with its course); values `course:ID` / `batch:ID`. */
function useRecipientOptions() {
  return useLiveQuery(async () => {
    const [courses, batches] = await Promise.all([db.courses.orderBy('title').toArray(), db.batches.toArray()]);
    const live = courses.filter((course) => course.status !== 'archived');
    return [
      { group: 'Everyone in a course', items: live.map((course) => ({ value: `course:${course.id}`, label: course.title })) },
      {
        group: 'One batch',
        items: batches
          .sort((a, b) => a.courseTitle.localeCompare(b.courseTitle) || a.name.localeCompare(b.name))
          .map((batch) => ({ value: `batch:${batch.id}`, label: `${batch.name} (${batch.courseTitle})` })),
      },
    ].filter((group) => group.items.length > 0);
  }, []);
}

function recipients(value: string): Pick<AnnouncementDraft, 'batchId' | 'courseId'> {
  return value.startsWith('batch:') ? { batchId: value.slice('batch:'.length) } : { courseId: value.slice('course:'.length) };
}

function AnnouncementForm({ onClose }: { onClose: () => void }) {
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
      showToast({ color: 'green', message: navigator.onLine ? 'Announcement sent.' : 'Announcement saved on this device; it is sent when you are back online.' });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack>
        <Select
          label="To"
          required
          searchable
          nothingFoundMessage="No course or batch on this device yet"
          placeholder="Choose a course or a batch"
          data={options ?? []}
          value={to}
          onChange={setTo}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label="Title" required maxLength={ANNOUNCEMENT_TITLE_MAX} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Textarea
          label="Message"
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={ANNOUNCEMENT_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          description={`${body.length} of ${ANNOUNCEMENT_BODY_MAX} characters. Plain text; recipients with push turned on also get it on their phone.`}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="brandPrimary" loading={busy} disabled={!ready}>
            Send announcement
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The button and its dialog. */
export function SendAnnouncement() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Group>
        <Button variant="brandSecondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Send announcement
        </Button>
        <Text size="sm" c="dimmed">
          To everyone in a course or a batch, on their dashboard and phone.
        </Text>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Send announcement">
        {open && <AnnouncementForm onClose={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
