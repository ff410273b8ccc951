/** /forgot-password: sends the identity provider's password reset email. */
import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { sendPasswordReset } from '../data/account';
import { authErrorMessage } from '../auth-errors';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

/** The password reset screen. */
export function ForgotPasswordScreen() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: isEmail('Enter your email address, e.g. name@example.com') },
  });
  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    setError(null);
    try {
      await sendPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setBusy(false);
    }
  });
  return (
    <AuthCard title="Reset your password">
      {sentTo ? (
        <Text role="status">If an account exists for {sentTo}, an email with a reset link is on its way. Follow it, then sign in.</Text>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <FormError message={error} />
            <Text size="sm">Enter your account's email address and we will send you a link to choose a new password.</Text>
            <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
            <Button type="submit" variant="brandPrimary" loading={busy}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm">
        Back to sign in
      </Anchor>
    </AuthCard>
  );
}
