/** The form that registers an LTI 1.3 platform with the values the platform shows for this tool. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { registerPlatform, problemText } from './api';

const fields = [
  { name: 'name', label: 'Name', description: 'How you call it, e.g. School Moodle' },
  { name: 'issuer', label: 'Issuer (platform ID)', description: 'Moodle: the site URL; Canvas: https://canvas.instructure.com' },
  { name: 'clientId', label: 'Client ID', description: 'The client ID the platform gave this tool' },
  { name: 'authLoginUrl', label: 'Authentication request URL', description: 'Moodle: …/mod/lti/auth.php' },
  { name: 'authTokenUrl', label: 'Access token URL', description: 'Moodle: …/mod/lti/token.php' },
  { name: 'jwksUrl', label: 'Public keyset URL', description: 'Moodle: …/mod/lti/certs.php' },
] as const;
type Field = (typeof fields)[number]['name'];
const empty = Object.fromEntries([...fields.map((f) => [f.name, '']), ['deploymentIds', '']]) as Record<Field | 'deploymentIds', string>;

/** Registers a platform; `onRegistered` reloads the list. */
export function PlatformForm({ disabled, onRegistered }: { disabled: boolean; onRegistered: () => void }) {
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
  const complete = fields.every((f) => values[f.name].trim()) && values.deploymentIds.trim();
  return (
    <Stack component="form" onSubmit={(event) => { event.preventDefault(); void submit(); }} maw={900}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields.map((f) => (
          <TextInput key={f.name} label={f.label} description={f.description} value={values[f.name]} required maxLength={2000} onChange={(e) => set(f.name, e.currentTarget.value)} />
        ))}
        <Textarea label="Deployment IDs" description="One or more, separated by commas or spaces" value={values.deploymentIds} required autosize minRows={1} onChange={(e) => set('deploymentIds', e.currentTarget.value)} />
      </SimpleGrid>
      {error && <Alert color="red">{error}</Alert>}
      <Group><Button type="submit" loading={busy} disabled={disabled || !complete}>Register platform</Button></Group>
    </Stack>
  );
}
