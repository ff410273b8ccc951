/**
 * An Anki reader's reason in the language shown (issue 52): the worker gives a key and parameters,
 * the page its words. The `anki` namespace may not be held yet in the language shown (the reader's
 * code loaded after a switch to Hindi), so the words wait for it ({@link readerErrorWords}).
 */
import { i18n } from '@/i18n/i18n';
import { formatNumber } from '@/ui/number';
import { ApkgError } from './apkg-error';
import type { AnkiKey, AnkiProblem } from './anki-english';
import { ankiNs } from './messages/en';

/** Loads the `anki` namespace in the language shown (at once when it is held). */
export const loadAnkiWords = (): Promise<void> => i18n.loadNamespaces(ankiNs);

/** `problem` in words, numbers as the language shown writes them (the namespace loaded, {@link loadAnkiWords}). */
export function ankiWords(problem: AnkiProblem): string {
  const params = Object.fromEntries(Object.entries(problem.params ?? {}).map(([name, value]) => [name, typeof value === 'number' ? formatNumber(value) : value]));
  // One key of many with its own placeholders: i18next's types cannot pair them, the catalogue test checks them.
  const words = i18n.getFixedT(null, ankiNs) as (key: AnkiKey, options: Record<string, string>) => string;
  return words(problem.key, params);
}

/** The words of what a reader rejected with: an {@link ApkgError}'s reason, else that the package could not be read. */
export async function readerErrorWords(error: unknown): Promise<string> {
  await loadAnkiWords();
  return ankiWords(error instanceof ApkgError ? error.problem : { key: 'unreadable' });
}
