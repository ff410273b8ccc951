/**
 * Staff screens' reads of the REST API that need the network (not the local database): a small
 * loader hook, and the sentence for a refused or unreachable request.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiRequest } from './api-client';
import { problemBodyText } from './problem-body';

/** The server's explanation of a refused request (problem+json `detail`), or a generic sentence. */
export function problemText(error: unknown): string {
  if (error instanceof ApiError) {
    // A refusal's code is worded in the learner's language (its English detail otherwise).
    const shown = problemBodyText(error.body);
    if (shown !== null) return shown;
    return `The server refused the change (${error.status}).`;
  }
  return 'The server could not be reached: this needs a network connection.';
}

/** A resource read from the server: its data, error and a reload. */
export function useServerData<T>(path: string | null) {
  const [state, setState] = useState<{ data?: T; error?: string; path?: string }>({});
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!path) return;
    let live = true;
    apiRequest<T>(path).then(
      (data) => live && setState({ data, path }),
      (error: unknown) => live && setState({ error: problemText(error), path }),
    );
    return () => {
      live = false;
    };
  }, [path, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const current = state.path === path;
  return { data: current ? state.data : undefined, error: current ? state.error : undefined, reload };
}
