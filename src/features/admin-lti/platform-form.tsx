/** The form that registers an LTI 1.3 platform with the values the platform shows for this tool. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPlatform, problemText } from './api';
import { adminLtiNs } from './messages/en';

/** The fields in order; each is labelled and described by `form.<name>` and `form.<name>Hint`. */
const fields = ['name', 'issuer', 'clientId', 'authLoginUrl', 'authTokenUrl', 'jwksUrl'] as const;
type Field = (typeof fields)[number];
const empty = Object.fromEntries([...fields.map((f) => [f, '']), ['deploymentIds', '']]) as Record<Field | 'deploymentIds', string>;

/** Registers a platform; `onRegistered` reloads the list. */
export function PlatformForm({ disabled, onRegistered }: { disabled: boolean; onRegistered: () => void }) {
  const { t } = useTranslation(adminLtiNs);
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof empty, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const deploymentIds = values.deploymentIds.split(/[\s,]+/).filter(Boolean);
      await registerPlatform({ name: values.name.trim(), issuer: values.issuer.trim(), clientId: values.clientId.trim(), deploymentIds, authLoginUrl: values.authLoginUrl.trim(), authTokenUrl: values.authTokenUrl.trim(), jwksUrl: values.jwksUrl.trim() });
      setValues(empty);
      onRegistered();
    } catch (failure) {
      setError(problemText(failure));
    } finally {
      setBusy(false);
    }
  };
  const complete = fields.every((f) => values[f].trim()) && values.deploymentIds.trim();
  return (
    <Stack component="form" onSubmit={(event) => { event.preventDefault(); void submit(); }} maw={900}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields.map((f) => (
          <TextInput key={f} label={t(`form.${f}`)} description={t(`form.${f}Hint`)} value={values[f]} required maxLength={2000} onChange={(e) => set(f, e.currentTarget.value)} />
        ))}
        <Textarea label={t('form.deploymentIds')} description={t('form.deploymentIdsHint')} value={values.deploymentIds} required autosize minRows={1} onChange={(e) => set('deploymentIds', e.currentTarget.value)} />
      </SimpleGrid>
      {error && <Alert color="red">{error}</Alert>}
      <Group><Button type="submit" loading={busy} disabled={disabled || !complete}>{t('form.register')}</Button></Group>
    </Stack>
  );
}
