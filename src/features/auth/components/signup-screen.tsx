/** /signup: create an account with email and password, then set the profile. */
import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { hasLength, isEmail, matchesField, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { signUpWithEmail } from '../data/account';
import { authErrorMessage } from '../auth-errors';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { AuthCard } from './auth-card';
import { toggleLabel } from './password-toggle';
import { FormError } from './form-error';
import { NO_ACCESS_MESSAGE } from './login-screen';

/** The sign-up screen. */
export function SignupScreen() {
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', confirm: '' },
    validate: {
      email: isEmail('Enter your email address, e.g. name@example.com'),
      password: hasLength({ min: 6 }, 'Use at least 6 characters'),
      confirm: matchesField('password', 'The two passwords are not the same'),
    },
  });
  const submit = form.onSubmit(async ({ email, password }) => {
    setBusy(true);
    setError(null);
    try {
      if (!(await completeSignIn(await signUpWithEmail(email.trim(), password), '/update-profile'))) setError(NO_ACCESS_MESSAGE);
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setBusy(false);
    }
  });
  return (
    <AuthCard title="Create an account">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormError message={error} />
          <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput visibilityToggleButtonProps={toggleLabel} label="Password" autoComplete="new-password" key={form.key('password')} {...form.getInputProps('password')} />
          <PasswordInput visibilityToggleButtonProps={toggleLabel} label="Repeat the password" autoComplete="new-password" key={form.key('confirm')} {...form.getInputProps('confirm')} />
          <Button type="submit" variant="brandPrimary" loading={busy}>
            Create account
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
