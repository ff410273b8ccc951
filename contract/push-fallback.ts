/**
 * What a push shows when its content is hidden on the lock screen, or when the service worker cannot
 * read it (issue 52): in each interface language. Plain data, shared by the server and the worker.
 */
import type { InterfaceLanguage } from './languages';

export const PUSH_FALLBACK: Record<InterfaceLanguage, { title: string; body: string }> = {
  en: { title: 'Learning Platform', body: 'You have a new notification.' },
  hi: { title: 'लर्निंग प्लेटफ़ॉर्म', body: 'आपके लिए एक नई सूचना है।' },
  ar: { title: 'منصة التعلّم', body: 'لديك إشعار جديد.' },
};

/** The fallback in `language` (a BCP 47 tag such as `hi-IN`), English for any other. */
export function pushFallbackFor(language: string | undefined): { title: string; body: string } {
  const base = (language ?? '').toLowerCase().split('-')[0];
  return base === 'hi' || base === 'ar' ? PUSH_FALLBACK[base] : PUSH_FALLBACK.en;
}
