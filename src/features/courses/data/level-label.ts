/** A course level as people read it: stored lowercase ('beginner'), shown capitalised ('Beginner') in the language shown. */
import { i18n } from '@/i18n/i18n';
import { coursesNs, messages } from '../messages/en';

type KnownLevel = keyof typeof messages.levels;

/** The label of `level`: a known level's translation, else the stored value capitalised. */
export function levelLabel(level: string): string {
  if (Object.hasOwn(messages.levels, level)) return i18n.getFixedT(null, coursesNs)(`levels.${level as KnownLevel}`);
  return level.charAt(0).toLocaleUpperCase('en-IN') + level.slice(1);
}
