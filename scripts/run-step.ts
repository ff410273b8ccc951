/**
 * One step of `npm test` (scripts/test.ts): a command run to its end, timed. Its output either goes
 * straight to this terminal (`inherit`) or is kept and printed in one block when the step ends
 * (`block`), so that two lanes running side by side do not interleave their lines.
 */
import { spawn } from 'node:child_process';

/** A command of the test run. */
export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

/** How a step ended: its exit code (1 when it could not start) and its wall time. */
export interface StepResult {
  name: string;
  exitCode: number;
  seconds: number;
}

/** Runs `step` with the given output; never rejects. */
export function runStep(step: Step, output: 'inherit' | 'block'): Promise<StepResult> {
  const started = Date.now();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { env: { ...process.env, ...step.env }, stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (exitCode: number, note = '') => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (output === 'block') {
        process.stdout.write(`\n── ${step.name}: ${exitCode === 0 ? 'passed' : `failed (exit ${exitCode})`}, ${seconds} s ──\n`);
        process.stdout.write(Buffer.concat(chunks));
        process.stdout.write(`${note}── end of ${step.name} ──\n`);
      } else if (note) process.stdout.write(note);
      resolve({ name: step.name, exitCode, seconds });
    };
    child.once('error', (error) => finish(1, `${step.name} could not start: ${error.message}\n`));
    child.once('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** The steps' times as one line, e.g. `build 80 s · lint 61 s`. */
export function timesLine(results: readonly StepResult[]): string {
  return results.map((r) => `${r.name} ${r.seconds} s${r.exitCode === 0 ? '' : ' (failed)'}`).join(' · ');
}
