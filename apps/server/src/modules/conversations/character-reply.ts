import type { JlptLevel } from '@kaiwa/contract';
import { difficulty, type VocabularyItem } from '@kaiwa/japanese';
import type { AiEngine, CharacterReplyInput } from '../../ai/ai-engine';
import type { JapaneseCore } from '../../japanese-core';

export type LevelMeasure = {
  /** Share of the distinct catalogue words of the text that are above the level (0 when it has none). */
  share: number;
  above: VocabularyItem[];
};

/** How much of a text's vocabulary is above a learner's level, by the Japanese core's detection. */
export async function measureLevel(
  japanese: Pick<JapaneseCore, 'detectUsage'>,
  text: string,
  level: JlptLevel,
): Promise<LevelMeasure> {
  const words = (await japanese.detectUsage(text)).vocabulary.map((usage) => usage.item);
  const above = words.filter((item) => difficulty(item.level) > difficulty(level));
  return { share: words.length === 0 ? 0 : above.length / words.length, above };
}

const describe = (item: VocabularyItem) => (item.kanji ? `${item.kanji}（${item.reading}）` : item.reading);

export function levelFeedback(above: VocabularyItem[], level: JlptLevel): string {
  return (
    `these words are above JLPT ${level}: ${above.map(describe).join('、')}. ` +
    `Say the same with words a ${level} learner knows.`
  );
}

/**
 * A character's reply held to the learner's level: when more than `threshold` of its words are above the
 * level, it is written once more with feedback naming them, and the attempt with the smaller share is kept.
 */
export async function writeLevelledReply(
  ai: AiEngine,
  japanese: Pick<JapaneseCore, 'detectUsage'>,
  input: CharacterReplyInput,
  threshold: number,
): Promise<{ content: string; levelAboveShare: number }> {
  const first = (await ai.characterReply(input)).reply.trim();
  const measured = await measureLevel(japanese, first, input.learnerLevel);
  if (measured.share <= threshold) return { content: first, levelAboveShare: measured.share };
  const feedback = levelFeedback(measured.above, input.learnerLevel);
  const second = (await ai.characterReply({ ...input, feedback })).reply.trim();
  const remeasured = await measureLevel(japanese, second, input.learnerLevel);
  return remeasured.share <= measured.share
    ? { content: second, levelAboveShare: remeasured.share }
    : { content: first, levelAboveShare: measured.share };
}
