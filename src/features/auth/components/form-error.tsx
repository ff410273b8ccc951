/** A form's error sentence, announced to screen readers (role="alert"). */
import { Alert } from '@mantine/core';

/** Shows `message` when there is one. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="brandRed" radius="brandSmall" role="alert">
      {message}
    </Alert>
  );
}
