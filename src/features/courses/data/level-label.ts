/** A course level as people read it: stored lowercase ('beginner'), shown capitalised ('Beginner'). */
export function levelLabel(level: string): string {
  return level.charAt(0).toLocaleUpperCase('en-IN') + level.slice(1);
}
