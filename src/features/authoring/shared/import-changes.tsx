/**
 * The items of an import that would not keep their meaning here (issue 50: e.g. a question that would
 * grade differently), each with what would change and why. None is imported unless the author ticks it.
 */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';

/** One such item: how the preview names it, and what would change. */
export interface ChangedItem<Item> {
  key: number;
  item: Item;
  text: string;
  change: string;
}

/** The list with an "Import anyway" box per item; `chosen` holds the ticked keys. */
export function ImportChanges<Item>({ changed, chosen, onChange }: { changed: ChangedItem<Item>[]; chosen: ReadonlySet<number>; onChange: (next: Set<number>) => void }) {
  const { t } = useTranslation(authoringNs);
  const toggle = (key: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    onChange(next);
  };
  return (
    <section aria-label={t('importer.changesRegion')}>
      <Alert color="yellow" title={t('importer.changesTitle', { n: changed.length })}>
        <Stack gap="xs">
          <Text size="sm">{t('importer.changesIntro')}</Text>
          {changed.map((c) => (
            <Checkbox key={c.key} checked={chosen.has(c.key)} onChange={(e) => toggle(c.key, e.currentTarget.checked)} label={t('importer.importAnyway', { text: c.text })} description={c.change} />
          ))}
        </Stack>
      </Alert>
    </section>
  );
}
