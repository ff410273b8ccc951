/**
 * The account part of /profile: photo (or initials), name, email, role (staff only: a learner's
 * role name is not shown, SPEC §1), organisation, sign-in methods, and the way to edit it.
 */
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Avatar, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSignInMethods } from '../data/sign-in-methods';
import { initialsOf } from '../initials';
import { useSession } from '../session-context';
import { authNs } from '../messages/en';

/** The signed-in user's account. */
export function ProfileCard() {
  const { t } = useTranslation(authNs);
  const stored = useSession((s) => s.context.stored);
  const methods = useSignInMethods();
  if (!stored) return <Text c="dimmed">{t('profile.noDetails')}</Text>;
  const { user, permissions } = stored;
  const name = user.displayName?.trim() || null;
  return (
    <Stack gap="md" component="section" aria-labelledby="profile-account">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={user.photoURL || null} alt={name ?? t('profile.yourPhoto')} size={72} radius="xl" color="brand">
          {initialsOf(name, user.email)}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Title order={2} size="h3" id="profile-account" style={{ overflowWrap: 'anywhere' }}>
            {name ?? t('profile.noName')}
          </Title>
          {user.email ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          ) : null}
          {permissions !== 'learner' ? (
            <Badge variant="light" w="fit-content">
              {t(`roles.${permissions}`)}
            </Badge>
          ) : null}
        </Stack>
      </Group>
      <Stack gap={4}>
        <Text size="sm">
          <Text span fw={600}>{t('profile.organisation')}</Text>
          {user.organisationName}
        </Text>
        <Text size="sm">
          <Text span fw={600}>{t('profile.signsInWith')}</Text>
          {methods === undefined ? t('profile.methodsLoading') : methods === null ? t('profile.methodsUnknown') : methods.join(', ')}
        </Text>
      </Stack>
      <Group gap="sm">
        <Button component={Link} to="/update-profile" variant="brandPrimary" size="sm">
          {t('profile.edit')}
        </Button>
        <Anchor component={Link} to="/profile-pages" size="sm">
          {t('profile.morePages')}
        </Anchor>
      </Group>
    </Stack>
  );
}
