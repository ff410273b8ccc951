/** /update-profile: the signed-in user's display name and photo, kept by the identity provider. */
import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { hasLength, useForm } from '@mantine/form';
import { showToast } from '@/ui/toast';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { updateOwnProfile } from '../data/account';
import { authErrorMessage } from '../auth-errors';
import { useSession, useSessionActor } from '../session-context';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { authNs } from '../messages/en';

const isPhotoUrl = (value: string) => value.trim() === '' || /^https:\/\/\S+$/i.test(value.trim());

/** The profile form; without a session it points to the sign-in screen. */
export function UpdateProfileScreen() {
  const { t } = useTranslation(authNs);
  const stored = useSession((s) => s.context.stored);
  const signedIn = useSession((s) => s.matches('signedIn'));
  const session = useSessionActor();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { displayName: stored?.user.displayName ?? '', photoURL: stored?.user.photoURL ?? '' },
    validate: {
      displayName: (value) => hasLength({ min: 1, max: 80 }, t('update.nameInvalid'))(value),
      photoURL: (value) => (isPhotoUrl(value) ? null : t('update.photoInvalid')),
    },
  });
  const submit = form.onSubmit(async ({ displayName, photoURL }) => {
    setBusy(true);
    setError(null);
    try {
      const saved = await updateOwnProfile({ displayName: displayName.trim(), photoURL: photoURL.trim() || null });
      session.send({ type: 'session.userUpdated', stored: saved });
      showToast({ message: t('update.saved') });
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setBusy(false);
    }
  });
  if (!signedIn) {
    return (
      <AuthCard title={t('update.title')}>
        <Text>{t('update.signInFirst')}</Text>
        <Anchor component={Link} to="/login">
          {t('signIn')}
        </Anchor>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('update.title')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormError message={error} />
          <TextInput label={t('update.displayName')} autoComplete="name" key={form.key('displayName')} {...form.getInputProps('displayName')} />
          <TextInput label={t('update.photoUrl')} type="url" description={t('update.photoDescription')} key={form.key('photoURL')} {...form.getInputProps('photoURL')} />
          <Button type="submit" variant="brandPrimary" loading={busy}>
            {t('update.save')}
          </Button>
        </Stack>
      </form>
      <Group gap="md">
        <Anchor component={Link} to="/profile" size="sm">
          {t('update.backToProfile')}
        </Anchor>
        <Anchor component={Link} to="/dashboard" size="sm">
          {t('update.toDashboard')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
