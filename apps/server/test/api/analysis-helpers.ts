import {
  type AnalysisMessage,
  type AnalysisMessagesResponse,
  type AnalysisSummaryResponse,
  api,
  type FetchCategoriesResponse,
  type VocabularyItem,
} from '@kaiwa/contract';
import { type CatalogueItem, detectUsage } from '@kaiwa/japanese';
import type { JudgeUsageInput, UsageJudgementOutput } from '../../src/ai/ai-engine';
import type { TestApp } from '../support/test-app';
import { call, scriptedEngine } from './conversation-helpers';

type Headers = Record<string, string>;

/**
 * The conversation tests' scripted engine with a scripted usage judge. By default each item is rated by
 * `rate` (its index in the call unless given); `judge` replaces the whole answer (to fail, or to answer badly).
 */
export function judgingEngine(
  script: {
    rate?: (index: number, input: JudgeUsageInput) => number;
    judge?: (input: JudgeUsageInput, call: number) => UsageJudgementOutput;
  } = {},
) {
  const scripted = scriptedEngine();
  const judgeCalls: JudgeUsageInput[] = [];
  const engine = {
    ...scripted.engine,
    async judgeUsage(input: JudgeUsageInput): Promise<UsageJudgementOutput> {
      judgeCalls.push(input);
      if (script.judge) return script.judge(input, judgeCalls.length);
      const rate = script.rate ?? ((index) => index % 11);
      return { judgements: input.items.map((_, index) => ({ index, quality: rate(index, input) })) };
    },
  };
  return { engine, judgeCalls };
}

/** What the Japanese core finds in `text`: the items the analysis must list, vocabulary first, then kanji. */
export async function itemsIn(text: string): Promise<{ item: CatalogueItem; count: number }[]> {
  const usage = await detectUsage(text);
  return [...usage.vocabulary, ...usage.kanji];
}

export async function analysedMessages(t: TestApp, headers: Headers, conversationId: string) {
  const response = await call(t, 'GET', api.getMessagesIncludingAnalysis.path, headers, {
    conversation_id: conversationId,
  });
  if (response.statusCode !== 200) throw new Error(`getMessagesIncludingAnalysis failed: ${response.body}`);
  return (response.json() as AnalysisMessagesResponse).messages;
}

export async function analysisSummary(t: TestApp, headers: Headers, conversationId: string) {
  const response = await call(t, 'GET', api.getAnalysisSummary.path, headers, {
    conversation_id: conversationId,
  });
  if (response.statusCode !== 200) throw new Error(`getAnalysisSummary failed: ${response.body}`);
  return response.json() as AnalysisSummaryResponse;
}

/** The caller's vocabulary page entry of an item (times used, last used, quality). */
export async function vocabularyEntry(
  t: TestApp,
  headers: Headers,
  item: CatalogueItem,
): Promise<VocabularyItem> {
  const levels = { n1: false, n2: false, n3: false, n4: false, n5: false, [item.level.toLowerCase()]: true };
  const response = await call(t, 'POST', api.fetchCategories.path, headers, levels);
  if (response.statusCode !== 200) throw new Error(`fetchCategories failed: ${response.body}`);
  const entry = (response.json() as FetchCategoriesResponse).query_result.elements.find(
    (element) => element.vocab_id === item.vocab_id,
  );
  if (!entry) throw new Error(`${item.vocab_id} is not listed`);
  return entry;
}

export const ownMessage = (messages: AnalysisMessage[], content: string) => {
  const message = messages.find((candidate) => candidate.content === content);
  if (!message) throw new Error(`No message "${content}"`);
  return message;
};
