/**
 * /profile-pages: the account's further pages, each saying what this product actually does
 * (docs/ARCHITECTURE.md, "Profile"): notifications, language and dates, data on this device, and
 * about. Nothing here is a setting the product does not have.
 */
import '@mantine/core/styles/List.css';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

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
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Account information</Title>
        <Anchor component={Link} to="/profile" size="sm">
          Back to your profile
        </Anchor>
      </Stack>
      <Page id="pages-notifications" title="Notifications">
        <Text size="sm">Nothing is sent by email. Push notifications are sent only to devices where you turn them on here:</Text>
        <List size="sm" spacing={4}>
          <List.Item>grades, feedback, messages, enrolment decisions, deadlines and reminders, in the bell at the top of the app;</List.Item>
          <List.Item>unread messages, counted beside Messages;</List.Item>
          <List.Item>changes that could not be saved, in the sync status.</List.Item>
        </List>
        {notifications}
      </Page>
      <Page id="pages-language" title="Language and dates">
        <Text size="sm">The app is in English. Dates and times are shown as in India (en-IN), for example 23 November 2026.</Text>
      </Page>
      <Page id="pages-data" title="Your data on this device">
        <Text size="sm">
          Your courses, progress, quiz attempts and messages are kept on this device so the app works offline, and are sent to
          your organisation when you are online. Logging out removes them from this device; downloaded lessons can be removed
          from your profile.
        </Text>
      </Page>
      <Page id="pages-about" title="About">
        <Text size="sm">
          Learning Platform: courses, quizzes, exercises, flashcards, chat and an AI tutor that keep working offline. Your
          organisation runs it and decides who may use it; ask your administrator about its terms and privacy notice.
        </Text>
      </Page>
    </Stack>
  );
}
