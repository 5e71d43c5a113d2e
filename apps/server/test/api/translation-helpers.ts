import {
  API_BASE,
  api,
  SubmitTranslationResponse,
  type Translation,
  TranslationResponse,
} from '@kaiwa/contract';
import type { AiEngine, TranslateInput, TranslationOutput } from '../../src/ai/ai-engine';
import type { TestApp } from '../support/test-app';

export type Headers = Record<string, string>;

/**
 * An AI engine whose text translation the test writes (it may stream partials, wait, or throw); it records
 * every translation request. The other tasks are not used by the translation tool.
 */
export function scriptedTranslator(translate: (input: TranslateInput) => Promise<TranslationOutput>) {
  const calls: TranslateInput[] = [];
  const unused = async (): Promise<never> => {
    throw new Error('not used by the translation tool');
  };
  const engine: AiEngine = {
    label: 'Scripted translator',
    kind: 'provider',
    characterReply: unused,
    translateMessage: unused,
    async translateText(input) {
      calls.push(input);
      return translate(input);
    },
    explainVocabulary: unused,
    judgeUsage: unused,
  };
  return { engine, calls };
}

export const submit = (t: TestApp, headers: Headers | undefined, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}${api.submitTranslationTask.path}`,
    headers,
    payload: body,
  });

export const getTranslation = (t: TestApp, headers: Headers | undefined, translationId: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}${api.getTranslation.path}`,
    headers,
    query: { translation_id: translationId },
  });

export const getHistory = (t: TestApp, headers: Headers | undefined) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}${api.getTranslationHistory.path}`, headers });

export const deleteTranslation = (t: TestApp, headers: Headers | undefined, translationId: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}${api.deleteTranslation.path}`,
    headers,
    payload: { translation_id: translationId },
  });

/** Submits a translation that must be accepted; returns it as the server answered (checked against the contract). */
export async function submitted(
  t: TestApp,
  headers: Headers,
  body: { input_text: string; source_language?: string; target_language?: string; context?: string },
): Promise<Translation> {
  const response = await submit(t, headers, {
    source_language: 'Japanese',
    target_language: 'English',
    context: '',
    ...body,
  });
  if (response.statusCode !== 200) throw new Error(`submit failed: ${response.body}`);
  return SubmitTranslationResponse.parse(response.json()).translation;
}

/** The translation as its owner reads it now (checked against the contract). */
export async function current(t: TestApp, headers: Headers, translationId: string): Promise<Translation> {
  const response = await getTranslation(t, headers, translationId);
  if (response.statusCode !== 200) throw new Error(`getTranslation failed: ${response.body}`);
  const body = TranslationResponse.parse(response.json());
  if (body.status !== body.translation.status) throw new Error('status and translation.status differ');
  return body.translation;
}
