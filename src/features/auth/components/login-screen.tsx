/** /login: email and password, or Google or Apple; afterwards back to the path the user tried. */
import { useEffect, useState } from 'react';
import { Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '@/ui/after-paint';
import { preloadIdentity, signInWithEmail, signInWithProvider } from '../data/account';
import { authErrorMessage } from '../auth-errors';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { ProviderButtons } from './provider-buttons';
import { LanguageChooser } from './language-chooser';

/** The message when the API refuses a signed-in account (401/403 on /users/me). */
export const NO_ACCESS_MESSAGE = 'This account has no access to this organisation. Ask your organisation for an invitation.';

/** The sign-in screen. */
export function LoginScreen({ redirectTo }: { redirectTo?: string }) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: { email: (value) => isEmail(t('login.emailInvalid'))(value), password: (value) => isNotEmpty(t('login.passwordMissing'))(value) },
  });
  useEffect(() => void afterPaint().then(preloadIdentity), []);

  const run = async (kind: string, signIn: () => Promise<string>) => {
    setBusy(kind);
    setError(null);
    try {
      if (!(await completeSignIn(await signIn(), redirectTo))) setError(t('login.noAccess'));
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthCard title={t('login.title')}>
      <form noValidate onSubmit={form.onSubmit(({ email, password }) => run('email', () => signInWithEmail(email.trim(), password)))}>
        <Stack gap="md">
          <FormError message={error} />
          <TextInput label={t('login.email')} type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }} label={t('login.password')} autoComplete="current-password" key={form.key('password')} {...form.getInputProps('password')} />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgot')}
          </Anchor>
          <Button type="submit" variant="brandPrimary" loading={busy === 'email'} disabled={busy !== null && busy !== 'email'}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('login.or')} labelPosition="center" />
      <ProviderButtons busy={busy} onSignIn={(provider) => run(provider, () => signInWithProvider(provider))} />
      <Text size="sm">
        {t('login.newHere')}{' '}
        <Anchor component={Link} to="/signup">
          {t('login.createAccount')}
        </Anchor>
      </Text>
      <LanguageChooser />
    </AuthCard>
  );
}
