/** What an authoring editor shows until its published version and its draft are read. */
import { Center } from '@mantine/core';
import { DelayedLoader } from '@/ui/delayed-loader';

/** A loader named `label` ('Loading the quiz'), marked `data-ready="false"` for tests. */
export function EditorLoading({ label }: { label: string }) {
  return (
    <Center p="xl" data-ready="false">
      <DelayedLoader label={label} />
    </Center>
  );
}
