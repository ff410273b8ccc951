/** Invite one person by email with a role (and a learner's batch). Needs the network. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, Select, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@contract/api';
import { apiRequest } from '@/data/api-client';
import { notify, problemText, type AdminBatch } from './api';
import { adminPeopleNs } from './messages/en';

/** The roles to choose from, named in the language shown. */
const roleOptions = (t: TFunction<typeof adminPeopleNs>): { value: Role; label: string }[] => [
  { value: 'learner', label: t('roles.learner') },
  { value: 'teacher', label: t('roles.teacher') },
  { value: 'admin', label: t('roles.admin') },
];

export function InviteForm({ batches, onInvited }: { batches: AdminBatch[]; onInvited: () => void }) {
  const { t } = useTranslation(adminPeopleNs);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('learner');
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
      notify(t('invite.invited', { email, role: t(`roleWords.${role}`) }), 'green');
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
    <form onSubmit={(event) => void submit(event)} aria-label={t('invite.form')}>
      <Group align="flex-end" wrap="wrap">
        <TextInput label={t('invite.email')} type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} />
        <TextInput label={t('invite.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Select label={t('invite.role')} data={roleOptions(t)} value={role} onChange={(v) => setRole((v ?? 'learner') as Role)} allowDeselect={false} />
        <Select
          label={t('invite.batch')}
          placeholder={t('invite.noBatch')}
          clearable
          disabled={role !== 'learner'}
          data={batches.filter((b) => !b.archived).map((b) => ({ value: b.id, label: b.name }))}
          value={batchId}
          onChange={setBatchId}
        />
        <Button type="submit" loading={busy}>{t('invite.invite')}</Button>
      </Group>
    </form>
  );
}
export { roleOptions };
