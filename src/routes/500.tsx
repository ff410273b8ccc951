// /500: where a render error or a server error lands (public).
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '@/ui/status-screen';

export const Route = createFileRoute('/500')({
  component: ServerErrorScreen,
});

function ServerErrorScreen() {
  const { t } = useTranslation();
  return <StatusScreen title={t('errorPage.title')} text={t('errorPage.text')} />;
}
