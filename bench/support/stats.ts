/** Summaries and the report format shared by every benchmark in `npm run bench`. */

export interface Figure {
  /** What was measured, e.g. "/login JS before paint". */
  name: string;
  unit: string;
  median: number;
  min: number;
  max: number;
  runs: number;
  /** The budget, when the figure has one; `lowerIsBetter` false for scores. */
  budget?: { limit: number; lowerIsBetter: boolean };
  note?: string;
}

/**
 * Median, min and max of a list of samples (the median of an even count is the mean of the middle
 * two). Samples that are not finite numbers (a run that produced no value) are left out; `runs`
 * counts only the samples used.
 */
export function summarise(samples: number[]): { median: number; min: number; max: number; runs: number } {
  const sorted = samples.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: NaN, min: NaN, max: NaN, runs: 0 };
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: sorted.length };
}

/** Builds a figure from samples. */
export function figure(name: string, unit: string, samples: number[], budget?: Figure['budget'], note?: string): Figure {
  const failed = samples.length - samples.filter(Number.isFinite).length;
  const notes = [note, failed ? `${failed} of ${samples.length} runs produced no value` : undefined].filter(Boolean).join('; ');
  return { name, unit, ...summarise(samples), ...(budget ? { budget } : {}), ...(notes ? { note: notes } : {}) };
}

/** "within" or "over" for a figure with a budget, "—" without one. */
export function verdict(f: Figure): string {
  if (!f.budget) return '—';
  if (!Number.isFinite(f.median)) return 'no value';
  const ok = f.budget.lowerIsBetter ? f.median <= f.budget.limit : f.median >= f.budget.limit;
  return `${ok ? 'within' : 'over'} (${f.budget.lowerIsBetter ? '≤' : '≥'} ${`${f.budget.limit} ${f.unit}`.trim()})`;
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(n % 1 === 0 ? 0 : 2));

/** The table `npm run bench` prints. */
export function table(figures: Figure[]): string {
  const rows = figures.map((f) => [f.name, `${fmt(f.median)} ${f.unit}`.trim(), `${fmt(f.min)}–${fmt(f.max)}`, String(f.runs), verdict(f), f.note ?? '']);
  const head = ['figure', 'median', 'min–max', 'runs', 'budget', 'note'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
