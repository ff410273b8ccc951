/**
 * Vitest's order, with one rule added: the sweeps (`*.sweep.test.ts`: every route × role × width)
 * start first. They are the longest browser-test files by far, and the browser tests run two files
 * at a time: started last (Vitest orders files it has no timings for by size, and a sweep file is
 * small), one of them would run alone at the end while the other worker idles.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Whether `file` is a sweep. */
export const isSweep = (file: string): boolean => file.endsWith('.sweep.test.ts');

export default class SweepsFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => isSweep(f.moduleId)), ...sorted.filter((f) => !isSweep(f.moduleId))];
  }
}
