/**
 * The importers' words (issue 52): a parse error or a change, by its key in the authoring namespace's
 * `parse` group, in the language shown. The importers run on the page when the author imports (the
 * Anki package's worker posts keys instead: src/data/anki/anki-english.ts).
 */
import { i18n } from '@/i18n/i18n';
import { authoringNs, type Messages } from '../messages/en';

/** A key of the importers' words (a plural one without its `_one`/`_other`, its `count` given). */
export type ParseKey = keyof Messages['parse'] extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;

/** The words of `key` with `params` filled in, in the language shown. */
export function say(key: ParseKey, params: Record<string, string | number> = {}): string {
  // One key of many, each with its own placeholders: i18next's types cannot pair them; the catalogue tests check them.
  const t = i18n.getFixedT(null, authoringNs) as (key: string, options: Record<string, string | number>) => string;
  return t(`parse.${key}`, params);
}
