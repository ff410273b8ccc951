/**
 * Field schemas the contract files share (ids, timestamps, counts, a quiz or exercise answer).
 *
 * Everything a client sends is bounded to what its column stores, so a value the schema accepts
 * never makes PostgreSQL fail: `int4` for integers, `real` (float4) ranges for fractions, a sane
 * window for timestamps and dates, a length for every string.
 */
import { z } from 'zod';

/** An id: a non-empty string of at most 128 characters. */
export const id = z.string().min(1).max(128);
/** An ISO 8601 date-time with its offset (rows the server sends; for client input use {@link clientDateTime}). */
export const isoDateTime = z.iso.datetime({ offset: true });
export const nullableText = z.string().nullable();

/** The largest value of a PostgreSQL `integer` (int4). */
export const INT4_MAX = 2_147_483_647;
/** A whole number ≥ 0 that fits an `integer` column. */
export const count = z.int32().min(0);

/**
 * The window of client timestamps: from 1970 (a device whose clock was reset to the epoch can still
 * write) to the end of 2099. Year 0000, which JavaScript accepts and PostgreSQL refuses, is outside.
 */
export const DATE_TIME_WINDOW = { from: Date.UTC(1970, 0, 1), to: Date.UTC(2100, 0, 1) } as const;
const inWindow = (time: number) => time >= DATE_TIME_WINDOW.from && time < DATE_TIME_WINDOW.to;
/** An ISO 8601 date-time with its offset, sent by a client: between 1970 and 2099. */
export const clientDateTime = isoDateTime.refine((value) => inWindow(Date.parse(value)), 'must be a date between 1970 and 2099');
/** A calendar date `YYYY-MM-DD` sent by a client: between 1970 and 2099. */
export const clientDate = z.iso.date().refine((value) => inWindow(Date.parse(`${value}T00:00:00Z`)), 'must be a date between 1970 and 2099');

/**
 * Non-zero magnitudes below this are refused for a `real` column: float4 cannot hold them (5e-324
 * underflows), and no progress or media position is that small.
 */
export const REAL_SMALLEST = 1e-6;
/** A finite number in [min, max] that a `real` (float4) column stores without overflow or underflow. */
export const storedReal = (min: number, max: number) =>
  z.number().min(min).max(max).refine((value) => value === 0 || Math.abs(value) >= REAL_SMALLEST, `must be 0 or at least ${REAL_SMALLEST}`);

/** One answer to a quiz question or exercise item: text, or the chosen options. */
export const quizAnswer = z.strictObject({ qstnId: id, answer: z.union([z.string().max(2000), z.array(z.string().max(500)).max(50)]) });

/**
 * Records, beside an intent's args schema, a valid value of it over the demo seed: the fuzz test
 * (tests/server/fuzz.test.ts) breaks it one field at a time, and fails for an intent without one.
 * Kept in zod's global registry on that very schema (no copy to keep in step).
 */
export function withSample<S extends z.ZodType>(schema: S, sample: () => NoInfer<z.input<S>>): void {
  z.globalRegistry.add(schema, { sample });
}

/** The sample {@link withSample} recorded for `schema`, if any. */
export function sampleOf(schema: z.ZodType): (() => unknown) | undefined {
  const sample = z.globalRegistry.get(schema)?.sample;
  return typeof sample === 'function' ? (sample as () => unknown) : undefined;
}
