import type { AnalysisMessage } from '@kaiwa/contract';

export const MAX_STARS = 5;

/** Usage-quality stars: the 0–10 score divided by 2, rounded, out of 5; null for an unrated use (-1). */
export function starsFor(quality: number): number | null {
  if (quality < 0) return null;
  return Math.min(MAX_STARS, Math.max(0, Math.round(quality / 2)));
}

/** Whether any of the caller's messages still waits for its analysis (the page then keeps asking). */
export const analysisPending = (messages: readonly AnalysisMessage[] | undefined) =>
  messages?.some((message) => message.analysis_status === 'pending') ?? false;

/** How many of the caller's messages have their analysis stored; undefined until the messages are known. */
export const analysedCount = (messages: readonly AnalysisMessage[] | undefined) =>
  messages?.filter(
    (message) => message.analysis_status === 'completed' || message.analysis_status === 'failed',
  ).length;

/** The translation that helps the reader: English for a Japanese message, Japanese for any other. */
export function translationOf(message: AnalysisMessage): string | null {
  const translation =
    message.content_language === 'Japanese'
      ? message.translation_english
      : (message.translation_japanese ?? message.translation_english);
  return translation && translation !== message.content ? translation : null;
}

/** 'Used once', 'Used 3 times'. */
export const usageCount = (count: number) => (count === 1 ? 'Used once' : `Used ${count} times`);
