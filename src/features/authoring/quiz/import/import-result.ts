/** What an import read: per question block, the question or its error in words (with the block's first line). */
import type { AuthoredQuestion } from '@contract/quiz-authoring';

export interface ImportedBlock {
  line: number;
  source: string;
  question?: AuthoredQuestion;
  error?: string;
}

export interface ImportResult {
  blocks: ImportedBlock[];
  questions: AuthoredQuestion[];
  errors: number;
}
