/**
 * The app's i18next instance (issue 52). The shell's texts are the `translation` namespace
 * (./catalogues); each feature's are a namespace of its own (`englishMessages` below). English is
 * bundled (the source and the fallback): the shell's with the entry, a feature's with its code.
 * Hindi and Arabic are chunks of their own, precached by the service worker and fetched only when
 * chosen: choosing a language loads its catalogue and the namespaces on screen, switches i18next
 * and sets `<html lang dir>`; a feature first opened in it loads its namespace then (the screen
 * waits in its route's Suspense). The device remembers the choice, so the next cold start, signed
 * in or out, opens in it. The namespaces' types: src/app/i18n-resources.d.ts.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { en, type Catalogue } from './catalogues/en';
import { directionOf, isInterfaceLanguage, languageFromBrowser, type InterfaceLanguage } from './languages';

const loaders: Record<Exclude<InterfaceLanguage, 'en'>, () => Promise<{ catalogue: Catalogue }>> = {
  hi: () => import('./catalogues/hi'),
  ar: () => import('./catalogues/ar'),
};

/** Each feature's translations, `src/features/<namespace>/messages/<language>.ts`: a chunk each. */
const featureLoaders = import.meta.glob<{ messages: object }>('/src/features/*/messages/{hi,ar}.ts');
/** Shared data code's namespaces, `src/data/<namespace>/messages/<language>.ts` (the Anki readers' `anki`). */
const dataLoaders = import.meta.glob<{ messages: object }>('/src/data/*/messages/{hi,ar}.ts');
/** The server's refusal codes' translations (`refusals`) and the names of the fields it names (`fields`), `src/i18n/<namespace>/<language>.ts`. */
const serverTextLoaders = import.meta.glob<{ messages: object }>('/src/i18n/{refusals,fields}/{hi,ar}.ts');

/** The messages of feature `namespace` in `language`; none (its English shows) for a feature not translated into it. */
async function featureMessages(language: string, namespace: string): Promise<object> {
  const load =
    namespace === 'refusals' || namespace === 'fields'
      ? serverTextLoaders[`/src/i18n/${namespace}/${language}.ts`]
      : (featureLoaders[`/src/features/${namespace}/messages/${language}.ts`] ?? dataLoaders[`/src/data/${namespace}/messages/${language}.ts`]);
  return load ? (await load()).messages : {};
}

/** The app's instance (not the global one, so tests and the prerender start clean). */
export const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  // A namespace not yet held in the language shown (a feature opened for the first time in Hindi).
  .use(resourcesToBackend((language: string, namespace: string) => (language === 'en' ? Promise.resolve({}) : featureMessages(language, namespace))))
  .init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    // The bundled English and the backend together: a namespace already held is never fetched.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
  });

/**
 * Registers `messages` as the English texts of feature `namespace` (its folder under src/features),
 * and gives back its name: `src/features/<feature>/messages/en.ts` calls it when the feature's code
 * loads, so an English screen never waits for its texts and the entry chunk does not carry them.
 * `hi.ts` and `ar.ts` beside it (typed by the English ones) are loaded when their language is shown.
 * It lives here, in the entry, so no later chunk (the device data's) takes it along.
 */
export function englishMessages<const Namespace extends string>(namespace: Namespace, messages: object): Namespace {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, messages);
  return namespace;
}

const DEVICE_KEY = 'olp.language';
const PSEUDO_KEY = 'olp.pseudo-locale';

/**
 * Whether this tab shows the pseudo-locale (tests only, ./pseudo.ts): `?pseudo-locale` in the address
 * turns it on until the tab closes, `?pseudo-locale=off` turns it off; never a person's language.
 */
export function pseudoLocaleRequested(): boolean {
  try {
    const asked = new URLSearchParams(location.search).get('pseudo-locale');
    if (asked !== null) {
      if (asked === 'off') sessionStorage.removeItem(PSEUDO_KEY);
      else sessionStorage.setItem(PSEUDO_KEY, 'on');
    }
    return sessionStorage.getItem(PSEUDO_KEY) === 'on';
  } catch {
    return false;
  }
}

/** The language this device opens in: its last choice, else the browser's preferred languages. */
export function deviceLanguage(): InterfaceLanguage {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(DEVICE_KEY);
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  return isInterfaceLanguage(stored) ? stored : languageFromBrowser(navigator.languages ?? [navigator.language]);
}

/** The language shown now. */
export function currentLanguage(): InterfaceLanguage {
  return isInterfaceLanguage(i18n.language) ? i18n.language : 'en';
}

/** Shows the app in `language` (loading its catalogue first) and remembers it on this device. */
export async function applyLanguage(language: InterfaceLanguage): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const { catalogue } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', catalogue);
  }
  // Every feature loaded so far (its English registered) switches with the shell, without waiting in its Suspense.
  if (language !== 'en') {
    const shown = Object.keys(i18n.store.data.en ?? {}).filter((namespace) => !i18n.hasResourceBundle(language, namespace));
    for (const [namespace, messages] of await Promise.all(shown.map(async (namespace) => [namespace, await featureMessages(language, namespace)] as const))) {
      i18n.addResourceBundle(language, namespace, messages);
    }
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  try {
    localStorage.setItem(DEVICE_KEY, language);
  } catch {
    // Not remembered: the next start asks the browser again.
  }
}
