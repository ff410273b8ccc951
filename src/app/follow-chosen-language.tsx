/**
 * A signed-in person's stored language, pulled from any of their devices, wins over this device's
 * own (issue 52). Its own chunk: the local database is not part of the signed-out first load.
 */
import { useEffect } from 'react';
import { useChosenLanguage } from '@/data/preferences';
import { applyLanguage, currentLanguage } from '@/i18n/i18n';

/** Applies `userId`'s chosen language whenever it differs from the one shown. */
export default function FollowChosenLanguage({ userId }: { userId: string }) {
  const chosen = useChosenLanguage(userId);
  useEffect(() => {
    if (chosen && chosen !== currentLanguage()) void applyLanguage(chosen);
  }, [chosen]);
  return null;
}
