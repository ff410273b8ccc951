/**
 * A feature's texts as an i18next namespace of their own (issue 52), named as the feature's folder:
 * `src/features/<feature>/messages/en.ts` holds the English ones and registers them here when the
 * feature's code loads, so an English screen never waits for its texts and the entry chunk does not
 * carry them; `hi.ts` and `ar.ts` beside it (typed by the English ones, so a missing key does not
 * compile) are loaded by ./i18n.ts when their language is shown. A feature's components read them
 * with `useTranslation(namespace)`.
 */
import { i18n } from './i18n';

/** Registers `messages` as the English texts of feature `namespace`, and gives back its name. */
export function englishMessages<const Namespace extends string>(namespace: Namespace, messages: object): Namespace {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, messages);
  return namespace;
}
