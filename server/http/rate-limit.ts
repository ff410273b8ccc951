/**
 * Rate limits counted in the database (table `rate_limits`), so that several API processes on one
 * PostgreSQL share each count. A request adds its hits to every scope it is charged to in one
 * upsert; over a limit the answer is 429 with `Retry-After`. Windows are fixed and start at a
 * scope's first hit; an ended window restarts in place, and rows idle for a day are pruned.
 * A process remembers which scopes the database refused and until when: a count never falls inside
 * its window, so that holds for every process, and a flood's further requests are refused without
 * a statement (on embedded PGlite every statement queues behind the others, reads included).
 * Embedded PGlite serves one process, so there the counts are kept in that process instead, shared
 * by every limiter over the same database (a restart forgets them).
 * A scope every caller of an organisation charges (a `spread` charge) is counted in up to
 * {@link SPREAD_ROWS} rows, each charge in one no other statement holds at the time (made, when
 * needed, as the one a hash of `spread` picks), and checked against their sum: one row charged by
 * every push of the organisation was the only lock two processes' pushes waited on (issue 55 item
 * 6, up to 62 ms under load on PostgreSQL).
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedClient, type Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { refuse } from './problem';

/** How many hits a scope may make per window. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Hits to add to one scope (e.g. `writes:user:<id>`) under its limit. */
export interface Charge {
  scope: string;
  limit: RateLimit;
  hits: number;
  /** For a scope many callers share: what picks the caller's row of the scope (e.g. the user id). */
  spread?: string;
}

/** The rows a spread scope is counted in on PostgreSQL. */
export const SPREAD_ROWS = 16;

/** The row of `charge`'s scope it is counted in on PostgreSQL: the scope itself, or one of its spread rows. */
export function storedScope(charge: Pick<Charge, 'scope' | 'spread'>): string {
  if (charge.spread === undefined) return charge.scope;
  let hash = 0;
  for (let i = 0; i < charge.spread.length; i += 1) hash = (hash * 31 + charge.spread.charCodeAt(i)) >>> 0;
  return `${charge.scope}~${hash % SPREAD_ROWS}`;
}

/** The seconds until a row's window ends, at least 1 (a `returning` column). */
const WAIT_SECONDS = sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetsAt} - now())))::int`;

/** Every row of a spread scope. */
const spreadRows = (scope: string) => Array.from({ length: SPREAD_ROWS }, (_, i) => `${scope}~${i}`);

/** How often a process deletes idle rows, and how long a row must have been idle. */
const PRUNE_EVERY_MS = 60_000;
const PRUNE_IDLE = sql`interval '1 day'`;

/** Scopes remembered as refused, at most; past it the expired ones are dropped. */
const MAX_REMEMBERED = 10_000;

/** A scope's count in the window ending at `resetsAt` (epoch ms). */
interface Count {
  hits: number;
  resetsAt: number;
}

/** The counts of each embedded database, shared by every limiter of its process. */
const embeddedCounts = new WeakMap<PGlite, Map<string, Count>>();

/** A charge's scope after it was added: its hits in the window so far and the seconds until the window ends. */
interface Counted {
  scope: string;
  hits: number;
  waitSeconds: number;
}

/** The shared counter; one per app (it remembers refusals and when it last pruned). */
export class RateLimiter {
  private lastPrune = 0;
  /** Scope → when (epoch ms) the database's refusal of it ends. */
  private readonly refusedUntil = new Map<string, number>();
  /** The process's counts on embedded PGlite; undefined: the counts are in the database. */
  private readonly counts: Map<string, Count> | undefined;
  constructor(private readonly db: Database) {
    const embedded = embeddedClient(db);
    if (embedded) {
      this.counts = embeddedCounts.get(embedded) ?? new Map<string, Count>();
      embeddedCounts.set(embedded, this.counts);
    }
  }

  /**
   * Adds the charges in one statement. Returns the seconds to wait, or 0 when allowed. A charge is
   * allowed while its scope was under the limit before this request, so one batch larger than the
   * limit still goes through once per window instead of never.
   */
  async charge(charges: Charge[]): Promise<number> {
    const wanted = charges.filter((c) => c.hits > 0);
    if (wanted.length === 0) return 0;
    const known = this.knownRefusal(wanted);
    if (known > 0) return known;
    await this.pruneNowAndThen();
    const rows = this.counts ? this.countInProcess(this.counts, wanted) : await this.countInDatabase(wanted);
    let wait = 0;
    for (const row of rows) {
      const charge = wanted.find((c) => c.scope === row.scope);
      if (charge && row.hits - charge.hits >= charge.limit.max) {
        wait = Math.max(wait, row.waitSeconds);
        this.remember(row.scope, Date.now() + row.waitSeconds * 1000);
      }
    }
    return wait;
  }

  /**
   * Adds the charges to their scopes' rows; an ended window restarts in place. A spread charge goes
   * to a row of its scope that no other statement holds (`for update skip locked`: it never waits
   * on another push's row lock); only when there is none (its rows not made yet, or all held) is it
   * upserted, with the other charges in one statement, into the row its hash picks. Its hits are
   * then the sum of its scope's rows whose window has not ended (each row's window starts at its own
   * first hit), read after the writes committed, so this request's hits are in it.
   */
  private async countInDatabase(wanted: Charge[]): Promise<Counted[]> {
    const placed = new Map<string, Counted>();
    for (const charge of wanted) {
      if (charge.spread === undefined) continue;
      const row = await this.addToFreeRow(charge);
      if (row) placed.set(charge.scope, row);
    }
    // Rows locked in one order by every request, so two upserts never wait on each other in a cycle.
    const stored = wanted.filter((c) => !placed.has(c.scope)).map((c) => ({ charge: c, scope: storedScope(c) })).sort((a, b) => (a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : 0));
    const rows = stored.length === 0 ? [] : await this.db
      .insert(rateLimits)
      .values(stored.map(({ charge: c, scope }) => ({ scope, hits: c.hits, resetsAt: sql`now() + make_interval(secs => ${c.limit.windowMs / 1000})` })))
      .onConflictDoUpdate({
        target: rateLimits.scope,
        set: {
          hits: sql`case when ${rateLimits.resetsAt} <= now() then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
          resetsAt: sql`case when ${rateLimits.resetsAt} <= now() then excluded.resets_at else ${rateLimits.resetsAt} end`,
        },
      })
      .returning({ scope: rateLimits.scope, hits: rateLimits.hits, waitSeconds: WAIT_SECONDS });
    const byStored = new Map(rows.map((row) => [row.scope, row]));
    for (const { charge, scope } of stored) {
      const row = byStored.get(scope);
      if (row) placed.set(charge.scope, { ...row, scope: charge.scope });
    }
    const spread = wanted.filter((charge) => charge.spread !== undefined).map((charge) => charge.scope);
    const sums = spread.length === 0 ? [] : await this.db
      .select({ scope: sql<string>`regexp_replace(${rateLimits.scope}, '~[0-9]+$', '')`, hits: sql<number>`sum(${rateLimits.hits})::int` })
      .from(rateLimits)
      .where(and(inArray(rateLimits.scope, spread.flatMap(spreadRows)), gt(rateLimits.resetsAt, sql`now()`)))
      .groupBy(sql`1`);
    const sumOf = new Map(sums.map((row) => [row.scope, row.hits]));
    return wanted.flatMap((charge) => {
      const row = placed.get(charge.scope);
      if (!row) return [];
      return [{ ...row, hits: charge.spread === undefined ? row.hits : Math.max(row.hits, sumOf.get(charge.scope) ?? 0) }];
    });
  }

  /** Adds a spread charge to a row of its scope no other statement holds, without waiting; undefined when there is none. */
  private async addToFreeRow(charge: Charge): Promise<Counted | undefined> {
    const free = this.db.select({ scope: rateLimits.scope }).from(rateLimits)
      .where(inArray(rateLimits.scope, spreadRows(charge.scope))).limit(1).for('update', { skipLocked: true });
    const [row] = await this.db
      .update(rateLimits)
      .set({
        hits: sql`case when ${rateLimits.resetsAt} <= now() then ${charge.hits}::int else ${rateLimits.hits} + ${charge.hits}::int end`,
        resetsAt: sql`case when ${rateLimits.resetsAt} <= now() then now() + make_interval(secs => ${charge.limit.windowMs / 1000}) else ${rateLimits.resetsAt} end`,
      })
      .where(eq(rateLimits.scope, sql`(${free})`))
      .returning({ scope: rateLimits.scope, hits: rateLimits.hits, waitSeconds: WAIT_SECONDS });
    return row && { ...row, scope: charge.scope };
  }

  /** {@link countInDatabase} over the process's counts. */
  private countInProcess(counts: Map<string, Count>, wanted: Charge[]): Counted[] {
    const now = Date.now();
    return wanted.map((charge) => {
      let count = counts.get(charge.scope);
      if (!count || count.resetsAt <= now) counts.set(charge.scope, (count = { hits: 0, resetsAt: now + charge.limit.windowMs }));
      count.hits += charge.hits;
      return { scope: charge.scope, hits: count.hits, waitSeconds: Math.max(1, Math.ceil((count.resetsAt - now) / 1000)) };
    });
  }

  /** Seconds left of a refusal this process already learnt for one of the scopes, else 0. */
  private knownRefusal(charges: Charge[]): number {
    const now = Date.now();
    let until = 0;
    for (const charge of charges) until = Math.max(until, this.refusedUntil.get(charge.scope) ?? 0);
    return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;
  }

  private remember(scope: string, until: number): void {
    if (this.refusedUntil.size >= MAX_REMEMBERED) {
      const now = Date.now();
      for (const [key, end] of this.refusedUntil) if (end <= now) this.refusedUntil.delete(key);
    }
    if (this.refusedUntil.size < MAX_REMEMBERED) this.refusedUntil.set(scope, until);
  }

  /** Throws 429 with `Retry-After` when any charge is over its limit. */
  async enforce(charges: Charge[]): Promise<void> {
    const wait = await this.charge(charges);
    if (wait > 0) {
      throw refuse(429, 'too-many-requests', { seconds: wait }, { headers: { 'retry-after': String(wait) } });
    }
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    if (this.counts) {
      for (const [scope, count] of this.counts) if (count.resetsAt <= now) this.counts.delete(scope);
    } else {
      await this.db.delete(rateLimits).where(sql`${rateLimits.resetsAt} < now() - ${PRUNE_IDLE}`);
    }
  }
}

/** Middleware charging one hit per request to the scope `scope(c)` names. */
export function rateLimit(limiter: RateLimiter, limit: RateLimit, scope: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    await limiter.enforce([{ scope: scope(c), limit, hits: 1 }]);
    await next();
  };
}
