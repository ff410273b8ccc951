/**
 * The account part of /profile: photo (or initials), name, email, role (staff only: a learner's
 * role name is not shown, SPEC §1), organisation, sign-in methods, and the way to edit it.
 */
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Avatar, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSignInMethods } from '../data/sign-in-methods';
import { initialsOf } from '../initials';
import { useSession } from '../session-context';

const ROLE_LABELS = { teacher: 'Teacher', admin: 'Admin' } as const;

/** The signed-in user's account. */
export function ProfileCard() {
  const stored = useSession((s) => s.context.stored);
  const methods = useSignInMethods();
  if (!stored) return <Text c="dimmed">Your account details appear once you are online.</Text>;
  const { user, permissions } = stored;
  const name = user.displayName?.trim() || null;
  return (
    <Stack gap="md" component="section" aria-labelledby="profile-account">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={user.photoURL || null} alt={name ?? 'Your photo'} size={72} radius="xl" color="brand">
          {initialsOf(name, user.email)}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Title order={2} size="h3" id="profile-account" style={{ overflowWrap: 'anywhere' }}>
            {name ?? 'No name set'}
          </Title>
          {user.email ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          ) : null}
          {permissions !== 'learner' ? (
            <Badge variant="light" w="fit-content">
              {ROLE_LABELS[permissions]}
            </Badge>
          ) : null}
        </Stack>
      </Group>
      <Stack gap={4}>
        <Text size="sm">
          <Text span fw={600}>Organisation: </Text>
          {user.organisationName}
        </Text>
        <Text size="sm">
          <Text span fw={600}>Signs in with: </Text>
          {methods === undefined ? 'loading…' : methods === null ? 'shown when the sign-in service is reachable' : methods.join(', ')}
        </Text>
      </Stack>
      <Group gap="sm">
        <Button component={Link} to="/update-profile" variant="brandPrimary" size="sm">
          Edit name and photo
        </Button>
        <Anchor component={Link} to="/profile-pages" size="sm">
          Notifications, language and about
        </Anchor>
      </Group>
    </Stack>
  );
}
