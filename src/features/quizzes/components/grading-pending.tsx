/** A submitted attempt waiting for its grade: offline it says it will be graded once back online. */
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useIsOnline as useOnline } from '@/ui/use-online';

/** The pending-grade notice. */
export function GradingPending() {
  const online = useOnline();
  return (
    <Alert color="blue" title="Submitted" role="status">
      {online ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Submitted — your attempt is being graded.</Text>
        </Group>
      ) : (
        <Text size="sm">Submitted — it will be graded when you are back online</Text>
      )}
    </Alert>
  );
}

/** The server refused the attempt (e.g. past the deadline): its reason, as the learner sees it. */
export function AttemptRefused({ reason }: { reason: string }) {
  return (
    <Alert color="red" title="This attempt was not graded" role="alert">
      {reason}
    </Alert>
  );
}
