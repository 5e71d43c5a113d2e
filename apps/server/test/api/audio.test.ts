import { AUDIO_SAMPLE_TEXT, api, type Message } from '@kaiwa/contract';
import { loadCatalogue } from '@kaiwa/japanese';
import { describe, expect, it } from 'vitest';
import { synthesizeJob } from '../../src/modules/audio/audio.jobs';
import { decodeMp3 } from '../support/mp3';
import { sharedTestApp, signUpPastIpLimit } from '../support/test-app';
import {
  countingTts,
  EXAMPLES,
  EXPLANATION,
  fetchAudio,
  getAudio,
  type Headers,
  JAPANESE_TRANSLATION,
  scriptedAi,
} from './audio-helpers';
import { call, postMessage, startConversation } from './conversation-helpers';

const tts = countingTts();
const t = sharedTestApp({ ai: scriptedAi, tts: tts.engine, env: { AI_JOBS_PER_MINUTE: '1000' } });

const audioJobCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('type', '=', synthesizeJob.type)
        .executeTakeFirstOrThrow()
    ).count,
  );

const word = loadCatalogue().vocabulary.find((item) => item.word === '会う')!;
const longerWord = loadCatalogue().vocabulary.find((item) => item.word === '勉強')!;
const kanji = loadCatalogue().kanjiOf('日')!;

function expectMp3(response: Awaited<ReturnType<typeof getAudio>>, seconds: { min: number; max: number }) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('audio/mpeg');
  expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  expect(response.headers['accept-ranges']).toBe('bytes');
  const mp3 = decodeMp3(response.rawPayload);
  expect(mp3).toMatchObject({ channels: 1, sampleRate: 24000 });
  expect(mp3.durationSeconds).toBeGreaterThan(seconds.min);
  expect(mp3.durationSeconds).toBeLessThan(seconds.max);
  expect(mp3.rms).toBeGreaterThan(0.01);
  return mp3;
}

describe('GET getAudioSample', () => {
  const query = { voice: 'open-jtalk:mei', speed: 'normal' };

  it('answers 201 while generating, then 200 with an MP3 that is made once and served to everyone', async () => {
    const a = await signUpPastIpLimit(t);
    const synthesesBefore = tts.calls.length;
    const jobsBefore = await audioJobCount();

    const first = await getAudio(t, api.getAudioSample.path, a.headers, query);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, status: 'generating' });
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await getAudio(t, api.getAudioSample.path, a.headers, query)).statusCode).toBe(201);
    expect(await audioJobCount()).toBe(jobsBefore + 1);

    await t.worker.runUntilIdle();
    const ready = await getAudio(t, api.getAudioSample.path, a.headers, query);
    expectMp3(ready, { min: 2, max: 12 });
    expect(ready.headers['cache-control']).toBe('private, max-age=86400');
    expect(tts.calls.slice(synthesesBefore)).toEqual([
      { text: AUDIO_SAMPLE_TEXT, language: 'Japanese', voice: 'open-jtalk:mei', speed: 'normal' },
    ]);

    const b = await signUpPastIpLimit(t);
    const shared = await getAudio(t, api.getAudioSample.path, b.headers, query);
    expect(shared.statusCode).toBe(200);
    expect(shared.rawPayload.equals(ready.rawPayload)).toBe(true);
    expect(tts.calls.length).toBe(synthesesBefore + 1);
    expect(await audioJobCount()).toBe(jobsBefore + 1);

    const revalidated = await getAudio(
      t,
      api.getAudioSample.path,
      { ...b.headers, 'if-none-match': ready.headers.etag as string },
      query,
    );
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('reads in the caller’s own voice and speed when the request names none, revalidating every time', async () => {
    const a = await signUpPastIpLimit(t);
    await call(t, 'POST', api.setVoice.path, a.headers, { voice: 'open-jtalk:mei-low' });
    await call(t, 'POST', api.setSpeed.path, a.headers, { speed: 'slow' });
    const response = await fetchAudio(t, api.getAudioSample.path, a.headers, {});
    expectMp3(response, { min: 2, max: 15 });
    expect(response.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect(tts.calls.at(-1)).toEqual({
      text: AUDIO_SAMPLE_TEXT,
      language: 'Japanese',
      voice: 'open-jtalk:mei-low',
      speed: 'slow',
    });
  });

  it('refuses unknown voices and speeds, and callers who are not signed in', async () => {
    const a = await signUpPastIpLimit(t);
    const unknownVoice = await getAudio(t, api.getAudioSample.path, a.headers, {
      voice: 'voicevox:3',
      speed: 'normal',
    });
    expect(unknownVoice.statusCode).toBe(400);
    expect(unknownVoice.json()).toMatchObject({
      success: false,
      error: 'Unknown voice',
      code: 'validation_failed',
    });
    const badSpeed = await getAudio(t, api.getAudioSample.path, a.headers, { speed: 'turbo' });
    expect(badSpeed.statusCode).toBe(400);
    expect(badSpeed.json().fields).toHaveProperty('speed');
    expect((await getAudio(t, api.getAudioSample.path, {}, query)).statusCode).toBe(401);
  });
});

describe('GET vocabulary/getVocabAudio', () => {
  it('reads a word by its kana reading, for any signed-in user', async () => {
    const a = await signUpPastIpLimit(t);
    const response = await fetchAudio(t, api.getVocabAudio.path, a.headers, {
      vocab_id: longerWord.vocab_id,
      speed: 'normal',
    });
    expectMp3(response, { min: 0.3, max: 6 });
    expect(tts.calls.at(-1)).toMatchObject({ text: 'べんきょう', language: 'Japanese', speed: 'normal' });
  });

  it('reads a kanji by its readings', async () => {
    const a = await signUpPastIpLimit(t);
    const response = await fetchAudio(t, api.getVocabAudio.path, a.headers, {
      vocab_id: kanji.vocab_id,
      speed: 'fast',
    });
    expectMp3(response, { min: 0.5, max: 8 });
    expect(tts.calls.at(-1)).toMatchObject({ text: kanji.pronunciation, speed: 'fast' });
  });

  it('answers 404 for an unknown item and 400 without an id', async () => {
    const a = await signUpPastIpLimit(t);
    const unknown = await getAudio(t, api.getVocabAudio.path, a.headers, {
      vocab_id: 'v-nothing',
      speed: 'normal',
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await getAudio(t, api.getVocabAudio.path, a.headers, { speed: 'normal' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Missing vocab_id');
  });
});

describe('GET vocabulary/getExplanationAudio and getExplanationExampleAudio', () => {
  it('waits for the explanation, then reads it and its example sentences', async () => {
    const a = await signUpPastIpLimit(t);
    const query = { vocab_id: word.vocab_id, speed: 'normal' };
    const jobsBefore = await audioJobCount();
    // The explanation itself is still being written: nothing to read yet.
    expect((await getAudio(t, api.getExplanationAudio.path, a.headers, query)).statusCode).toBe(201);
    expect(await audioJobCount()).toBe(jobsBefore);
    await t.worker.runUntilIdle();

    const explanation = await fetchAudio(t, api.getExplanationAudio.path, a.headers, query);
    expectMp3(explanation, { min: 1, max: 12 });
    expect(tts.calls.at(-1)).toMatchObject({ text: EXPLANATION, language: 'Japanese' });

    const example = await fetchAudio(t, api.getExplanationExampleAudio.path, a.headers, {
      ...query,
      example_sentence_id: `${word.vocab_id}-ex2`,
    });
    expectMp3(example, { min: 0.5, max: 10 });
    expect(tts.calls.at(-1)).toMatchObject({ text: EXAMPLES[1], language: 'Japanese' });

    const b = await signUpPastIpLimit(t);
    const syntheses = tts.calls.length;
    expect((await getAudio(t, api.getExplanationAudio.path, b.headers, query)).statusCode).toBe(200);
    expect(tts.calls.length).toBe(syntheses);
  });

  it('answers 404 for an example the explanation does not have and 400 without its id', async () => {
    const a = await signUpPastIpLimit(t);
    const query = { vocab_id: word.vocab_id, speed: 'normal' };
    await getAudio(t, api.getExplanationAudio.path, a.headers, query);
    await t.worker.runUntilIdle();
    const unknown = await getAudio(t, api.getExplanationExampleAudio.path, a.headers, {
      ...query,
      example_sentence_id: `${word.vocab_id}-ex9`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Example sentence not found');
    const missing = await getAudio(t, api.getExplanationExampleAudio.path, a.headers, query);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Missing example_sentence_id');
  });
});

describe('GET getMessageAudioJapanese and getMessageAudioOtherLanguage', () => {
  async function conversationWithMessage(headers: Headers, content: string) {
    const conversationId = await startConversation(t, headers, { character_ids: ['tanaka'] });
    const posted = await postMessage(t, headers, conversationId, content);
    expect(posted.statusCode).toBe(200);
    const message = posted.json().message as Message;
    return { conversation_id: conversationId, message_id: message.message_id };
  }

  it('reads a Japanese message, and its English translation once it is written', async () => {
    const a = await signUpPastIpLimit(t);
    const ids = await conversationWithMessage(a.headers, 'おはようございます');
    const query = { ...ids, speed: 'normal' };
    const jobsBefore = await audioJobCount();

    // The translation is still pending: the answer is 201 and nothing is synthesized for it yet.
    expect((await getAudio(t, api.getMessageAudioOtherLanguage.path, a.headers, query)).statusCode).toBe(201);
    expect(await audioJobCount()).toBe(jobsBefore);
    // The Japanese text is the message itself, ready to read.
    expect((await getAudio(t, api.getMessageAudioJapanese.path, a.headers, query)).statusCode).toBe(201);
    expect(await audioJobCount()).toBe(jobsBefore + 1);

    await t.worker.runUntilIdle();
    expectMp3(await getAudio(t, api.getMessageAudioJapanese.path, a.headers, query), { min: 0.5, max: 6 });
    const english = await fetchAudio(t, api.getMessageAudioOtherLanguage.path, a.headers, query);
    expectMp3(english, { min: 0.3, max: 6 });
    expect(tts.calls.at(-1)).toMatchObject({ text: 'Good morning', language: 'English' });
  });

  it('reads an English message as itself and its Japanese translation', async () => {
    const a = await signUpPastIpLimit(t);
    const ids = await conversationWithMessage(a.headers, 'Good evening everyone');
    await t.worker.runUntilIdle();
    const query = { ...ids, speed: 'normal' };
    expectMp3(await fetchAudio(t, api.getMessageAudioOtherLanguage.path, a.headers, query), {
      min: 0.5,
      max: 6,
    });
    expect(tts.calls.at(-1)).toMatchObject({ text: 'Good evening everyone', language: 'English' });
    expectMp3(await fetchAudio(t, api.getMessageAudioJapanese.path, a.headers, query), { min: 0.5, max: 6 });
    expect(tts.calls.at(-1)).toMatchObject({ text: JAPANESE_TRANSLATION, language: 'Japanese' });
  });

  it('answers 404 to anyone outside the conversation, and for a message of another conversation', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    const ids = await conversationWithMessage(a.headers, 'こんばんは');
    await t.worker.runUntilIdle();
    for (const path of [api.getMessageAudioJapanese.path, api.getMessageAudioOtherLanguage.path]) {
      const outsider = await getAudio(t, path, b.headers, { ...ids, speed: 'normal' });
      expect(outsider.statusCode).toBe(404);
      expect(outsider.json().code).toBe('not_found');
    }
    const other = await conversationWithMessage(a.headers, 'はい');
    const mixed = await getAudio(t, api.getMessageAudioJapanese.path, a.headers, {
      conversation_id: other.conversation_id,
      message_id: ids.message_id,
      speed: 'normal',
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().error).toBe('Message not found');
    const missing = await getAudio(t, api.getMessageAudioJapanese.path, a.headers, {
      message_id: ids.message_id,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Missing conversation_id');
  });
});

describe('GET translation/getJapaneseAudio and getOtherLanguageAudio', () => {
  async function submitTranslation(headers: Headers, targetLanguage: string) {
    const response = await call(t, 'POST', api.submitTranslationTask.path, headers, {
      input_text: '猫が好きです',
      source_language: 'Japanese',
      target_language: targetLanguage,
      context: '',
    });
    expect(response.statusCode).toBe(200);
    return { translation_id: response.json().translation_id as string, speed: 'normal' };
  }

  it('reads the input side at once and the translated side when it is complete, in its language', async () => {
    const a = await signUpPastIpLimit(t);
    const query = await submitTranslation(a.headers, 'Spanish');
    const pending = await getAudio(t, api.getTranslationOtherLanguageAudio.path, a.headers, query);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      code: 'audio_no_text',
      error: 'The translation is not finished yet',
    });
    expect((await getAudio(t, api.getTranslationJapaneseAudio.path, a.headers, query)).statusCode).toBe(201);

    await t.worker.runUntilIdle();
    expectMp3(await getAudio(t, api.getTranslationJapaneseAudio.path, a.headers, query), {
      min: 0.5,
      max: 6,
    });
    expect(tts.calls.at(-1)).toMatchObject({ text: '猫が好きです', language: 'Japanese' });
    expectMp3(await fetchAudio(t, api.getTranslationOtherLanguageAudio.path, a.headers, query), {
      min: 0.5,
      max: 6,
    });
    expect(tts.calls.at(-1)).toMatchObject({ text: 'Me gusta el té', language: 'Spanish' });
  });

  it('answers 404 to anyone but the owner', async () => {
    const a = await signUpPastIpLimit(t);
    const b = await signUpPastIpLimit(t);
    const query = await submitTranslation(a.headers, 'Spanish');
    await t.worker.runUntilIdle();
    for (const path of [api.getTranslationJapaneseAudio.path, api.getTranslationOtherLanguageAudio.path]) {
      const response = await getAudio(t, path, b.headers, query);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Translation not found');
    }
    expect((await getAudio(t, api.getTranslationJapaneseAudio.path, a.headers, {})).statusCode).toBe(400);
  });

  it('says clearly when the built-in voice has no voice for the language', async () => {
    const a = await signUpPastIpLimit(t);
    const query = await submitTranslation(a.headers, 'Filipino');
    await t.worker.runUntilIdle();
    const response = await getAudio(t, api.getTranslationOtherLanguageAudio.path, a.headers, query);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'audio_unavailable',
      error: 'Audio in Filipino is not available with the built-in voice',
    });
    expectMp3(await fetchAudio(t, api.getTranslationJapaneseAudio.path, a.headers, query), {
      min: 0.5,
      max: 6,
    });
  });
});
