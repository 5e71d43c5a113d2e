import type { JlptLevel } from '@kaiwa/contract';
import type { VocabularyItem } from '@kaiwa/japanese';
import { describe, expect, it } from 'vitest';
import type { PoliteLevel } from '../../../src/ai/ai-engine';
import {
  ACKNOWLEDGEMENTS,
  CONFUSED_REACTION,
  CUES,
  ECHO_REACTIONS,
  GREETINGS,
  NOT_JAPANESE_REACTION,
  TOPIC_INTRO,
} from '../../../src/ai/offline/phrases';
import { type Line, QUESTION_BANK } from '../../../src/ai/offline/question-bank';
import { loadConfig } from '../../../src/config';
import { createJapaneseCore } from '../../../src/japanese-core';
import { measureLevel } from '../../../src/modules/conversations/character-reply';

/** The share of above-level words a character's reply may hold before it is rewritten (AI_LEVEL_THRESHOLD). */
const THRESHOLD = loadConfig({}).ai.levelThreshold;

const REGISTERS: PoliteLevel[] = ['丁寧語', '砕けた', '敬語'];

/** A catalogue word as the failure messages name it: 「召し上がる（めしあがる）」. */
const named = (item: VocabularyItem) =>
  item.word === item.reading ? item.word : `${item.word}（${item.reading}）`;

/**
 * Words above a line's level that the rule lets through, each for a stated reason. Every entry must still be
 * needed: when the catalogue or the tokenizer changes so that it no longer is, the test says to remove it.
 */
const ALLOWED: { words: string[]; registers: PoliteLevel[]; why: string }[] = [
  {
    why: 'the honorific forms a 敬語 character cannot do without, as the bank promises',
    registers: ['敬語'],
    words: [
      ...[
        'いらっしゃる',
        'なさる',
        '召し上がる（めしあがる）',
        // ご覧になる, found as the listed ごらんになる.
        'ごらんになる',
        '申す（もうす）',
        // The ございます of being there, said politely (お嫌いな食べ物はございますか？).
        'ご座います（ございます）',
      ],
      // どのような is the formal どんな.
      '様（よう）',
      // お母様: another's mother, said with the title 様.
      '様（さま）',
      // お住まい: お + a noun (住まい, N1) said of where someone lives. (お生まれ, お読み, お育ち are verbs said
      // politely, which the core finds as the verbs.)
      '住まい（すまい）',
      // お思いですか, お過ごしですか, お気をつけて, お気に入り, お願いいたします: the verb after お, said politely.
      ...[
        '思う（おもう）',
        '過ごす（すごす）',
        '気を付ける（きをつける）',
        '気に入る（きにいる）',
        '願う（ねがう）',
      ],
    ],
  },
  {
    why: 'the set phrase よろしくお願いします, the first one a learner meets',
    registers: REGISTERS,
    words: ['宜しく（よろしく）'],
  },
  {
    // 地球温暖化: the suffix 化 after a noun is the listed 化する (N1), as the detection labels count it; N2
    // learners read 温暖化 as a word of its own.
    why: 'the suffix 化 of a noun of change the level reads',
    registers: REGISTERS,
    words: ['化する（かする）'],
  },
  {
    // ニュー of ニュース.
    why: 'misdetections by the core of words the JLPT lists brought',
    registers: REGISTERS,
    words: ['ニュー'],
  },
  {
    // Waller's lists put these first-lesson words at N3 or harder (こんにちは N3, 日本 N3, 時 N3).
    why: 'N5 words the JLPT lists place higher',
    registers: REGISTERS,
    words: [
      ...[
        'こんにちは',
        'ありがとう',
        'はじめまして',
        'こちらこそ',
        'どうぞよろしく',
        'お願いします（おねがいします）',
      ],
      ...['日本（にほん）', 'どんな', '時（とき）', 'そう', '頃（ころ）', 'お休み（おやすみ）'],
      // 語 of 日本語, which the lists do not have: the core finds its words 日本 and 語.
      '語（ご）',
    ],
  },
];

type Measured = { where: string; level: JlptLevel; line: Line };

const questions: Measured[] = Object.entries(QUESTION_BANK).flatMap(([topic, levels]) =>
  Object.entries(levels).flatMap(([level, lines]) =>
    lines.map((line) => ({ where: `questions.json ${topic} ${level}`, level: level as JlptLevel, line })),
  ),
);
// Said to a character of any level, so held to N5.
const phrases: Measured[] = [
  ...GREETINGS,
  TOPIC_INTRO,
  ...ACKNOWLEDGEMENTS,
  ...ECHO_REACTIONS,
  ...CUES.flatMap((cue) => [cue.reaction, cue.question].filter((line) => line !== undefined)),
  CONFUSED_REACTION,
  NOT_JAPANESE_REACTION,
].map((line) => ({ where: 'phrases.json', level: 'N5', line }));

const japanese = createJapaneseCore();

describe('levels of the offline tutor’s lines', () => {
  it('keeps every line, in every register, within its level by the rule replies are held to', async () => {
    const failures: string[] = [];
    const used = new Set<string>();
    for (const { where, level, line } of [...questions, ...phrases]) {
      for (const register of REGISTERS) {
        // Slots are filled with a name, a topic or a learner's word, none of them the tutor's choice.
        const text = line[register].replace(/\{\w+\}/g, '');
        const { share, above } = await measureLevel(japanese, text, level);
        const counted = above.filter((item) => {
          const allowance = ALLOWED.find(
            (entry) => entry.registers.includes(register) && entry.words.includes(named(item)),
          );
          if (allowance) used.add(named(item));
          return !allowance;
        });
        // `share` is above.length over the line's words; an allowed word counts as one within the level.
        const shareAbove = above.length === 0 ? 0 : (share * counted.length) / above.length;
        if (shareAbove > THRESHOLD) {
          const words = counted.map((item) => `${named(item)} ${item.level}`).join(', ');
          failures.push(
            `${where} ${register} 「${line[register]}」 ${Math.round(shareAbove * 100)}%: ${words}`,
          );
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    const unneeded = ALLOWED.flatMap((entry) => entry.words).filter((word) => !used.has(word));
    expect(unneeded, 'allowed words no line needs any more').toEqual([]);
  }, 60_000);
});
