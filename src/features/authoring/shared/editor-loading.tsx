/** What an authoring editor shows until its published version and its draft are read. */
import { Center, Loader } from '@mantine/core';

/** A loader named `label` ('Loading the quiz'), marked `data-ready="false"` for tests. */
export function EditorLoading({ label }: { label: string }) {
  return (
    <Center p="xl" data-ready="false">
      <Loader aria-label={label} />
    </Center>
  );
}
