/**
 * Jobs applied in groups: while one group is applied, the jobs that arrive wait, and the next group
 * takes them all (in arrival order, at most one per key and `max` in all; a job whose key is
 * already in the group waits for the one after). A job that finds the queue idle starts at once,
 * so a lone job waits for nothing. Each job is answered once, with its own value or error.
 */

/** One job's answer in its group. */
export type Settled<R> = { value: R } | { error: unknown };

interface Waiting<J, R> {
  job: J;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export class GroupQueue<J, R> {
  private waiting: Waiting<J, R>[] = [];
  private draining = false;

  constructor(
    private readonly apply: (jobs: J[]) => Promise<Settled<R>[]>,
    private readonly keyOf: (job: J) => string,
    private readonly max: number,
  ) {}

  /** Queues `job`; resolves with its value once its group has been applied. */
  add(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.waiting.length > 0) {
        const group = this.takeGroup();
        let answers: Settled<R>[];
        try {
          answers = await this.apply(group.map((w) => w.job));
        } catch (error) {
          answers = group.map(() => ({ error }));
        }
        group.forEach((w, i) => {
          const answer = answers[i] ?? { error: new Error('the group answered fewer jobs than it was given') };
          if ('value' in answer) w.resolve(answer.value);
          else w.reject(answer.error);
        });
      }
    } finally {
      this.draining = false;
    }
  }

  /** The next group, removed from the waiting jobs. */
  private takeGroup(): Waiting<J, R>[] {
    const keys = new Set<string>();
    const group: Waiting<J, R>[] = [];
    const rest: Waiting<J, R>[] = [];
    for (const waiting of this.waiting) {
      const key = this.keyOf(waiting.job);
      if (group.length < this.max && !keys.has(key)) {
        keys.add(key);
        group.push(waiting);
      } else rest.push(waiting);
    }
    this.waiting = rest;
    return group;
  }
}
