/**
 * Why an Anki package cannot be read, in English, by key (issue 52): the source of the `anki`
 * namespace (messages/en.ts registers it; hi.ts and ar.ts translate it). Free of imports, so the
 * readers' workers carry the keys and an English `message` for logs and tests without i18next;
 * the page words an {@link ApkgError}'s key and parameters in the language shown (apkg-words.ts).
 */
export const ankiEnglish = {
  tooLarge: 'This package is {{size}} MB; at most {{limit}} MB is read. Export the deck from Anki without its media, or in parts.',
  historyTooLarge: 'This package is {{size}} MB; at most {{limit}} MB is read. Export the deck from Anki without its media.',
  unreadable: 'The package could not be read.',
  readerMissing: 'The package could not be read. Reading it needs the reader downloaded once: connect to the internet and try again.',
  notZip: 'This file is not an Anki package (.apkg): it could not be unzipped. It may be damaged or only partly downloaded.',
  outsidePath: 'This package holds a file named "{{name}}", which points outside the package; it is not read.',
  tooManyFiles: 'This package holds more than {{max}} files; it is not read.',
  unpacksTooMuch: 'This package unpacks to more than {{limit}} MB; it is not read.',
  entryTooLarge: '"{{name}}" in this package unpacks to {{size}} MB; at most {{limit}} MB is read.',
  zipBomb: '"{{name}}" in this package is compressed more than any real file could be (a zip bomb?); it is not read.',
  entryOverLimit: '"{{name}}" in this package unpacks to more than {{limit}} MB; it is not read.',
  notDecompressed: '"{{name}}" in this package is damaged: it could not be decompressed.',
  metaDamaged: 'The "meta" file of this package is damaged.',
  newerAnki: 'This package was written by a newer Anki than this importer knows. Export it again with "Support older Anki versions" ticked.',
  noCollection: 'This zip is not an Anki package: it holds no Anki collection (collection.anki21b, collection.anki21 or collection.anki2).',
  onlyPlaceholder: 'This package is missing its collection (collection.anki21b): it holds only the placeholder Anki writes for old versions.',
  placeholderNote: 'This package holds only the placeholder note Anki writes for old versions ("Please update to the latest Anki version…"); its real collection is missing.',
  collectionDamaged: 'The Anki collection in this package ({{name}}) is damaged: it could not be read.',
  mediaDamaged: 'The media list of this package ("media") is damaged.',
  tooManyReviews: 'This collection holds {{total}} reviews; at most {{max}} are read. Export only this deck from Anki.',
  unknownNotetype: 'Note {{note}} has a note type the package does not hold.',
  noCard: 'Note {{note}} ({{type}}) gives no card: the fields its cards show are empty.',
  noteUnreadable: 'This note could not be read.',
};

/** A reason's key. */
export type AnkiKey = keyof typeof ankiEnglish;

/** A reason's parameters: a number is written in the language shown ('12,345'), a string as it is. */
export type AnkiParams = Record<string, string | number>;

/** A reason as a key and its parameters (what a worker posts; the page words it). */
export interface AnkiProblem {
  key: AnkiKey;
  params?: AnkiParams;
}

/** `text` with its `{{name}}` placeholders filled, numbers written by `number`. */
export function fillIn(text: string, params: AnkiParams = {}, number: (n: number) => string = (n) => n.toLocaleString('en')): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : typeof value === 'number' ? number(value) : value;
  });
}

/** The English words of `problem` (logs, tests, an error's `message`). */
export const inEnglish = (problem: AnkiProblem): string => fillIn(ankiEnglish[problem.key], problem.params);
