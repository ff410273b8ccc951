/** Sign-in through a provider's popup: Google, and Apple (with the email and name scopes). */
import { Button, Stack } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PopupProvider } from '../data/identity';

/** The two provider buttons; `busy` names the one whose popup is open. */
export function ProviderButtons({ busy, onSignIn }: { busy: string | null; onSignIn: (provider: PopupProvider) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Button variant="brandSecondary" leftSection={<IconBrandGoogle size={18} aria-hidden="true" />} loading={busy === 'google'} disabled={busy !== null} onClick={() => onSignIn('google')}>
        {t('login.google')}
      </Button>
      <Button variant="brandSecondary" leftSection={<IconBrandApple size={18} aria-hidden="true" />} loading={busy === 'apple'} disabled={busy !== null} onClick={() => onSignIn('apple')}>
        {t('login.apple')}
      </Button>
    </Stack>
  );
}
