/**
 * Create or edit a batch: name, course, one or more teachers (the first is the lead), start, end and
 * enrolment-end dates. The start date
 * is read-only once the batch runs (the server refuses to move it too). Needs the network.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Alert, Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import { batchStatus, MAX_BATCH_TEACHERS } from '@contract/people';
import { apiRequest } from '@/data/api-client';
import { db } from '@/data/db';
import { notify, problemText, type AdminBatch, type Person } from './api';

const today = () => new Date().toISOString().slice(0, 10);
const orNull = (value: string) => (value.trim() === '' ? null : value);

export function BatchForm({ batch, teachers, onClose, onSaved }: { batch: AdminBatch | null; teachers: Person[]; onClose: () => void; onSaved: () => void }) {
  const courses = useLiveQuery(() => db.courses.orderBy('title').toArray(), []);
  const [name, setName] = useState(batch?.name ?? '');
  const [courseId, setCourseId] = useState<string | null>(batch?.courseId ?? null);
  const [teacherIds, setTeacherIds] = useState<string[]>(batch?.teacherIds ?? []);
  const [startsOn, setStartsOn] = useState(batch?.startsOn ?? '');
  const [endsOn, setEndsOn] = useState(batch?.endsOn ?? '');
  const [enrolmentEndsOn, setEnrolmentEndsOn] = useState(batch?.enrolmentEndsOn ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const startLocked = batch !== null && batch.startsOn !== null && batchStatus(batch.startsOn, batch.endsOn, today()) !== 'upcoming';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const dates = { endsOn: orNull(endsOn), enrolmentEndsOn: orNull(enrolmentEndsOn), ...(startLocked ? {} : { startsOn: orNull(startsOn) }) };
    try {
      if (batch) {
        await apiRequest(`/admin/manage/batches/${batch.id}`, { method: 'PATCH', body: { name, teacherIds, ...dates } });
      } else {
        await apiRequest('/admin/manage/batches', { method: 'POST', body: { name, courseId, teacherIds, ...dates } });
      }
      notify(batch ? 'Batch saved.' : `Batch ${name} created.`, 'green');
      onSaved();
      onClose();
    } catch (failure) {
      setError(problemText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={batch ? `Edit ${batch.name}` : 'New batch'}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          {error && <Alert color="red" role="alert">{error}</Alert>}
          <TextInput label="Name" required maxLength={120} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Select
            label="Course"
            required
            searchable
            disabled={batch !== null}
            data={(courses ?? []).map((c) => ({ value: c.id, label: c.title }))}
            value={courseId}
            onChange={setCourseId}
          />
          <MultiSelect
            label="Teachers"
            description="Each one sees the batch and its learners; the first is the lead."
            clearable
            searchable
            maxValues={MAX_BATCH_TEACHERS}
            data={teachers.map((t) => ({ value: t.userId!, label: t.displayName ?? t.email ?? t.userId! }))}
            value={teacherIds}
            onChange={setTeacherIds}
          />
          <TextInput
            label="Start date"
            type="date"
            value={startsOn}
            readOnly={startLocked}
            description={startLocked ? 'The batch is running: its start date cannot move.' : undefined}
            onChange={(e) => setStartsOn(e.currentTarget.value)}
          />
          <TextInput label="End date" type="date" value={endsOn} onChange={(e) => setEndsOn(e.currentTarget.value)} />
          <TextInput label="Enrolment end date" type="date" value={enrolmentEndsOn} onChange={(e) => setEnrolmentEndsOn(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button type="submit" loading={busy} disabled={!name.trim() || !courseId}>{batch ? 'Save' : 'Create batch'}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
