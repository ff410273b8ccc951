/**
 * A course's language (issue 52, item 6): the language its author wrote it in, as a BCP-47 tag
 * (`hi`, `ar`, `en`, `mr`, `ta`, `pt-BR`…), or null when not stated. The app never translates a
 * course; the tag lets the catalogue filter by it and marks the author's text with `lang`/`dir`.
 */
import { z } from 'zod';

/** The longest tag accepted (a language, script and region fit in far less). */
export const COURSE_LANGUAGE_MAX = 35;

/** A language subtag, then optional script/region/variant subtags (`hi`, `pt-BR`, `sr-Latn`, `ca-valencia`). */
const TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

/** Whether `tag` is a well-formed BCP-47 tag in the form accepted here. */
export function isCourseLanguage(tag: string): boolean {
  if (tag.length > COURSE_LANGUAGE_MAX || !TAG.test(tag)) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** A stated course language; null when the author did not state one. */
export const courseLanguage = z
  .string()
  .max(COURSE_LANGUAGE_MAX)
  .refine(isCourseLanguage, 'must be a language tag such as hi, ar, en or pt-BR')
  .nullable();
