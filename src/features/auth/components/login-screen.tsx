/** /login: email and password, or Google or Apple; afterwards back to the path the user tried. */
import { useEffect, useState } from 'react';
import { Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { afterPaint } from '@/ui/after-paint';
import { preloadIdentity, signInWithEmail, signInWithProvider } from '../data/account';
import { authErrorMessage } from '../auth-errors';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { AuthCard } from './auth-card';
import { toggleLabel } from './password-toggle';
import { FormError } from './form-error';
import { ProviderButtons } from './provider-buttons';

/** The message when the API refuses a signed-in account (401/403 on /users/me). */
export const NO_ACCESS_MESSAGE = 'This account has no access to this organisation. Ask your organisation for an invitation.';

/** The sign-in screen. */
export function LoginScreen({ redirectTo }: { redirectTo?: string }) {
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: { email: isEmail('Enter your email address, e.g. name@example.com'), password: isNotEmpty('Enter your password') },
  });
  useEffect(() => void afterPaint().then(preloadIdentity), []);

  const run = async (kind: string, signIn: () => Promise<string>) => {
    setBusy(kind);
    setError(null);
    try {
      if (!(await completeSignIn(await signIn(), redirectTo))) setError(NO_ACCESS_MESSAGE);
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthCard title="Sign in">
      <form noValidate onSubmit={form.onSubmit(({ email, password }) => run('email', () => signInWithEmail(email.trim(), password)))}>
        <Stack gap="md">
          <FormError message={error} />
          <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput visibilityToggleButtonProps={toggleLabel} label="Password" autoComplete="current-password" key={form.key('password')} {...form.getInputProps('password')} />
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
          <Button type="submit" variant="brandPrimary" loading={busy === 'email'} disabled={busy !== null && busy !== 'email'}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Divider label="or" labelPosition="center" />
      <ProviderButtons busy={busy} onSignIn={(provider) => run(provider, () => signInWithProvider(provider))} />
      <Text size="sm">
        New here?{' '}
        <Anchor component={Link} to="/signup">
          Create an account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
