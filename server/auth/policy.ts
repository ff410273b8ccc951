/**
 * What a slice's `policy` is (issue 47, item 3): for each action of the slice, the roles that may
 * ever do it and what its target must hold for such a caller. One module per slice states all of its
 * rules (server/policy/<slice>.ts); services and intent handlers ask it (`assertMay`) instead of
 * checking roles themselves, and tests/server/policy.test.ts walks role × action × target.
 */
import type { Role } from '../../contract/api';
import type { Caller } from './caller';
import type { Database } from '../db/client';
import { isRefusalCode, refusalEnglish, type RefusalCode, type RefusalParams, type Refusal as Coded } from '../../contract/refusals';
import { HttpError } from '../http/problem';

/** Why a caller may not: the status and the words they read (which name nothing they may not see). */
export interface Refusal {
  status: 400 | 403 | 404 | 409;
  detail: string;
  /** Its code and params (contract/refusals.ts), when it has them. */
  refusal?: Coded;
}

/** A refusal with its code: the detail is the code's English filled from `params`. */
export function refusedWith(status: Refusal['status'], code: RefusalCode, params?: RefusalParams): Refusal {
  return { status, detail: refusalEnglish(code, params), refusal: params ? { code, params } : { code } };
}

/** One action: who may ever do it, and what its target must hold for them. */
export interface Rule<Target> {
  /** The roles that may do it; any other role is refused with `refusal` before anything is read. */
  roles: readonly Role[];
  /** The refusal (403) for a caller of another role: its English, or its code (contract/refusals.ts). */
  refusal: string | RefusalCode;
  /** For a caller of one of `roles`: the refusal the target gives, or null when it allows the action. Absent: the role suffices. */
  target?: (db: Database, caller: Caller, target: Target) => Promise<Refusal | null>;
}

/** A slice's rules, one per action; `Targets` maps each action to what it acts on. */
export type Policy<Targets> = { readonly [A in keyof Targets]: Rule<Targets[A]> };

/** The action names of a policy. */
export type ActionOf<P> = P extends Policy<infer T> ? keyof T & string : never;
/** What action `A` of a policy acts on. */
export type TargetOf<P, A> = P extends Policy<infer T> ? (A extends keyof T ? T[A] : never) : never;

/** A role's refusal (403): a code's English with the code, or English alone. */
function refusalOfRole(refusal: string): Refusal {
  return isRefusalCode(refusal) ? refusedWith(403, refusal) : { status: 403, detail: refusal };
}

/** The refusal `policy` gives `caller` for `action` on `target`, or null when they may. */
export async function decide<T, A extends keyof T>(policy: Policy<T>, db: Database, caller: Caller, action: A, target: T[A]): Promise<Refusal | null> {
  const rule = policy[action];
  if (!rule.roles.includes(caller.role)) return refusalOfRole(rule.refusal);
  return rule.target ? rule.target(db, caller, target) : null;
}

/** Throws the refusal as an `HttpError` (a push answers `rejected` with its detail) unless `caller` may. */
export async function assertMay<T, A extends keyof T>(policy: Policy<T>, db: Database, caller: Caller, action: A, target: T[A]): Promise<void> {
  const refusal = await decide(policy, db, caller, action, target);
  if (refusal) throw new HttpError(refusal.status, refusal.detail, refusal.refusal ? { refusal: refusal.refusal } : {});
}

/** A target check's SQL answer: the first refusal among `checks` whose condition holds, in order. */
export function firstRefusal(checks: readonly (readonly [boolean | undefined, Refusal])[]): Refusal | null {
  for (const [refused, refusal] of checks) if (refused) return refusal;
  return null;
}
