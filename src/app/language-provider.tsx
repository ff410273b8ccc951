/**
 * The interface language around the app (issue 52): Mantine's direction follows i18next's language
 * (Arabic mirrors the layout), and, signed in, the person's stored choice is followed.
 */
import { lazy, useEffect, type ReactNode } from 'react';
import { DirectionProvider, useDirection } from '@mantine/core';
import { useSignedInUser } from '@/data/signed-in-user';
import { ShowAfterPaint } from '@/ui/show-after-paint';
import { currentLanguage, i18n } from '@/i18n/i18n';
import { directionOf, isInterfaceLanguage } from '@/i18n/languages';

const FollowChosenLanguage = lazy(() => import('./follow-chosen-language'));

function FollowDirection() {
  const { setDirection } = useDirection();
  useEffect(() => {
    const follow = (language: string) => setDirection(directionOf(isInterfaceLanguage(language) ? language : 'en'));
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [setDirection]);
  return null;
}

/** Wraps the app: the direction of the current language, kept in step with later choices. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const userId = useSignedInUser()?.user.id ?? null;
  return (
    <DirectionProvider initialDirection={directionOf(currentLanguage())} detectDirection={false}>
      <FollowDirection />
      {userId && (
        // After the first paint: the local database is not part of any first paint (the device's
        // language, applied before the first render, is the stored choice's last known value).
        <ShowAfterPaint>
          <FollowChosenLanguage userId={userId} />
        </ShowAfterPaint>
      )}
      {children}
    </DirectionProvider>
  );
}
