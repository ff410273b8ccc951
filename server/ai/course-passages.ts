/**
 * Retrieval over the caller's own course material: the lessons of courses they may open and the
 * flashcards of those courses' decks, cut into paragraphs and ranked by shared words.
 */
import { sql } from 'drizzle-orm';
import type { Caller } from '../app-env';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import { openableCourseIds } from '../services/course-access';
import type { CoursePassage } from './provider';

const STOP_WORDS = new Set(
  'the and for are but not you your with what how why when who which this that from into does can about have has was were will would should could there their them they its it is of to in on at by an a or be do as if so me my we our explain tell please'.split(' '),
);

/** The meaningful words of a text, lower-cased (a plural's trailing s dropped). */
export function keywords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}$]+/gu) ?? [];
  return new Set(words.filter((w) => w.length > 2 && !STOP_WORDS.has(w)).map((w) => (w.length > 4 ? w.replace(/s$/, '') : w)));
}

/** How many of the question's keywords a passage holds. */
function score(question: Set<string>, passage: string): number {
  let hits = 0;
  for (const word of keywords(passage)) if (question.has(word)) hits += 1;
  return hits;
}

/** Markdown paragraphs without headings' hashes or code fences; a heading stays with its text. */
function paragraphs(content: string): string[] {
  return content
    .split(/\n{2,}/)
    .map((p) => p.replace(/^#+\s*/gm, '').replace(/```\w*/g, '').trim())
    .filter((p) => p.length > 0);
}

interface MaterialRow {
  kind: CoursePassage['kind'];
  source: string;
  course_title: string;
  title: string;
  content: string;
}

/** The `limit` passages that best match `question` among the material `caller` may open. */
export async function findPassages(db: Database, caller: Caller, question: string, limit = 3): Promise<CoursePassage[]> {
  const rows = await selectRows<MaterialRow>(
    db,
    sql`select 'lesson' as kind, l.title as source, c.title as course_title, l.title, l.content from lessons l join courses c on c.id = l.course_id
      where l.organisation_id = ${caller.organisationId} and l.course_id in (${openableCourseIds(caller)})
      union all
      select 'flashcards', d.title, c.title, d.title, f.front || ' — ' || f.back from flashcards f
        join flashcard_decks d on d.id = f.deck_id join courses c on c.id = d.course_id
      where f.organisation_id = ${caller.organisationId} and d.course_id in (${openableCourseIds(caller)})`,
  );
  const wanted = keywords(question);
  if (wanted.size === 0) return [];
  const ranked = rows.flatMap((row) => {
    const titleBonus = score(wanted, row.title) > 0 ? 1 : 0;
    return paragraphs(row.content).map((text) => ({ kind: row.kind, source: row.source, courseTitle: row.course_title, text, hits: score(wanted, text) + titleBonus }));
  });
  return ranked
    .filter((p) => p.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .slice(0, limit)
    .map(({ kind, source, courseTitle, text }) => ({ kind, source, courseTitle, text }));
}
