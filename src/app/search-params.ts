/**
 * Search params of file routes, checked by hand (like route-params.ts: route options are in the
 * first-load bundle, so no zod here): each named param is kept when it is a non-empty id string.
 */

/** A `validateSearch` keeping the optional id params `names`. */
export function idSearch<const N extends string>(...names: N[]) {
  return (raw: Record<string, unknown>): Partial<Record<N, string>> => {
    const parsed: Partial<Record<N, string>> = {};
    for (const name of names) {
      const value = raw[name];
      if (typeof value === 'string' && value.length > 0 && value.length <= 200) parsed[name] = value;
    }
    return parsed;
  };
}
