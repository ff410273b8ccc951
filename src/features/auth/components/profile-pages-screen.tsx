/**
 * /profile-pages: the account's further pages, each saying what this product actually does
 * (docs/ARCHITECTURE.md, "Profile"): notifications, language and dates (with the chooser), data on
 * this device, and about. Nothing here is a setting the product does not have.
 */
import '@mantine/core/styles/List.css';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { formatLongDate } from '@/ui/date';
import { LanguageChooser } from './language-chooser';

function Page({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The further pages of the profile; `notifications` is the notification settings (issue 53, from the notifications feature). */
export function ProfilePagesScreen({ notifications }: { notifications?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('profilePages.title')}</Title>
        <Anchor component={Link} to="/profile" size="sm">
          {t('profilePages.back')}
        </Anchor>
      </Stack>
      <Page id="pages-notifications" title={t('profilePages.notificationsTitle')}>
        <Text size="sm">{t('profilePages.notificationsIntro')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('profilePages.notificationBell')}</List.Item>
          <List.Item>{t('profilePages.notificationUnread')}</List.Item>
          <List.Item>{t('profilePages.notificationUnsaved')}</List.Item>
        </List>
        {notifications}
      </Page>
      <Page id="pages-language" title={t('profilePages.languageTitle')}>
        <Text size="sm">{t('profilePages.languageIntro')}</Text>
        <LanguageChooser withDescription />
        <Text size="sm">{t('profilePages.datesExample', { example: formatLongDate(new Date(2026, 10, 23)) })}</Text>
      </Page>
      <Page id="pages-data" title={t('profilePages.dataTitle')}>
        <Text size="sm">{t('profilePages.dataBody')}</Text>
      </Page>
      <Page id="pages-about" title={t('profilePages.aboutTitle')}>
        <Text size="sm">{t('profilePages.aboutBody')}</Text>
      </Page>
    </Stack>
  );
}
