/** The part of publishing the three editors share: send, then settle on what the server answered. */
import { useEffect, useRef, useState } from 'react';
import { publishOffline, type PublishState } from './publish-state';
import type { PublishOutcome } from './publish-api';

/**
 * Publishing state with `send`; `onPublished` runs after a publish, `publishedOf` keeps what the
 * success says beside the version, and `Extra` is a step of the editor's own (the quiz's attempts question).
 */
export function usePublishFlow<Server, Result extends { version: number }, Published extends object = object, Extra extends { step: string } = never>(
  onPublished: (version: number) => Promise<void>,
  publishedOf: (result: Result) => Published,
) {
  const [state, setState] = useState<PublishState<Server, Published> | Extra>({ step: 'idle' });
  // An answer that arrives after the editor closed has no screen to show it on.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const settle = (next: PublishState<Server, Published>) => {
    if (mounted.current) setState(next);
  };

  /** Sends one publish and shows what it came to; a network failure says publishing needs a connection. */
  async function send(publish: () => Promise<PublishOutcome<Result, Server>>) {
    setState({ step: 'working' });
    try {
      const outcome = await publish();
      if (outcome.kind === 'published') {
        await onPublished(outcome.result.version);
        settle({ step: 'published', version: outcome.result.version, ...publishedOf(outcome.result) });
      } else if (outcome.kind === 'stale') settle({ step: 'stale', server: outcome.server });
      else settle({ step: 'refused', message: outcome.message });
    } catch {
      settle({ step: 'refused', message: publishOffline() });
    }
  }

  return { state, setState, send, reset: () => setState({ step: 'idle' }) };
}
