/**
 * Path parameters of file routes: ids are non-empty strings of at most 200 characters, anything
 * else is an unknown path (/404). Checked by hand rather than with zod (CONVENTIONS §2 suggests
 * zod): route options sit in the first-load bundle, and zod would add about 14 KB gz to it.
 */
import { notFound } from '@tanstack/react-router';

/** A `params` option for a route whose `names` are all id strings. */
export function idParams<const N extends string>(...names: N[]) {
  return {
    parse: (raw: Record<string, string>): Record<N, string> => {
      const parsed = {} as Record<N, string>;
      for (const name of names) {
        const value = raw[name];
        if (typeof value !== 'string' || value.length === 0 || value.length > 200) throw notFound();
        parsed[name] = value;
      }
      return parsed;
    },
    stringify: (params: Record<N, string>) => params,
  };
}
