/** Why a file is not a readable Anki package, in words a teacher can act on. */
export class ApkgError extends Error {
  override name = 'ApkgError';
}
