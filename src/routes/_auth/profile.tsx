// Profile: a placeholder until the issue that builds this screen, with the device's sync status
// and storage, and the courses downloaded for offline use (DESIGN §2.5, §2.9).
import { createFileRoute } from '@tanstack/react-router';
import { Stack, Title } from '@mantine/core';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';
import { SyncStatus } from '@/features/sync-status/components/sync-status';
import { StorageUsage } from '@/features/sync-status/components/storage-usage';
import { DownloadsList } from '@/features/course-player/components/downloads-list';

export const Route = createFileRoute('/_auth/profile')({
  component: ProfileScreen,
});

function ProfileScreen() {
  return (
    <ScreenPlaceholder name="Profile">
      <Stack gap="lg" my="md">
        <Stack gap="xs" component="section" aria-labelledby="profile-sync">
          <Title order={2} size="h4" id="profile-sync">
            Sync
          </Title>
          <SyncStatus />
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="profile-storage">
          <Title order={2} size="h4" id="profile-storage">
            Storage on this device
          </Title>
          <StorageUsage />
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="profile-downloads">
          <Title order={2} size="h4" id="profile-downloads">
            Downloads for offline
          </Title>
          <DownloadsList />
        </Stack>
      </Stack>
    </ScreenPlaceholder>
  );
}
