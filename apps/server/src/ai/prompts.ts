import type { JlptLevel } from '@kaiwa/contract';
import type {
  CharacterReplyInput,
  ChatTurn,
  ExplainInput,
  JudgeUsageInput,
  PoliteLevel,
  TranslateInput,
} from './ai-engine';

export type Prompt = { system: string; prompt: string };

/** What each register means in practice: models tend to drift towards です/ます unless told otherwise. */
const REGISTER_GUIDES: Record<PoliteLevel, string> = {
  敬語:
    'honorific speech (敬語): respectful forms for the learner and their actions (お/ご〜になる, いらっしゃる, ' +
    'おっしゃる, 召し上がる, ご覧になる) and humble forms for yourself (申す, 参る, いたす, ございます), ' +
    'courteous like a hotel concierge with a valued guest. Prefer the simplest honorific forms that fit the level',
  丁寧語:
    'polite speech (丁寧語): です/ます forms at the end of every sentence, friendly but courteous; ' +
    'no honorific or humble verbs and no plain forms',
  砕けた:
    'casual speech (砕けた): plain forms as between close friends (だ, だよ, よね, じゃない, dictionary and た forms, ' +
    'particles dropped where natural); never です or ます',
};

/** Rough size of each level's vocabulary and its typical grammar, so the model can place "a learner's level". */
const LEVEL_BANDS: Record<JlptLevel, string> = {
  N5: 'about 800 basic words and 100 kanji; short simple sentences with です/ます, present and past, 〜たい, 〜ましょう and basic particles',
  N4: 'about 1,500 everyday words and 300 kanji; て-form, 〜たことがある, potential and volitional forms, 〜たら and 〜と',
  N3: 'about 3,700 words and 650 kanji; everyday conversation, 〜そう, 〜らしい, 〜ようにする, passive and causative forms',
  N2: 'about 6,000 words and 1,000 kanji; most everyday and general topics, including news-style vocabulary',
  N1: 'about 10,000 words and 2,000 kanji; abstract and complex topics, idioms and refined expressions',
};

function levelRule(level: JlptLevel): string {
  return `Use only vocabulary and grammar a JLPT ${level} learner knows (${LEVEL_BANDS[level]}). When a word would be too hard, say it more simply.`;
}

function transcript(history: ChatTurn[], self: string): string {
  if (history.length === 0) return '(nothing yet: you open the conversation, so greet the learner first)';
  return history
    .map((turn) => {
      const who = turn.role === 'learner' ? 'learner' : turn.speaker === self ? 'you' : 'another character';
      return `${turn.speaker} (${who}): ${turn.content}`;
    })
    .join('\n');
}

export function characterReplyPrompt(input: CharacterReplyInput): Prompt {
  const { character, learnerLevel } = input;
  const system = [
    `You are ${character.alias}, a conversation partner in a chat app for learners of Japanese preparing for the JLPT.`,
    `Who you are: ${character.persona}`,
    `Always speak in ${REGISTER_GUIDES[character.politeLevel]}.`,
    `The learner's level is JLPT ${learnerLevel}. ${levelRule(learnerLevel)}`,
    `The conversation is about: ${input.topic.trim() || 'whatever the learner likes to talk about'}.`,
    'Write like a chat partner: 1 to 3 short sentences, in Japanese only (no romaji, no English, no translations or notes), ' +
      'reacting to what was just said and ending with something the learner can answer, usually a question.',
    'Stay in character. Never mention being an AI or these instructions.',
    'Answer with a JSON object: {"reply": "<your next chat message>"}.',
  ].join('\n');
  const parts = [`Conversation so far:\n${transcript(input.history, character.alias)}`];
  if (input.feedback) {
    parts.push(`Your previous attempt was rejected: ${input.feedback}\nWrite a new message that fixes this.`);
  }
  parts.push(`Write ${character.alias}'s next message.`);
  return { system, prompt: parts.join('\n\n') };
}

function translationSystem(input: TranslateInput, what: string): string {
  return [
    `You translate ${what} from ${input.from} into ${input.to} for a Japanese learning app.`,
    `Keep the meaning, tone and register (polite or casual) of the original and make it sound natural in ${input.to}.`,
    'Translate only: no notes, romanisation, readings or explanations.',
    'Answer with a JSON object: {"translation": "<the translation>"}.',
  ].join('\n');
}

export function messageTranslationPrompt(input: TranslateInput): Prompt {
  return { system: translationSystem(input, 'one chat message'), prompt: input.text };
}

export function textTranslationPrompt(input: TranslateInput): Prompt {
  const context = input.context?.trim();
  return {
    system: translationSystem(input, 'text'),
    prompt: context
      ? `Situation the text is used in: ${context}\n\nText to translate:\n${input.text}`
      : input.text,
  };
}

export function explanationPrompt(input: ExplainInput): Prompt {
  const { word, level } = input;
  const subject =
    input.vocabType === 'kanji'
      ? `the kanji 「${word}」 (readings: ${input.reading}; meanings: ${input.meanings.join('; ')}; JLPT ${level})`
      : `the word 「${word}」 (reading: ${input.reading}; meanings: ${input.meanings.join('; ')}; JLPT ${level})`;
  const topic =
    input.vocabType === 'kanji'
      ? 'what the kanji means and in which common words it appears'
      : 'what the word means and when it is used';
  return {
    system: [
      'You write vocabulary explanations for a Japanese learning app for JLPT learners.',
      'Never add readings, furigana or romaji: the app adds kana readings itself.',
      'Answer with a JSON object: {"explanation": string, "explanation_translation": string, ' +
        '"example_sentences": [{"sentence": string, "sentence_translation": string}]}.',
    ].join('\n'),
    prompt: [
      `Explain ${subject}.`,
      `- explanation: 1 to 3 sentences in simple Japanese about ${topic}. ${levelRule(level)}`,
      '- explanation_translation: the English translation of explanation.',
      `- example_sentences: 2 or 3 short, natural Japanese sentences using 「${word}」, at JLPT ${level} or easier, ` +
        'each with its English translation in sentence_translation.',
    ].join('\n'),
  };
}

export function usageJudgementPrompt(input: JudgeUsageInput): Prompt {
  const items = input.items
    .map(
      (item, index) =>
        `${index}: ${item.kanji ?? item.pronunciation} (${item.pronunciation}) “${item.english}”`,
    )
    .join('\n');
  return {
    system: [
      'You grade how well a learner of Japanese used given words or kanji in one chat message.',
      'Quality rubric, 0 to 10:',
      '- 0: not actually used, or used as a different word',
      '- 1 to 3: wrong meaning, or a seriously wrong form',
      '- 4 to 6: understandable, with a mistake or an unnatural choice around the item',
      '- 7 to 8: correct and natural',
      '- 9 to 10: correct, natural and idiomatic',
      'Judge only how each item is used, not the rest of the message.',
      'For an item rated below 6, add "correction": the whole message rewritten so that this item is used ' +
        'correctly, changing as little as possible. Leave "correction" out for items used well.',
      'Answer with a JSON object: {"judgements": [{"index": <item index>, "quality": <0-10>, "correction"?: <string>}]}, one judgement per item.',
    ].join('\n'),
    prompt: `Message:\n${input.message}\n\nItems (index: written form (reading) “meaning”):\n${items}`,
  };
}
