/** Invite one person by email with a role (and a learner's batch). Needs the network. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '@/data/api-client';
import { notify, problemText, type AdminBatch } from './api';

const roleOptions = [
  { value: 'learner', label: 'Learner' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'admin', label: 'Admin' },
];

export function InviteForm({ batches, onInvited }: { batches: AdminBatch[]; onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState('learner');
  const [batchId, setBatchId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiRequest('/admin/invitations', {
        method: 'POST',
        body: { email, displayName: name.trim() || null, role, batchId: role === 'learner' ? batchId : null },
      });
      notify(`${email} is invited as ${role}.`, 'green');
      setEmail('');
      setName('');
      onInvited();
    } catch (failure) {
      setError(problemText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Invite a person">
      <Group align="flex-end" wrap="wrap">
        <TextInput label="Email" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} />
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Select label="Role" data={roleOptions} value={role} onChange={(v) => setRole(v ?? 'learner')} allowDeselect={false} />
        <Select
          label="Batch"
          placeholder="None"
          clearable
          disabled={role !== 'learner'}
          data={batches.filter((b) => !b.archived).map((b) => ({ value: b.id, label: b.name }))}
          value={batchId}
          onChange={setBatchId}
        />
        <Button type="submit" loading={busy}>Invite</Button>
      </Group>
    </form>
  );
}
export { roleOptions };
