/** A tutor over any OpenAI-compatible chat-completions endpoint (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`). */
import OpenAI from 'openai';
import type { InterfaceLanguage } from '../../contract/languages';
import type { CoursePassage, TutorProvider } from './provider';

/** How the system prompt names each interface language. */
const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = { en: 'English', hi: 'Hindi (हिन्दी)', ar: 'Modern Standard Arabic (العربية)' };

/** Settings of {@link createOpenAiProvider}; the key comes from the environment only. */
export interface OpenAiSettings {
  baseURL: string;
  apiKey?: string;
  model: string;
}

function systemPrompt(passages: CoursePassage[], language: InterfaceLanguage): string {
  const material = passages.map((p) => `[${p.source} — ${p.courseTitle}]\n${p.text}`).join('\n\n');
  return [
    'You are a patient tutor for a learner on an online course. Answer briefly and plainly.',
    `The learner reads the app in ${LANGUAGE_NAMES[language]}: answer in ${LANGUAGE_NAMES[language]}, in plain, short sentences. Quote the course material as it is written.`,
    'When you use the course material below, name the lesson it came from.',
    material ? `Course material:\n${material}` : 'No course material matched the question.',
  ].join('\n\n');
}

/** The provider: streams the model's answer as it arrives. */
export function createOpenAiProvider(settings: OpenAiSettings): TutorProvider {
  // 'none' keeps the SDK from refusing to start when a local endpoint needs no key.
  const client = new OpenAI({ baseURL: settings.baseURL, apiKey: settings.apiKey ?? 'none', maxRetries: 1 });
  return {
    name: `openai:${settings.model}`,
    async *answer({ question, passages, language = 'en' }, signal) {
      const stream = await client.chat.completions.create(
        {
          model: settings.model,
          stream: true,
          messages: [
            { role: 'system', content: systemPrompt(passages, language) },
            { role: 'user', content: question },
          ],
        },
        { signal },
      );
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) yield piece;
      }
    },
  };
}
