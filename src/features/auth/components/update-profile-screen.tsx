/** /update-profile: the signed-in user's display name and photo, kept by the identity provider. */
import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { hasLength, useForm } from '@mantine/form';
import { showToast } from '@/ui/toast';
import { Link } from '@tanstack/react-router';
import { updateOwnProfile } from '../data/account';
import { authErrorMessage } from '../auth-errors';
import { useSession, useSessionActor } from '../session-context';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

const isPhotoUrl = (value: string) => (value.trim() === '' || /^https:\/\/\S+$/i.test(value.trim()) ? null : 'Use an https:// address, or leave it empty');

/** The profile form; without a session it points to the sign-in screen. */
export function UpdateProfileScreen() {
  const stored = useSession((s) => s.context.stored);
  const signedIn = useSession((s) => s.matches('signedIn'));
  const session = useSessionActor();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { displayName: stored?.user.displayName ?? '', photoURL: stored?.user.photoURL ?? '' },
    validate: { displayName: hasLength({ min: 1, max: 80 }, 'Enter a name of up to 80 characters'), photoURL: isPhotoUrl },
  });
  const submit = form.onSubmit(async ({ displayName, photoURL }) => {
    setBusy(true);
    setError(null);
    try {
      const saved = await updateOwnProfile({ displayName: displayName.trim(), photoURL: photoURL.trim() || null });
      session.send({ type: 'session.userUpdated', stored: saved });
      showToast({ message: 'Your profile is saved.' });
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setBusy(false);
    }
  });
  if (!signedIn) {
    return (
      <AuthCard title="Update your profile">
        <Text>Sign in first, then you can change your name and photo.</Text>
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Update your profile">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormError message={error} />
          <TextInput label="Display name" autoComplete="name" key={form.key('displayName')} {...form.getInputProps('displayName')} />
          <TextInput label="Photo URL" type="url" description="A link to a picture of you (optional)" key={form.key('photoURL')} {...form.getInputProps('photoURL')} />
          <Button type="submit" variant="brandPrimary" loading={busy}>
            Save profile
          </Button>
        </Stack>
      </form>
      <Group gap="md">
        <Anchor component={Link} to="/profile" size="sm">
          Back to your profile
        </Anchor>
        <Anchor component={Link} to="/dashboard" size="sm">
          Go to the dashboard
        </Anchor>
      </Group>
    </AuthCard>
  );
}
