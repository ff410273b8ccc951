// Dashboard: a placeholder until the issue that builds this screen; it shows today's date.
import { createFileRoute } from '@tanstack/react-router';
import { Text } from '@mantine/core';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';
import { formatToday } from '@/ui/date';

export const Route = createFileRoute('/_auth/dashboard')({
  component: DashboardScreen,
});

function DashboardScreen() {
  return (
    <ScreenPlaceholder name="Dashboard">
      <Text>{formatToday()}</Text>
    </ScreenPlaceholder>
  );
}
