// Profile: the account (name, email, photo or initials, role for staff, organisation, sign-in
// methods, edit link), then the device's sync status and storage, and the courses downloaded for
// offline use (DESIGN §2.5, §2.9). Further pages: /profile-pages.
import { createFileRoute } from '@tanstack/react-router';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileCard } from '@/features/auth/components/profile-card';
import { SyncStatus } from '@/features/sync-status/components/sync-status';
import { StorageUsage } from '@/features/sync-status/components/storage-usage';
import { DownloadsList } from '@/features/course-player/components/downloads-list';

export const Route = createFileRoute('/_auth/profile')({
  component: ProfileScreen,
});

function ProfileScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('nav.profile')}</Title>
      <ProfileCard />
      <Stack gap="xs" component="section" aria-labelledby="profile-sync">
        <Title order={2} size="h4" id="profile-sync">
          {t('profile.sync')}
        </Title>
        <SyncStatus />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="profile-storage">
        <Title order={2} size="h4" id="profile-storage">
          {t('profile.storage')}
        </Title>
        <StorageUsage />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="profile-downloads">
        <Title order={2} size="h4" id="profile-downloads">
          {t('profile.downloads')}
        </Title>
        <DownloadsList />
      </Stack>
    </Stack>
  );
}
