/**
 * One named step of a browser story: a failure says which step it was and how long it had run,
 * so a CI log's one-line summary ("Failed: … locator.waitFor: Timeout") points at the step.
 */
export async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`step '${name}' failed after ${Date.now() - started} ms: ${message}`, { cause: error });
  }
}
