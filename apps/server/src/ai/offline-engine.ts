import { JLPT_LEVELS, type JlptLevel } from '@kaiwa/contract';
import type { BaseLogger } from 'pino';
import {
  type AiEngine,
  AiUnsupportedError,
  type CharacterProfile,
  type CharacterReplyInput,
  type PoliteLevel,
  type TranslateInput,
  type UsageItem,
} from './ai-engine';
import { translateTutorLines } from './offline/line-translation';
import {
  ACKNOWLEDGEMENTS,
  CONFUSED,
  CONFUSED_REACTION,
  CUES,
  ECHO_REACTIONS,
  GREETINGS,
  NOT_JAPANESE_REACTION,
  TOPIC_INTRO,
} from './offline/phrases';
import { BANK_LEVELS, type BankLevel, type Line, QUESTION_BANK } from './offline/question-bank';
import { JAPANESE_CHARACTER, KANA_ONLY } from './offline/text';
import {
  type Keyword,
  type SpecificTopicId,
  TOPIC_IDS,
  TOPICS,
  type Topic,
  type TopicId,
  topicNamedIn,
} from './offline/topics';
import type { UsageMistake } from './offline/usage-mistakes';

/** A word of a text as the Japanese core's tokenizer sees it. */
export type AnalyzedWord = {
  lemma: string /** Hiragana reading of the lemma, when known. */;
  reading: string | null;
};

export type OfflineEngineDeps = {
  /** The words of a text, from the Japanese core's tokenizer; without it, known words are found by plain matching. */
  analyzeWords?: (text: string) => Promise<AnalyzedWord[]>;
  /** Words a text uses in a form they cannot take, from the Japanese core's parts of speech. */
  findUsageMistakes?: (text: string) => Promise<UsageMistake[]>;
  /**
   * The catalogue words the Japanese core's detection finds in a text, written as items are (their kanji, or
   * their kana where they have none): a word found by context (いえに かえって: 家, 帰る) is used though no
   * token's dictionary form is its own.
   */
  findUsedWords?: (text: string) => Promise<string[]>;
  /** Word-by-word dictionary glosses of Japanese text, from the Japanese core's catalogue. */
  glossJapanese?: (text: string) => Promise<string>;
  logger?: Pick<BaseLogger, 'warn'>;
};

export const GLOSS_PREFIX = '[Word-by-word gloss] ';

const providerNeeded = 'needs an AI provider. Set AI_PROVIDER to use one.';

/** FNV-1a, so that the same conversation always gets the same reply. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough to vary phrasing. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HONORIFIC_SUFFIX = /(先生|さん|様|さま|くん|君|ちゃん|氏)$/;

/** How a character names itself: nobody introduces themselves with their own honorific title. */
function ownName(character: CharacterProfile): string {
  const name = character.alias.replace(HONORIFIC_SUFFIX, '');
  return name || character.alias;
}

/** Bank levels at or below `level`, hardest first, `easier` steps down (never past N5). */
function bankLevels(level: JlptLevel, easier: number): BankLevel[] {
  const start = Math.max(BANK_LEVELS.indexOf(level === 'N1' ? 'N2' : level), 0);
  const levels = BANK_LEVELS.slice(0, start + 1).reverse();
  return levels.slice(Math.min(easier, levels.length - 1));
}

const easierLevel = (a: JlptLevel, b: JlptLevel) =>
  JLPT_LEVELS.indexOf(a) <= JLPT_LEVELS.indexOf(b) ? a : b;

const ALL_KEYWORDS = (Object.entries(TOPICS) as [SpecificTopicId, Topic][]).flatMap(([topic, { keywords }]) =>
  keywords.map((keyword) => ({ ...keyword, topic })),
);
type FoundKeyword = Keyword & { topic: TopicId };

/** Where in `ALL_KEYWORDS` the first keyword with each spelling (or reading) is: one lookup per word. */
function firstIndexBy(key: (keyword: Keyword) => string): Map<string, number> {
  const map = new Map<string, number>();
  ALL_KEYWORDS.forEach((keyword, i) => {
    if (!map.has(key(keyword))) map.set(key(keyword), i);
  });
  return map;
}
const KEYWORD_BY_WORD = firstIndexBy((keyword) => keyword.word);
const KEYWORD_BY_READING = firstIndexBy((keyword) => keyword.reading);

type Recognised = { keywords: FoundKeyword[]; hasLemma: (lemmas: string[], stems: string[]) => boolean };

const fill = (text: string, slots: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, slot: string) => slots[slot] ?? whole);

/**
 * The default engine when no AI provider is configured: a scripted conversation partner. It greets in its
 * register, asks questions from a bank written per level, topic and register, reacts to words it recognises
 * in the learner's last message and never asks the same question twice while the bank lasts. Replies are
 * deterministic for a given conversation. It does not understand free text; it says so by keeping its
 * reactions modest.
 */
export function createOfflineEngine(deps: OfflineEngineDeps = {}): AiEngine {
  async function recognise(text: string): Promise<Recognised> {
    let words: AnalyzedWord[] | undefined;
    if (deps.analyzeWords) {
      try {
        words = await deps.analyzeWords(text);
      } catch (error) {
        deps.logger?.warn(
          { error },
          'Japanese analysis failed; the offline tutor falls back to plain matching',
        );
      }
    }
    if (words) {
      const lemmas = new Set(words.map((word) => word.lemma));
      const keywords = words.flatMap((word) => {
        const bySpelling = KEYWORD_BY_WORD.get(word.lemma) ?? Number.POSITIVE_INFINITY;
        const byReading =
          word.reading !== null && KANA_ONLY.test(word.lemma)
            ? (KEYWORD_BY_READING.get(word.reading) ?? Number.POSITIVE_INFINITY)
            : Number.POSITIVE_INFINITY;
        const found = ALL_KEYWORDS[Math.min(bySpelling, byReading)];
        return found ? [found] : [];
      });
      return { keywords, hasLemma: (cueLemmas) => cueLemmas.some((lemma) => lemmas.has(lemma)) };
    }
    // Without the tokenizer, short kana readings would match inside other words (すし in ですし).
    const keywords = ALL_KEYWORDS.flatMap((keyword) => {
      const at = [keyword.word, ...(keyword.reading.length >= 3 ? [keyword.reading] : [])]
        .map((form) => text.indexOf(form))
        .filter((position) => position >= 0);
      return at.length > 0 ? [{ keyword, position: Math.min(...at) }] : [];
    })
      .sort((a, b) => a.position - b.position || b.keyword.word.length - a.keyword.word.length)
      .map(({ keyword }) => keyword);
    return { keywords, hasLemma: (_, stems) => stems.some((stem) => text.includes(stem)) };
  }

  async function characterReply(input: CharacterReplyInput) {
    const { character, history } = input;
    const register: PoliteLevel = character.politeLevel;
    const random = seededRandom(
      hash(
        [character.id, input.topic, input.feedback ?? '', ...history.map((turn) => turn.content)].join('\n'),
      ),
    );
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const say = (line: Line, slots: Record<string, string> = {}) => fill(line[register], slots);

    const asked = history.filter((turn) => turn.role === 'character').map((turn) => turn.content);
    const isAsked = (line: Line) =>
      asked.some(
        (content) =>
          content.includes(line.丁寧語) || content.includes(line.砕けた) || content.includes(line.敬語),
      );

    const lastOwnTurn = history.findLastIndex(
      (turn) => turn.role === 'character' && turn.speaker === character.alias,
    );
    const learnerMessage = history
      .slice(lastOwnTurn + 1)
      .findLast((turn) => turn.role === 'learner')?.content;
    const recognised = learnerMessage === undefined ? undefined : await recognise(learnerMessage);

    const parts: string[] = [];
    let question: Line | undefined;
    let easier = input.feedback ? 1 : 0;

    const namedTopic = topicNamedIn(input.topic);
    if (lastOwnTurn < 0) {
      parts.push(say(pick(GREETINGS), { name: ownName(character) }));
      // A Japanese topic is named as the conversation gave it; an English one only when the bank knows it.
      const given = input.topic.trim();
      const topicName = JAPANESE_CHARACTER.test(given) ? given : namedTopic && TOPICS[namedTopic].japanese;
      if (topicName) parts.push(say(TOPIC_INTRO, { topic: topicName }));
    } else if (learnerMessage !== undefined && recognised) {
      const echo = recognised.keywords.find((keyword) => keyword.echo);
      const cueReaction = CUES.find(
        (cue) => cue.reaction && recognised.hasLemma(cue.lemmas, cue.stems),
      )?.reaction;
      if (!JAPANESE_CHARACTER.test(learnerMessage)) parts.push(say(NOT_JAPANESE_REACTION));
      else if (CONFUSED.test(learnerMessage)) {
        parts.push(say(CONFUSED_REACTION));
        easier += 1;
      } else if (echo) parts.push(say(pick(ECHO_REACTIONS), { word: echo.word }));
      else if (cueReaction) parts.push(say(cueReaction));
      else parts.push(say(pick(ACKNOWLEDGEMENTS)));
      question = CUES.find(
        (cue) => cue.question && recognised.hasLemma(cue.lemmas, cue.stems) && !isAsked(cue.question),
      )?.question;
    }

    if (!question) {
      const levels = bankLevels(easierLevel(character.level, input.learnerLevel), easier);
      const topics = [
        ...new Set<TopicId>([
          ...(recognised?.keywords.map((keyword) => keyword.topic) ?? []).slice(0, 1),
          namedTopic ?? topicNamedIn(character.persona) ?? 'generic',
          'generic',
          ...TOPIC_IDS,
        ]),
      ];
      const candidates = topics.flatMap((topic) => levels.map((level) => QUESTION_BANK[topic][level]));
      // A conversation about chosen words (the review summary's "Practise these in a chat") asks first the
      // questions, of any topic at a fitting level, that use one of them.
      const words = JAPANESE_CHARACTER.test(input.topic) ? input.topic.split('、').filter(Boolean) : [];
      const usingWords = candidates
        .flat()
        .filter((line) => !isAsked(line) && words.some((word) => line[register].includes(word)));
      const fresh = [usingWords, ...candidates.map((lines) => lines.filter((line) => !isAsked(line)))].find(
        (lines) => lines.length,
      );
      // Once every question has been asked, the conversation starts over with its own topic.
      question = pick(fresh ?? (candidates[0] as Line[]));
    }
    parts.push(say(question));
    return { reply: parts.join('') };
  }

  async function translate(input: TranslateInput) {
    if (input.from !== 'Japanese')
      throw new AiUnsupportedError(`Translating from ${input.from} ${providerNeeded}`);
    if (input.to !== 'English')
      throw new AiUnsupportedError(`Translating into ${input.to} ${providerNeeded}`);
    const exact = translateTutorLines(input.text);
    if (exact) return { translation: exact };
    if (!deps.glossJapanese) throw new AiUnsupportedError(`Translating this text ${providerNeeded}`);
    return { translation: GLOSS_PREFIX + (await deps.glossJapanese(input.text)) };
  }

  /**
   * Mostly an estimate, not a judgement: without a model the tutor cannot tell whether a word was used well,
   * only that it was used. A word the core's detection or the tokenizer finds scores 6, plus 1 when it sits among other words rather
   * than alone, plus 1 when the message ends like a finished sentence; anything else gets a neutral 5. The
   * one exception is a mistake the Japanese core shows for certain (an i-adjective conjugated like a
   * na-adjective): that word scores 3, "a seriously wrong form", with the message corrected.
   */
  async function judgeUsage(input: { message: string; items: UsageItem[] }) {
    const message = input.message.trim();
    let words: AnalyzedWord[] | undefined;
    let mistakes: UsageMistake[] = [];
    let used = new Set<string>();
    try {
      if (deps.analyzeWords) words = await deps.analyzeWords(message);
      if (deps.findUsageMistakes) mistakes = await deps.findUsageMistakes(message);
      if (deps.findUsedWords) used = new Set(await deps.findUsedWords(message));
    } catch (error) {
      deps.logger?.warn({ error }, 'Japanese analysis failed; usage is estimated by plain matching');
    }
    const inContext = words ? words.length >= 3 : message.length >= 6;
    const finished = /([。．.!！?？]|です|ます|でした|ました|だ|た|よ|ね|か)$/.test(message);
    const judgements = input.items.map((item, index) => {
      const written = item.kanji ?? item.pronunciation;
      const mistake = mistakes.find(({ lemma }) => lemma === written || lemma === item.pronunciation);
      if (mistake) return { index, quality: 3, correction: mistake.correction };
      const found =
        used.has(written) ||
        (words
          ? words.some(
              (word) =>
                word.lemma === written ||
                word.lemma === item.pronunciation ||
                // A word written in katakana (タベル) still counts; other spellings with the same reading do not.
                (KANA_ONLY.test(word.lemma) && word.reading === item.pronunciation) ||
                (item.kanji?.length === 1 && word.lemma.includes(item.kanji)),
            )
          : message.includes(written));
      return { index, quality: found ? 6 + (inContext ? 1 : 0) + (finished ? 1 : 0) : 5 };
    });
    return { judgements };
  }

  return {
    label: 'Offline tutor',
    kind: 'offline',
    characterReply,
    translateMessage: translate,
    translateText: translate,
    explainVocabulary: async () => {
      throw new AiUnsupportedError(`Explaining vocabulary ${providerNeeded}`);
    },
    judgeUsage,
  };
}
