/**
 * SCORM runtime data ↔ the stored attempt (issue 51): the CMI values a SCO starts with (its saved
 * status, suspend data and location, `entry` = `resume` when there is suspend data), and a commit's
 * CMI values as `package.commit` args, bounded to the contract's limits.
 */
import { ATTEMPT_LIMITS, type PackageKind } from '@contract/packages';
import type { PackageAttemptRowData } from '@contract/packages';

type Cmi = Record<string, string>;
export type AttemptFields = Pick<PackageAttemptRowData, 'status' | 'completed' | 'success' | 'score' | 'seconds' | 'suspendData' | 'location' | 'interactions'>;

const pad = (n: number) => String(n).padStart(2, '0');
const hms = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;

/** Seconds of a SCORM 1.2 `HHHH:MM:SS.SS` or a 2004 `PT1H2M3.5S` time span (0 when unreadable). */
export function spanSeconds(value: string | undefined): number {
  if (!value) return 0;
  const clock = /^(\d{1,4}):(\d{2}):(\d{2})(\.\d+)?$/.exec(value);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const iso = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?)?$/.exec(value);
  if (!iso) return 0;
  return Math.round(Number(iso[1] ?? 0) * 86400 + Number(iso[2] ?? 0) * 3600 + Number(iso[3] ?? 0) * 60 + Number(iso[4] ?? 0));
}

/** The CMI values a SCO of `kind` starts with. */
export function initialCmi(kind: PackageKind, row: PackageAttemptRowData | undefined, learner: { id: string; name: string }): Cmi {
  const entry = row?.suspendData ? 'resume' : 'ab-initio';
  if (kind === 'scorm2004') {
    return {
      'cmi.learner_id': learner.id, 'cmi.learner_name': learner.name, 'cmi.entry': entry, 'cmi.credit': 'credit', 'cmi.mode': 'normal',
      'cmi.completion_status': row?.completed ? 'completed' : row ? 'incomplete' : 'unknown', 'cmi.success_status': row?.success ?? 'unknown',
      'cmi.suspend_data': row?.suspendData ?? '', 'cmi.location': row?.location ?? '', 'cmi.total_time': `PT${row?.seconds ?? 0}S`,
      ...(row?.score !== null && row?.score !== undefined ? { 'cmi.score.scaled': String(row.score) } : {}),
    };
  }
  return {
    'cmi.core.student_id': learner.id, 'cmi.core.student_name': learner.name, 'cmi.core.entry': entry, 'cmi.core.credit': 'credit',
    'cmi.core.lesson_mode': 'normal', 'cmi.core.lesson_status': row?.status || 'not attempted', 'cmi.suspend_data': row?.suspendData ?? '',
    'cmi.core.lesson_location': row?.location ?? '', 'cmi.core.total_time': hms(row?.seconds ?? 0),
    ...(row?.score !== null && row?.score !== undefined ? { 'cmi.core.score.raw': String(Math.round(row.score * 100)) } : {}),
  };
}

/** `cmi.interactions.N.*` as a JSON array, dropping the last ones past the limit. */
function interactionsOf(cmi: Cmi): string {
  const list: Record<string, string>[] = [];
  for (const [key, value] of Object.entries(cmi)) {
    const match = /^cmi\.interactions\.(\d{1,3})\.(id|result|type|student_response|learner_response)$/.exec(key);
    if (!match) continue;
    const n = Number(match[1]);
    (list[n] ??= {})[match[2] === 'student_response' ? 'response' : match[2] === 'learner_response' ? 'response' : match[2]!] = value.slice(0, 500);
  }
  const items = list.filter(Boolean);
  while (items.length > 0 && JSON.stringify(items).length > ATTEMPT_LIMITS.interactions) items.pop();
  return JSON.stringify(items);
}

const fraction = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : null);

/** What a commit of `kind` stores; `baseSeconds` is the total time before this session. */
export function attemptFromCmi(kind: PackageKind, cmi: Cmi, baseSeconds: number): AttemptFields {
  const scoreOf = (scaled: string | undefined, raw: string | undefined, max: string | undefined) => {
    if (scaled !== undefined && scaled !== '') return fraction(Number(scaled));
    if (raw === undefined || raw === '') return null;
    return fraction(Number(raw) / (max ? Number(max) || 100 : 100));
  };
  const common = { interactions: interactionsOf(cmi), suspendData: (cmi['cmi.suspend_data'] ?? '').slice(0, ATTEMPT_LIMITS.suspendData) };
  if (kind === 'scorm2004') {
    const completion = cmi['cmi.completion_status'] ?? 'unknown';
    const success = cmi['cmi.success_status'];
    return {
      ...common, status: (success === 'passed' || success === 'failed' ? success : completion).slice(0, ATTEMPT_LIMITS.status),
      completed: completion === 'completed', success: success === 'passed' || success === 'failed' ? success : null,
      score: scoreOf(cmi['cmi.score.scaled'], cmi['cmi.score.raw'], cmi['cmi.score.max']),
      seconds: Math.min(2_000_000_000, baseSeconds + spanSeconds(cmi['cmi.session_time'])), location: (cmi['cmi.location'] ?? '').slice(0, ATTEMPT_LIMITS.location),
    };
  }
  const status = cmi['cmi.core.lesson_status'] ?? 'not attempted';
  return {
    ...common, status: status.slice(0, ATTEMPT_LIMITS.status), completed: ['completed', 'passed', 'failed'].includes(status),
    success: status === 'passed' || status === 'failed' ? status : null,
    score: scoreOf(undefined, cmi['cmi.core.score.raw'], cmi['cmi.core.score.max']),
    seconds: Math.min(2_000_000_000, baseSeconds + spanSeconds(cmi['cmi.core.session_time'])), location: (cmi['cmi.core.lesson_location'] ?? '').slice(0, ATTEMPT_LIMITS.location),
  };
}
