/**
 * The app's i18next instance (issue 52). English is bundled (the source and the fallback); Hindi
 * and Arabic are chunks of their own, precached by the service worker and fetched only when chosen.
 * Choosing a language loads its catalogue, switches i18next and sets `<html lang dir>`; the
 * device remembers the choice, so the next cold start, signed in or out, opens in it.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Catalogue } from './catalogues/en';
import { directionOf, isInterfaceLanguage, languageFromBrowser, type InterfaceLanguage } from './languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalogue };
  }
}

const loaders: Record<Exclude<InterfaceLanguage, 'en'>, () => Promise<{ catalogue: Catalogue }>> = {
  hi: () => import('./catalogues/hi'),
  ar: () => import('./catalogues/ar'),
};

/** The app's instance (not the global one, so tests and the prerender start clean). */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

const DEVICE_KEY = 'olp.language';

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
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  try {
    localStorage.setItem(DEVICE_KEY, language);
  } catch {
    // Not remembered: the next start asks the browser again.
  }
}
