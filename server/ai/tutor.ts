/**
 * The tutor as the server runs it: the provider the environment chooses and `answer`, which
 * asks it in the learner's language (their synced preference) and streams its answer into the asker's day document, announcing each write on the live
 * bus so the day-document streams of every process re-read it.
 */
import type { Logger } from 'pino';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { LiveBus } from '../live/bus';
import { dayDocumentTopic } from '../live/topics';
import { findPassages, type OpenableCourses } from './course-passages';
import { learnerLanguage } from './learner-language';
import { createOpenAiProvider } from './openai-provider';
import type { TutorProvider } from './provider';
import { createRetrievalProvider } from './retrieval-provider';

/** A question stored by `ai.ask`, to be answered once its push has committed. */
export interface AskedQuestion {
  messageId: string;
  day: string;
  body: string;
}

/**
 * Where the tutor keeps its answers in the day document (server/slices/ai-chat/ai-tutor.ts `answerStore`):
 * handed in, as the AI infrastructure imports no service.
 */
export interface AnswerStore {
  /** Writes the answer so far to `question`. */
  write(db: Database, caller: Caller, question: AskedQuestion, body: string): Promise<void>;
  /** Flags `question` as failed (the PWA offers to ask again) and drops a partial answer. */
  failed(db: Database, caller: Caller, question: AskedQuestion): Promise<void>;
}

/** What routes and the `ai.ask` handler share. */
export interface Tutor {
  provider: TutorProvider;
  /** Writes the answer to `question`, growing in the day document, outside any transaction; never throws. */
  answer(caller: Caller, question: AskedQuestion): Promise<void>;
}

/** The provider the settings choose: OpenAI-compatible when `AI_BASE_URL` is set, else retrieval. */
export function providerFromEnv(env: Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>): TutorProvider {
  if (env.AI_BASE_URL && env.AI_MODEL) {
    return createOpenAiProvider({ baseURL: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL });
  }
  return createRetrievalProvider();
}

/** How often a growing answer is written and announced, at most. */
const FLUSH_MS = 150;

/**
 * A tutor over `provider`, writing to `db` (the root database, never a push transaction) and announcing
 * on `live`; it draws passages from the courses `openable` names (the access policy's `openableCourseIds`).
 */
export function createTutor(db: Database, provider: TutorProvider, options: { live: LiveBus; answers: AnswerStore; openable: OpenableCourses; logger?: Logger }): Tutor {
  return {
    provider,
    async answer(caller, question) {
      const topic = dayDocumentTopic({ organisationId: caller.organisationId, userId: caller.id, day: question.day });
      let written: string | undefined;
      const write = async (body: string) => {
        if (body === written) return;
        written = body;
        await options.answers.write(db, caller, question, body);
        await options.live.publish(topic);
      };
      try {
        const passages = await findPassages(db, caller, question.body, options.openable);
        const language = await learnerLanguage(db, caller.id);
        let body = '';
        let flushedAt = 0;
        await write(body);
        for await (const piece of provider.answer({ question: question.body, passages, language })) {
          body += piece;
          if (Date.now() - flushedAt >= FLUSH_MS) {
            flushedAt = Date.now();
            await write(body);
          }
        }
        await write(body);
      } catch (error) {
        options.logger?.warn({ err: error, provider: provider.name }, 'AI tutor failed; the question is flagged for retry');
        await options.answers.failed(db, caller, question).catch(() => undefined);
        await options.live.publish(topic);
      }
    },
  };
}
