// The mount state of SPEC §4/§8: none → loading → complete (live subscription runs), failure back to none.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { aiChatMountMachine, type AiChatMountEvent, type AiChatMountInput } from '@/features/ai-chat/machines/ai-chat-mount.machine';

const input = { userId: 'u5-learner', day: '2026-11-22' };

function start(load: (input: AiChatMountInput) => Promise<void>) {
  const subscribed = vi.fn<(input: AiChatMountInput) => void>();
  const stopped = vi.fn();
  const machine = aiChatMountMachine.provide({
    actors: {
      loadPrevious: fromPromise<void, AiChatMountInput>(({ input: i }) => load(i)),
      subscribeToday: fromCallback<AiChatMountEvent, AiChatMountInput>(({ input: i }) => {
        subscribed(i);
        return stopped;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, subscribed, stopped };
}

describe('ai-chat-mount machine', () => {
  it('starts at none and does nothing until mount.start', () => {
    const load = vi.fn(async () => {});
    const { actor, subscribed } = start(load);
    expect(actor.getSnapshot().value).toBe('none');
    expect(load).not.toHaveBeenCalled();
    expect(subscribed).not.toHaveBeenCalled();
  });

  it('loads earlier days with the user and today’s collection, then completes and subscribes to today', async () => {
    let finish!: () => void;
    const load = vi.fn((_: AiChatMountInput) => new Promise<void>((resolve) => (finish = resolve)));
    const { actor, subscribed, stopped } = start(load);
    actor.send({ type: 'mount.start' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load).toHaveBeenCalledWith(input);
    expect(subscribed).not.toHaveBeenCalled();
    finish();
    await waitFor(actor, (s) => s.matches('complete'));
    expect(subscribed).toHaveBeenCalledWith(input);
    actor.stop();
    expect(stopped).toHaveBeenCalledOnce();
  });

  it('returns to none when loading fails, keeps the error, and can start again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const { actor, subscribed } = start(load);
    actor.send({ type: 'mount.start' });
    await waitFor(actor, (s) => s.matches('none') && s.context.error !== undefined);
    expect((actor.getSnapshot().context.error as Error).message).toBe('offline');
    expect(subscribed).not.toHaveBeenCalled();
    actor.send({ type: 'mount.start' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await waitFor(actor, (s) => s.matches('complete'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores mount.start while loading or complete', async () => {
    const load = vi.fn(async () => {});
    const { actor } = start(load);
    actor.send({ type: 'mount.start' });
    actor.send({ type: 'mount.start' });
    await waitFor(actor, (s) => s.matches('complete'));
    actor.send({ type: 'mount.start' });
    expect(actor.getSnapshot().value).toBe('complete');
    expect(load).toHaveBeenCalledOnce();
  });
});
