import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentOf } from '../../../src/ai/offline/content';
import { ACKNOWLEDGEMENTS, CUES, GREETINGS } from '../../../src/ai/offline/phrases';
import { BANK_LEVELS, type Line, lineSchema, QUESTION_BANK } from '../../../src/ai/offline/question-bank';
import { TOPIC_IDS } from '../../../src/ai/offline/topics';
import { createOfflineEngine } from '../../../src/ai/offline-engine';

const allQuestions: Line[] = Object.values(QUESTION_BANK).flatMap((levels) => Object.values(levels).flat());
const allLines: Line[] = [
  ...allQuestions,
  ...GREETINGS,
  ...ACKNOWLEDGEMENTS,
  ...CUES.flatMap((cue) => [cue.reaction, cue.question].filter((line) => line !== undefined)),
];

/** Honorific or humble verbs, honorific prefixes and nouns: at least one in every 敬語 line. */
const HONORIFIC =
  /いらっしゃ|おっしゃ|なさ|召し上が|ご覧|申し|いたし|ござい|いただ|られ|お[一-龯]|お[ぁ-ん]+にな|ご[一-龯]|様|どなた/;

describe('question bank', () => {
  it('holds at least five questions for every topic and level', () => {
    for (const topic of TOPIC_IDS) {
      for (const level of BANK_LEVELS) {
        expect(QUESTION_BANK[topic][level].length, `${topic} ${level}`).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('keeps 砕けた lines free of です and ます', () => {
    const polite = allLines.filter((line) => /です|ます/.test(line.砕けた)).map((line) => line.砕けた);
    expect(polite).toEqual([]);
  });

  it('writes every 丁寧語 question in the です/ます style', () => {
    const plain = allQuestions.filter((line) => !/です|ます|ません|ました|でした/.test(line.丁寧語));
    expect(plain.map((line) => line.丁寧語)).toEqual([]);
  });

  it('gives every 敬語 line honorific language', () => {
    const plain = allQuestions.filter((line) => !HONORIFIC.test(line.敬語) || line.敬語 === line.丁寧語);
    expect(plain.map((line) => line.敬語)).toEqual([]);
  });

  it('never gives one Japanese line two translations', () => {
    const seen = new Map<string, string>();
    for (const line of allLines) {
      for (const japanese of [line.丁寧語, line.砕けた, line.敬語]) {
        expect(seen.get(japanese) ?? line.english, japanese).toBe(line.english);
        seen.set(japanese, line.english);
      }
    }
  });

  it('translates each of its questions exactly, in every register', async () => {
    const engine = createOfflineEngine();
    for (const line of allQuestions) {
      for (const text of [line.丁寧語, line.砕けた, line.敬語]) {
        await expect(engine.translateMessage({ text, from: 'Japanese', to: 'English' })).resolves.toEqual({
          translation: line.english,
        });
      }
    }
  });

  it('refuses malformed content, naming the file and what is wrong', () => {
    const missingRegister = [{ english: 'Hello', 丁寧語: 'こんにちは', 砕けた: 'やあ' }];
    expect(() => contentOf('phrases.json', z.array(lineSchema), missingRegister)).toThrow(
      /content\/phrases\.json is malformed[\s\S]*敬語/,
    );
    const unknownKey = [
      { english: 'Hello', 丁寧語: 'こんにちは', 砕けた: 'やあ', 敬語: 'ようこそ', kana: 'やあ' },
    ];
    expect(() => contentOf('phrases.json', z.array(lineSchema), unknownKey)).toThrow(/kana/);
  });
});
