// /404: the unknown-path screen (public); signed in, it sits inside the app layout with its navigation.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '@/ui/status-screen';
import { AppLayout } from '@/app/layout/app-layout';
import { useSession } from '@/features/auth/session-context';

export const Route = createFileRoute('/404')({
  component: NotFoundScreen,
});

function NotFoundScreen() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.matches('signedIn'));
  if (!signedIn) return <StatusScreen title={t('notFound.title')} text={t('notFound.text')} />;
  return (
    <AppLayout>
      <StatusScreen title={t('notFound.title')} text={t('notFound.text')} inLayout />
    </AppLayout>
  );
}
