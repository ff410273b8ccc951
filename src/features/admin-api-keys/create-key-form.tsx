/** The form that makes an API key: a name and the scopes; the made key is shown once, with a copy button. */
import { Alert, Button, Checkbox, Code, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeyScopes, type ApiKeyScope } from '@contract/api-keys';
import { createApiKey, problemText } from './api';
import { adminApiKeysNs } from './messages/en';
import { scopeLabel } from './scope-label';

/** Makes a key and shows it until the admin leaves or makes another; `onCreated` reloads the list. */
export function CreateKeyForm({ disabled, onCreated }: { disabled: boolean; onCreated: () => void }) {
  const { t } = useTranslation(adminApiKeysNs);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await createApiKey({ name: name.trim(), scopes: scopes as ApiKeyScope[] });
      setMade({ name: answer.apiKey.name, key: answer.key });
      setName('');
      setScopes([]);
      onCreated();
    } catch (failure) {
      setError(problemText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" onSubmit={(event) => { event.preventDefault(); void submit(); }} maw={560}>
      <TextInput label={t('form.name')} description={t('form.nameHint')} value={name} maxLength={80} required onChange={(e) => setName(e.currentTarget.value)} />
      <Checkbox.Group label={t('form.scopes')} description={t('form.scopesHint')} value={scopes} onChange={setScopes}>
        <Stack gap="xs" mt="xs">
          {apiKeyScopes.map((scope) => <Checkbox key={scope} value={scope} label={scopeLabel(t, scope)} />)}
        </Stack>
      </Checkbox.Group>
      {error && <Alert color="red">{error}</Alert>}
      <Group><Button type="submit" loading={busy} disabled={disabled || !name.trim() || scopes.length === 0}>{t('form.create')}</Button></Group>
      {made && (
        <Alert color="green" title={t('form.created', { name: made.name })}>
          <Text size="sm" mb="xs">{t('form.copyNow')}</Text>
          <Group gap="xs" wrap="nowrap">
            <Code data-testid="new-api-key" style={{ wordBreak: 'break-all' }}>{made.key}</Code>
            <CopyButton value={made.key}>{({ copied, copy }) => <Button size="xs" variant="light" onClick={copy}>{copied ? t('form.copied') : t('form.copy')}</Button>}</CopyButton>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
