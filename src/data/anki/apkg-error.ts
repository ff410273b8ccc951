/**
 * Why a file is not a readable Anki package: a key and its parameters (the page words them in the
 * language shown, apkg-words.ts); `message` is the English, for logs.
 */
import { inEnglish, type AnkiKey, type AnkiParams, type AnkiProblem } from './anki-english';

export class ApkgError extends Error {
  override name = 'ApkgError';
  readonly problem: AnkiProblem;

  constructor(key: AnkiKey, params?: AnkiParams) {
    super(inEnglish({ key, params }));
    this.problem = { key, params };
  }
}
