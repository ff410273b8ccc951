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
import { useLiveQuery } from '@/data/live-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { batchStatus, MAX_BATCH_TEACHERS } from '@contract/people';
import { apiRequest } from '@/data/api-client';
import { db } from '@/data/db';
import { notify, problemText, type AdminBatch, type Person } from './api';
import { adminPeopleNs } from './messages/en';

const today = () => new Date().toISOString().slice(0, 10);
const orNull = (value: string) => (value.trim() === '' ? null : value);

export function BatchForm({ batch, teachers, onClose, onSaved }: { batch: AdminBatch | null; teachers: Person[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(adminPeopleNs);
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
      notify(batch ? t('batchForm.saved') : t('batchForm.created', { name }), 'green');
      onSaved();
      onClose();
    } catch (failure) {
      setError(problemText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={batch ? t('batchForm.editTitle', { name: batch.name }) : t('batchForm.newTitle')}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          {error && <Alert color="red" role="alert">{error}</Alert>}
          <TextInput label={t('batchForm.name')} required maxLength={120} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Select
            label={t('batchForm.course')}
            required
            searchable
            disabled={batch !== null}
            data={(courses ?? []).map((c) => ({ value: c.id, label: c.title }))}
            value={courseId}
            onChange={setCourseId}
          />
          <MultiSelect
            label={t('batchForm.teachers')}
            description={t('batchForm.teachersHint')}
            clearable
            searchable
            maxValues={MAX_BATCH_TEACHERS}
            data={teachers.map((p) => ({ value: p.userId!, label: p.displayName ?? p.email ?? p.userId! }))}
            value={teacherIds}
            onChange={setTeacherIds}
          />
          <TextInput
            label={t('batchForm.start')}
            type="date"
            value={startsOn}
            readOnly={startLocked}
            description={startLocked ? t('batchForm.startLocked') : undefined}
            onChange={(e) => setStartsOn(e.currentTarget.value)}
          />
          <TextInput label={t('batchForm.end')} type="date" value={endsOn} onChange={(e) => setEndsOn(e.currentTarget.value)} />
          <TextInput label={t('batchForm.enrolmentEnd')} type="date" value={enrolmentEndsOn} onChange={(e) => setEnrolmentEndsOn(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('batchForm.cancel')}</Button>
            <Button type="submit" loading={busy} disabled={!name.trim() || !courseId}>{batch ? t('batchForm.save') : t('batchForm.create')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
