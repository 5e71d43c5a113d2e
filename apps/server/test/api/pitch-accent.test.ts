import {
  api,
  type DayItem,
  type PitchAccent,
  splitMorae,
  type VocabExplanationResponse,
  type VocabularyItem,
} from '@kaiwa/contract';
import { loadCatalogue, vocabularyId } from '@kaiwa/japanese';
import { describe, expect, it } from 'vitest';
import { signUp, testAppPerTest } from '../support/test-app';
import { call, messagesOf, postMessage, scriptedEngine, startConversation } from './conversation-helpers';

const accent = (reading: string, downstep: number, morae: number): PitchAccent => ({
  reading,
  downstep,
  morae,
});

describe('pitch accents', () => {
  const { t, setUp } = testAppPerTest();

  it('come with vocabulary items, their explanation and the day cards; kanji have none', async () => {
    await setUp();
    const { headers } = await signUp(t);
    const vocabById = async (vocabId: string) => {
      const response = await call(t, 'GET', api.getVocab.path, headers, { vocab_id: vocabId });
      expect(response.statusCode).toBe(200);
      return (response.json() as { vocab: VocabularyItem }).vocab.pitch_accent;
    };
    const vocab = (word: string, reading: string) => vocabById(vocabularyId(word, reading));
    expect(await vocab('箸', 'はし')).toEqual([accent('はし', 1, 2)]);
    expect(await vocab('橋', 'はし')).toEqual([accent('はし', 2, 2)]);
    expect(await vocab('雨', 'あめ')).toEqual([accent('あめ', 1, 2)]);
    expect(await vocab('友達', 'ともだち')).toEqual([accent('ともだち', 0, 4)]);
    expect(await vocab('テレビ', 'テレビ')).toEqual([accent('テレビ', 1, 3)]);

    const listed = await call(t, 'POST', api.fetchCategories.path, headers, { n5: true });
    const elements = (listed.json() as { query_result: { elements: VocabularyItem[] } }).query_result
      .elements;
    const words = elements.filter((item) => item.vocabType === 'vocabulary');
    expect(
      elements.filter((item) => item.vocabType === 'kanji').every((k) => k.pitch_accent.length === 0),
    ).toBe(true);
    // 94.9% when written: N5 also holds the other spellings of its words' dictionary entries (御手洗い, 何方,
    // 其れから), which the accent dictionary has only in parts or in kana.
    expect(words.filter((item) => item.pitch_accent.length > 0).length / words.length).toBeGreaterThan(0.94);
    // Every accent fits its reading: as many morae as the reading has, a downstep within them.
    for (const item of words) {
      for (const { reading, downstep, morae } of item.pitch_accent) {
        expect(reading).toBe(item.pronunciation);
        expect(splitMorae(reading)).toHaveLength(morae);
        expect(downstep).toBeLessThanOrEqual(morae);
      }
    }

    const explained = await call(t, 'GET', api.getVocabExplanation.path, headers, {
      vocab_id: vocabularyId('橋', 'はし'),
    });
    expect((explained.json() as VocabExplanationResponse).explanation.pitch_accent).toEqual([
      accent('はし', 2, 2),
    ]);
    const kanji = loadCatalogue().kanjiOf('橋')!;
    const kanjiExplained = await call(t, 'GET', api.getVocabExplanation.path, headers, {
      vocab_id: kanji.vocab_id,
    });
    expect((kanjiExplained.json() as VocabExplanationResponse).explanation.pitch_accent).toEqual([]);

    const day = await call(t, 'GET', api.vocabularyOfTheDay.path, headers);
    const item = (day.json() as { vocabulary_of_the_day: DayItem }).vocabulary_of_the_day;
    // By id: a word shown in kana can be listed under a kanji spelling (居る), which names its id.
    expect(item.pitch_accent).toEqual(await vocabById(item.vocab_id));
    const kanjiDay = await call(t, 'GET', api.kanjiOfTheDay.path, headers);
    expect((kanjiDay.json() as { kanji_of_the_day: DayItem }).kanji_of_the_day.pitch_accent).toEqual([]);
  });

  it('are stored with a Japanese message by its enhancement job, word by word', async () => {
    const scripted = scriptedEngine({ reply: () => '箸をください。' });
    await setUp({ ai: scripted.engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const text = '友達と雨の日に橋を渡りました。';
    const posted = await postMessage(t, headers, id, text);
    expect(posted.json().message.word_accents).toBeNull();

    await t.worker.runUntilIdle();
    const [learner, reply] = await messagesOf(t, headers, id);
    const words = learner!.word_accents!.map(({ start, end, word, pitch_accent }) => ({
      written: text.slice(start, end),
      word,
      pitch_accent,
    }));
    expect(words).toEqual(
      expect.arrayContaining([
        { written: '友達', word: '友達', pitch_accent: [accent('ともだち', 0, 4)] },
        { written: '雨', word: '雨', pitch_accent: [accent('あめ', 1, 2)] },
        { written: '橋', word: '橋', pitch_accent: [accent('はし', 2, 2)] },
        // An inflected word shows its dictionary form's accent.
        { written: '渡り', word: '渡る', pitch_accent: [accent('わたる', 0, 3)] },
      ]),
    );
    const starts = learner!.word_accents!.map((word) => word.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(reply!.word_accents).toContainEqual(
      expect.objectContaining({ start: 0, end: 1, word: '箸', pitch_accent: [accent('はし', 1, 2)] }),
    );
  });

  it('are not given to the words of a compound written in kana, whose accent neither is', async () => {
    await setUp({ ai: scriptedEngine({ reply: () => 'そうですか。' }).engine });
    const { headers } = await signUp(t);
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const text = 'にほんごを べんきょうします。';
    await postMessage(t, headers, id, text);
    await t.worker.runUntilIdle();
    const [learner] = await messagesOf(t, headers, id);
    const written = learner!.word_accents!.map(({ start, end }) => text.slice(start, end));
    // にほんご is 日本 and 語, neither of which says it: no accent for it, as for a word no dictionary has.
    expect(written).toEqual(['べんきょう']);
  });

  it('are not given for a message in another language', async () => {
    await setUp({ ai: scriptedEngine({ translate: () => '友達と話しました。' }).engine });
    const { headers } = await signUp(t);
    await call(t, 'POST', api.setTranslationLanguage.path, headers, { translationLanguage: 'German' });
    const id = await startConversation(t, headers, { character_ids: ['tanaka'] });
    await postMessage(t, headers, id, 'Ich habe mit Freunden gesprochen.');
    await t.worker.runUntilIdle();
    const [learner] = await messagesOf(t, headers, id);
    expect(learner).toMatchObject({ content_language: 'German', word_accents: null });
  });
});
