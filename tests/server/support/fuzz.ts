/**
 * Seeded generators of bad input for the fuzz test: a tiny PRNG (mulberry32), bad values of every
 * kind (wrong types, huge, tiny and non-finite numbers, far and impossible dates, long and odd
 * strings, deep nesting) and a JSON writer that can put tokens JSON.stringify cannot make
 * (`1e999`, `-0`) into a body.
 */

/** mulberry32: a small seeded PRNG, enough to make every run of the fuzz test the same. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks with a seeded PRNG. */
export class Picker {
  constructor(readonly random: () => number) {}
  int(below: number): number {
    return Math.floor(this.random() * below);
  }
  one<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
}

/** A JSON token written as is (numbers JSON.stringify cannot write, or any raw text). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A value the fuzz writer can serialise. */
export type FuzzValue = null | boolean | number | string | RawJson | FuzzValue[] | { [key: string]: FuzzValue };

/** Serialises `value` as JSON, raw tokens included (no recursion limit needed: generated values are shallow). */
export function writeJson(value: FuzzValue): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(writeJson).join(',')}]`;
  if (value !== null && typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${writeJson(v)}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const numbers: FuzzValue[] = [
  0, -1, 1.5, -0.0001, 2 ** 31, -(2 ** 31) - 1, 2 ** 31 - 1, 2 ** 53 + 2, -(2 ** 63), 1e39, -1e39, 5e-324, -5e-324, 1e-300, 3.5e38,
  Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 101, 1e21,
  new RawJson('1e999'), new RawJson('-1e999'), new RawJson('-0'), new RawJson('1e-400'), new RawJson('123456789012345678901234567890'),
];
const dates = [
  '0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '1000-01-01T00:00:00+14:00', '9999-12-31T23:59:59Z',
  '2100-01-01T00:00:00Z', '2026-02-30T10:00:00Z', '2026-13-01T10:00:00Z', '2026-11-22T25:61:61Z', '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z', '2026-11-22T10:00:00+99:99', '2026-11-22', '0000-00-00', '2026-11-22T10:00:00.1234567891234Z',
  '1970-01-01T00:00:00Z', '2099-12-31T23:59:59.999Z', 'yesterday', 'Infinity', 'NaN',
];
const strings = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', 'x'.repeat(129), 'x'.repeat(5000), '9'.repeat(400), 'é'.repeat(2001),
  "'; drop table users; --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '${jndi:x}', '🙂'.repeat(300), '\n\r\t', 'null',
  'undefined', '-1', '1e39', 'true', '00000000-0000-0000-0000-000000000000', 'u5-learner', 'c5-spreadsheets', '__proto__', 'constructor',
];

/** One bad value of any kind, shallow (deep nesting is made as text, see {@link deepJson}). */
export function badValue(pick: Picker, depth = 0): FuzzValue {
  switch (pick.int(depth > 1 ? 5 : 8)) {
    case 0: return pick.one(numbers);
    case 1: return pick.one(dates);
    case 2: return pick.one(strings);
    case 3: return pick.one([null, true, false]);
    case 4: return pick.chance(0.5) ? pick.one(numbers) : pick.one(strings);
    case 5: return Array.from({ length: pick.one([0, 1, 3, 60, 600]) }, () => badValue(pick, depth + 1));
    case 6: return { [pick.one(strings) || 'k']: badValue(pick, depth + 1), unknownKey: badValue(pick, depth + 1) };
    default: return new RawJson(deepJson(pick));
  }
}

/** Nested arrays or objects, 20 to 10,000 levels, as text. */
export function deepJson(pick: Picker): string {
  const depth = pick.one([20, 33, 100, 1000, 8000, 10_000]);
  return pick.chance(0.5) ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Not JSON at all, or broken JSON. */
export function junkBody(pick: Picker): string {
  return pick.one(['', 'null', '[]', '"text"', '{', '{"a":', 'NaN', '{"a":NaN}', '\u0000', '{"a":1,"a":2}', 'x'.repeat(20_000), deepJson(pick)]);
}

/**
 * `base` broken in one way: a field replaced by a bad value, removed, or joined by an unknown one;
 * or the whole value replaced.
 */
export function breakObject(pick: Picker, base: Record<string, FuzzValue>): FuzzValue {
  const keys = Object.keys(base);
  const copy: Record<string, FuzzValue> = { ...base };
  const how = pick.int(10);
  if (how < 6 && keys.length) {
    const key = pick.one(keys);
    copy[key] = badValue(pick);
    if (pick.chance(0.3)) copy[pick.one(keys)] = badValue(pick);
  } else if (how < 7 && keys.length) delete copy[pick.one(keys)];
  else if (how < 9) {
    // defineProperty, so that `__proto__` becomes a key of the body rather than the copy's prototype.
    const key = pick.one(['unknownKey', '__proto__', 'id', 'organisationId', 'userId', 'role']);
    Object.defineProperty(copy, key, { value: badValue(pick), enumerable: true, writable: true, configurable: true });
  }
  else return badValue(pick);
  return copy;
}

/** A bad path segment, URL-encoded (lone surrogates cannot be; bytes that are not UTF-8 are sent instead). */
export function badSegment(pick: Picker): string {
  if (pick.chance(0.2)) return pick.one(['%ED%A0%80', '%FF', '%00', '%2F..%2F..', '%C0%AF', '%', '%zz']);
  const plain = [...strings, ...dates].filter((s) => s !== '' && !/[\ud800-\udfff]/.test(s.replace(/\p{Extended_Pictographic}/gu, '')));
  return encodeURIComponent(pick.one([...plain, 'x'.repeat(300)]));
}
