/** /forgot-password: sends the identity provider's password reset email. */
import { useState } from 'react';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sendPasswordReset } from '../data/account';
import { authErrorMessage } from '../auth-errors';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { authNs } from '../messages/en';

/** The password reset screen. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation(authNs);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: (value) => isEmail(t('emailInvalid'))(value) },
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
    <AuthCard title={t('forgot.title')}>
      {sentTo ? (
        <Text role="status">{t('forgot.sent', { email: sentTo })}</Text>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <FormError message={error} />
            <Text size="sm">{t('forgot.intro')}</Text>
            <TextInput label={t('email')} type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
            <Button type="submit" variant="brandPrimary" loading={busy}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm">
        {t('forgot.back')}
      </Anchor>
    </AuthCard>
  );
}
