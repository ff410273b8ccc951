/**
 * A package the server will not accept (answered as 422 or 413): its refusal code and params
 * (contract/refusals-integrations.ts, `packageRefusalTemplates`), and as `message` the code's
 * English template filled with them, the sentence the teacher reads in English.
 */
import { refusalEnglish, type RefusalParams } from '../../contract/refusals';
import type { packageRefusalTemplates } from '../../contract/refusals-integrations';

type TemplateKey = keyof typeof packageRefusalTemplates;
/** A package refusal's code: a template key without its plural suffix. */
export type PackageRefusalCode = TemplateKey extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;

export class PackageRefusal extends Error {
  override name = 'PackageRefusal';
  constructor(
    readonly code: PackageRefusalCode,
    readonly params: RefusalParams = {},
    readonly status: 413 | 422 = 422,
  ) {
    super(refusalEnglish(code, params));
  }
}
