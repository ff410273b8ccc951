/** /signup: create an account with email and password, then set the profile. */
import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { hasLength, isEmail, matchesField, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signUpWithEmail } from '../data/account';
import { authErrorMessage } from '../auth-errors';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { authNs } from '../messages/en';

/** The sign-up screen. */
export function SignupScreen() {
  const { t } = useTranslation(authNs);
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', confirm: '' },
    validate: {
      email: (value) => isEmail(t('emailInvalid'))(value),
      password: (value) => hasLength({ min: 6 }, t('signup.passwordShort'))(value),
      confirm: (value, values) => matchesField('password', t('signup.passwordsDiffer'))(value, values),
    },
  });
  const submit = form.onSubmit(async ({ email, password }) => {
    setBusy(true);
    setError(null);
    try {
      if (!(await completeSignIn(await signUpWithEmail(email.trim(), password), '/update-profile'))) setError(t('noAccess'));
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setBusy(false);
    }
  });
  // Not Mantine's default name ('Toggle password visibility'): a search for the label 'Password' would find it too.
  const toggle = { 'aria-label': t('showPassword') };
  return (
    <AuthCard title={t('signup.title')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormError message={error} />
          <TextInput label={t('email')} type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput visibilityToggleButtonProps={toggle} label={t('password')} autoComplete="new-password" key={form.key('password')} {...form.getInputProps('password')} />
          <PasswordInput visibilityToggleButtonProps={toggle} label={t('signup.repeatPassword')} autoComplete="new-password" key={form.key('confirm')} {...form.getInputProps('confirm')} />
          <Button type="submit" variant="brandPrimary" loading={busy}>
            {t('signup.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('signIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
