import { ErrorCode, Routes } from '@kaiwa/contract';
import { describe, expect, it } from 'vitest';
import { BUILTIN_VOICES } from '../../src/tts/voices';
import { apiCalls, badAuthHeaders, sharedTestApp, signUpPastIpLimit } from '../support/test-app';

const t = sharedTestApp();
const { get, post } = apiCalls(t);

async function expectSuccess(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true });
}

function expectValidationError(response: Awaited<ReturnType<typeof post>>, message?: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ success: false, code: ErrorCode.validationFailed });
  if (message) expect(response.json().error).toBe(message);
}

const settingsRows = (userId: string) =>
  t.db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).execute();

describe('account: a new user has the defaults', () => {
  it('answers every getter with the spec defaults, without storing a settings row', async () => {
    const a = await signUpPastIpLimit(t, { alias: 'ハナコ' });
    const answers = {
      speed: (await get(Routes.getSpeed, a)).json(),
      language: (await get(Routes.getTranslationLanguage, a)).json(),
      level: (await get(Routes.getJlptTrainLevel, a)).json(),
      furigana: (await get(Routes.getFurigana, a)).json(),
      translation: (await get(Routes.getTranslation, a)).json(),
      alias: (await get(Routes.getAlias, a)).json(),
      voice: (await get(Routes.getVoice, a)).json(),
      toggles: (await get(Routes.getToggleSettings, a)).json(),
      tour: (await get(Routes.tourDone, a)).json(),
    };
    expect(answers).toEqual({
      speed: { success: true, speed: 'normal' },
      language: { success: true, translationLanguage: 'English' },
      level: { jlptTrainLevel: 'N5' },
      furigana: { show_furigana: true },
      translation: { show_translation: true },
      alias: { alias: 'ハナコ' },
      voice: { voice: 'open-jtalk:mei' },
      toggles: {
        success: true,
        settings: { showHiragana: true, showTranslations: true, showRecommendedWords: true },
      },
      tour: { success: true, tour_done: false },
    });
    expect(await settingsRows(a.user.user_id)).toEqual([]);
  });

  it('lists the built-in voices', async () => {
    const a = await signUpPastIpLimit(t);
    const response = await get(Routes.getVoices, a);
    expect(response.statusCode).toBe(200);
    expect(response.json().voices).toEqual(BUILTIN_VOICES);
    // The first voice is the default every new user hears.
    expect(response.json().voices[0]).toEqual({ id: 'open-jtalk:mei', name: 'Mei — standard' });
  });
});

describe('account: setters', () => {
  it('stores the speed; the first change creates the row, later ones update it, other settings stay default', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(Routes.setSpeed, a, { speed: 'slow' }));
    expect((await get(Routes.getSpeed, a)).json()).toEqual({ success: true, speed: 'slow' });
    await expectSuccess(await post(Routes.setSpeed, a, { speed: 'fast' }));
    expect((await get(Routes.getSpeed, a)).json()).toEqual({ success: true, speed: 'fast' });
    expect(await settingsRows(a.user.user_id)).toEqual([
      {
        user_id: a.user.user_id,
        jlpt_level: 'N5',
        speed: 'fast',
        translation_language: 'English',
        voice: null,
        show_hiragana: 1,
        show_translations: 1,
        show_recommended_words: 1,
      },
    ]);
    expect((await get(Routes.getTranslationLanguage, a)).json().translationLanguage).toBe('English');
  });

  it.each([[{ speed: 'turbo' }], [{ speed: '' }], [{}], [{ speed: 1 }]])(
    'refuses setSpeed %j',
    async (payload) => {
      const a = await signUpPastIpLimit(t);
      expectValidationError(await post(Routes.setSpeed, a, payload));
      expect((await get(Routes.getSpeed, a)).json().speed).toBe('normal');
    },
  );

  it('stores the translation language', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(Routes.setTranslationLanguage, a, { translationLanguage: 'Mongolian' }));
    expect((await get(Routes.getTranslationLanguage, a)).json()).toEqual({
      success: true,
      translationLanguage: 'Mongolian',
    });
  });

  it.each([
    [{ translationLanguage: 'Japanese' }],
    [{ translationLanguage: 'Klingon' }],
    [{ translationLanguage: 'english' }],
    [{}],
  ])('refuses setTranslationLanguage %j', async (payload) => {
    const a = await signUpPastIpLimit(t);
    expectValidationError(await post(Routes.setTranslationLanguage, a, payload));
    expect((await get(Routes.getTranslationLanguage, a)).json().translationLanguage).toBe('English');
  });

  it('stores the training level', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(Routes.setJlptTrainLevel, a, { jlptTrainLevel: 'N2' }));
    expect((await get(Routes.getJlptTrainLevel, a)).json()).toEqual({ jlptTrainLevel: 'N2' });
  });

  it.each([[{ jlptTrainLevel: 'N6' }], [{ jlptTrainLevel: 'n3' }], [{ jlptTrainLevel: 3 }], [{}]])(
    'refuses setJLPTtrainLevel %j',
    async (payload) => {
      const a = await signUpPastIpLimit(t);
      expectValidationError(await post(Routes.setJlptTrainLevel, a, payload));
      expect((await get(Routes.getJlptTrainLevel, a)).json().jlptTrainLevel).toBe('N5');
    },
  );

  it('stores the alias trimmed', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(Routes.setAlias, a, { alias: '  ジロウ  ' }));
    expect((await get(Routes.getAlias, a)).json()).toEqual({ alias: 'ジロウ' });
  });

  it.each([
    [{ alias: '' }, 'Please enter an alias, preferably in Katakana'],
    [{ alias: '   ' }, 'Please enter an alias, preferably in Katakana'],
    [{}, 'Please enter an alias, preferably in Katakana'],
    [{ alias: 'ア'.repeat(41) }, 'Alias must be at most 40 characters long'],
  ])('refuses setAlias %j', async (payload, message) => {
    const a = await signUpPastIpLimit(t, { alias: 'モト' });
    expectValidationError(await post(Routes.setAlias, a, payload), message);
    expect((await get(Routes.getAlias, a)).json().alias).toBe('モト');
  });

  it('stores a known voice', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(Routes.setVoice, a, { voice: 'open-jtalk:mei' }));
    expect((await get(Routes.getVoice, a)).json()).toEqual({ voice: 'open-jtalk:mei' });
    expect((await settingsRows(a.user.user_id))[0]?.voice).toBe('open-jtalk:mei');
  });

  it.each([
    [{ voice: 'no-such-voice' }, 'Unknown voice'],
    [{ voice: '' }, 'Please choose a voice'],
    [{ voice: 'x'.repeat(101) }, undefined],
    [{}, undefined],
  ])('refuses setVoice %j', async (payload, message) => {
    const a = await signUpPastIpLimit(t);
    expectValidationError(await post(Routes.setVoice, a, payload), message);
    expect(await settingsRows(a.user.user_id)).toEqual([]);
  });

  it('reads a stored voice the engine no longer offers as the default', async () => {
    const a = await signUpPastIpLimit(t);
    await post(Routes.setSpeed, a, { speed: 'slow' });
    await t.db
      .updateTable('user_settings')
      .set({ voice: 'retired:voice' })
      .where('user_id', '=', a.user.user_id)
      .execute();
    expect((await get(Routes.getVoice, a)).json()).toEqual({ voice: 'open-jtalk:mei' });
  });
});

describe('account: toggle settings', () => {
  it('sets one toggle at a time; getFurigana and getTranslation read the same flags', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(Routes.setToggleSetting, a, { showHiragana: false }));
    expect((await get(Routes.getFurigana, a)).json()).toEqual({ show_furigana: false });
    expect((await get(Routes.getTranslation, a)).json()).toEqual({ show_translation: true });

    await expectSuccess(await post(Routes.setToggleSetting, a, { showTranslations: false }));
    expect((await get(Routes.getTranslation, a)).json()).toEqual({ show_translation: false });

    await expectSuccess(await post(Routes.setToggleSetting, a, { showRecommendedWords: false }));
    await expectSuccess(await post(Routes.setToggleSetting, a, { showHiragana: true }));
    expect((await get(Routes.getToggleSettings, a)).json()).toEqual({
      success: true,
      settings: { showHiragana: true, showTranslations: false, showRecommendedWords: false },
    });
    expect((await get(Routes.getFurigana, a)).json()).toEqual({ show_furigana: true });
  });

  it.each([
    [{ showHiragana: false, showTranslations: false }, 'Send exactly one toggle setting'],
    [{}, 'Send exactly one toggle setting'],
    [{ showKanji: false }, undefined],
    [{ showHiragana: 'no' }, undefined],
    [{ showHiragana: 0 }, undefined],
  ])('refuses setToggleSetting %j', async (payload, message) => {
    const a = await signUpPastIpLimit(t);
    expectValidationError(await post(Routes.setToggleSetting, a, payload), message);
    expect(await settingsRows(a.user.user_id)).toEqual([]);
  });
});

describe('account: tour', () => {
  it('complete_tour sets alias, level and tour_done together', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(Routes.completeTour, a, { jlptTrainLevel: 'N3', alias: ' サクラ ' }));
    expect((await get(Routes.tourDone, a)).json()).toEqual({ success: true, tour_done: true });
    expect((await get(Routes.getAlias, a)).json()).toEqual({ alias: 'サクラ' });
    expect((await get(Routes.getJlptTrainLevel, a)).json()).toEqual({ jlptTrainLevel: 'N3' });
    expect((await get(Routes.getSpeed, a)).json().speed).toBe('normal');
  });

  it('keeps existing settings when completing the tour', async () => {
    const a = await signUpPastIpLimit(t);
    await post(Routes.setSpeed, a, { speed: 'fast' });
    await expectSuccess(await post(Routes.completeTour, a, { jlptTrainLevel: 'N1', alias: 'サクラ' }));
    expect((await settingsRows(a.user.user_id))[0]).toMatchObject({ speed: 'fast', jlpt_level: 'N1' });
  });

  it.each([
    [{ jlptTrainLevel: 'N0', alias: 'サクラ' }],
    [{ jlptTrainLevel: 'N3', alias: '  ' }],
    [{ jlptTrainLevel: 'N3' }],
    [{ alias: 'サクラ' }],
  ])('refuses complete_tour %j and changes nothing', async (payload) => {
    const a = await signUpPastIpLimit(t, { alias: 'モト' });
    expectValidationError(await post(Routes.completeTour, a, payload));
    expect((await get(Routes.tourDone, a)).json().tour_done).toBe(false);
    expect((await get(Routes.getAlias, a)).json().alias).toBe('モト');
    expect(await settingsRows(a.user.user_id)).toEqual([]);
  });
});

describe('account: settings belong to their user', () => {
  it("one user's changes do not touch another's", async () => {
    const a = await signUpPastIpLimit(t, { alias: 'エー' });
    const b = await signUpPastIpLimit(t, { alias: 'ビー' });
    await post(Routes.setSpeed, a, { speed: 'slow' });
    await post(Routes.setTranslationLanguage, a, { translationLanguage: 'Thai' });
    await post(Routes.setJlptTrainLevel, a, { jlptTrainLevel: 'N1' });
    await post(Routes.setToggleSetting, a, { showHiragana: false });
    await post(Routes.completeTour, a, { jlptTrainLevel: 'N1', alias: 'エース' });
    expect((await get(Routes.getSpeed, b)).json().speed).toBe('normal');
    expect((await get(Routes.getTranslationLanguage, b)).json().translationLanguage).toBe('English');
    expect((await get(Routes.getJlptTrainLevel, b)).json().jlptTrainLevel).toBe('N5');
    expect((await get(Routes.getFurigana, b)).json().show_furigana).toBe(true);
    expect((await get(Routes.getAlias, b)).json().alias).toBe('ビー');
    expect((await get(Routes.tourDone, b)).json().tour_done).toBe(false);
  });
});

describe('account: authentication', () => {
  const calls = [
    ['GET', Routes.getSpeed],
    ['POST', Routes.setSpeed],
    ['GET', Routes.getTranslationLanguage],
    ['POST', Routes.setTranslationLanguage],
    ['GET', Routes.getJlptTrainLevel],
    ['POST', Routes.setJlptTrainLevel],
    ['GET', Routes.getFurigana],
    ['GET', Routes.getTranslation],
    ['GET', Routes.getAlias],
    ['POST', Routes.setAlias],
    ['GET', Routes.getVoice],
    ['POST', Routes.setVoice],
    ['GET', Routes.getVoices],
    ['GET', Routes.getToggleSettings],
    ['POST', Routes.setToggleSetting],
    ['GET', Routes.tourDone],
    ['POST', Routes.completeTour],
    ['POST', Routes.deleteAccount],
  ] as const;
  const validBody = {
    speed: 'slow',
    translationLanguage: 'French',
    jlptTrainLevel: 'N1',
    alias: 'ハッカー',
    voice: 'open-jtalk:mei',
  };

  it.each(calls)(
    '%s %s answers 401 without a token, with a wrong token and with a token of another user',
    async (method, path) => {
      const a = await signUpPastIpLimit(t, { alias: 'エー' });
      const b = await signUpPastIpLimit(t, { alias: 'ビー' });
      const payload =
        path === Routes.setToggleSetting
          ? { showHiragana: false }
          : path === Routes.deleteAccount
            ? { password: b.password }
            : method === 'POST'
              ? validBody
              : undefined;
      for (const headers of badAuthHeaders(a, b)) {
        const response = await t.app.inject({ method, url: `/api${path}`, headers, payload });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: ErrorCode.unauthorized });
      }
      for (const learner of [a, b]) {
        expect(await settingsRows(learner.user.user_id)).toEqual([]);
        expect((await get(Routes.getAlias, learner)).statusCode).toBe(200);
      }
      expect((await get(Routes.getAlias, b)).json().alias).toBe('ビー');
    },
  );
});
