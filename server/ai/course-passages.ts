/**
 * Retrieval over the caller's own course material: the lessons of courses they may open and the
 * flashcards of those courses' decks, cut into paragraphs and ranked by shared words.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';
import type { CoursePassage } from './provider';

/** The courses a caller may open, as a subquery of their ids (the access policy's, handed in: ai/ imports no policy). */
export type OpenableCourses = (caller: Caller) => SQL;

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

/** Markdown paragraphs without code fences or bold marks; a heading alone is joined to the paragraph after it. */
function paragraphs(content: string): string[] {
  const out: string[] = [];
  let heading = '';
  for (const block of content.split(/\n{2,}/)) {
    const text = block.replace(/```\w*/g, '').replace(/\*\*|__/g, '').trim();
    if (!text) continue;
    if (/^#+\s/.test(text) && !text.includes('\n')) {
      heading = text.replace(/^#+\s*/, '');
      continue;
    }
    out.push(heading ? `${heading}: ${text}` : text);
    heading = '';
  }
  return out;
}

/** The best paragraphs grouped by where they came from: at most `limit` sources, two paragraphs each, best first. */
function groupBySource(ranked: (CoursePassage & { hits: number })[], limit: number): CoursePassage[] {
  const groups = new Map<string, CoursePassage>();
  const counts = new Map<string, number>();
  for (const p of ranked) {
    const key = `${p.kind}\u0000${p.courseTitle}\u0000${p.source}`;
    const group = groups.get(key);
    if (group) {
      if ((counts.get(key) ?? 0) < 2) group.text += `\n${p.text}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    } else if (groups.size < limit) {
      groups.set(key, { kind: p.kind, source: p.source, courseTitle: p.courseTitle, text: p.text });
      counts.set(key, 1);
    }
  }
  return [...groups.values()];
}

interface MaterialRow {
  kind: CoursePassage['kind'];
  source: string;
  course_title: string;
  title: string;
  content: string;
}

/** The `limit` passages that best match `question` among the material `caller` may open (`openable`). */
export async function findPassages(db: Database, caller: Caller, question: string, openable: OpenableCourses, limit = 3): Promise<CoursePassage[]> {
  const rows = await selectRows<MaterialRow>(
    db,
    sql`select 'lesson' as kind, l.title as source, c.title as course_title, l.title, l.content from lessons l join courses c on c.id = l.course_id
      where l.organisation_id = ${caller.organisationId} and l.course_id in (${openable(caller)})
      union all
      select 'flashcards', d.title, c.title, d.title, f.front || ' — ' || f.back from flashcards f
        join flashcard_decks d on d.id = f.deck_id join courses c on c.id = d.course_id
      where f.organisation_id = ${caller.organisationId} and not f.archived and d.course_id in (${openable(caller)})`,
  );
  const wanted = keywords(question);
  if (wanted.size === 0) return [];
  const ranked = rows.flatMap((row) => {
    const titleBonus = score(wanted, row.title) > 0 ? 1 : 0;
    return paragraphs(row.content).map((text) => ({ kind: row.kind, source: row.source, courseTitle: row.course_title, text, hits: score(wanted, text) + titleBonus }));
  });
  return groupBySource(
    ranked.filter((p) => p.hits > 0).sort((a, b) => b.hits - a.hits),
    limit,
  );
}
