/** Field schemas the contract files share (ids, timestamps, counts, a quiz or exercise answer). */
import { z } from 'zod';

/** An id: a non-empty string of at most 128 characters. */
export const id = z.string().min(1).max(128);
/** An ISO 8601 date-time with its offset. */
export const isoDateTime = z.iso.datetime({ offset: true });
export const nullableText = z.string().nullable();
export const count = z.number().int().min(0);
/** One answer to a quiz question or exercise item: text, or the chosen options. */
export const quizAnswer = z.strictObject({ qstnId: id, answer: z.union([z.string().max(2000), z.array(z.string().max(500)).max(50)]) });
