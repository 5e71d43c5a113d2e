import { api, Errors } from '@kaiwa/contract';
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
  expect(response.json()).toMatchObject({ success: false, code: Errors.validationFailed.code });
  if (message) expect(response.json().error).toBe(message);
}

const settingsRows = (userId: string) =>
  t.db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).execute();

describe('account: a new user has the defaults', () => {
  it('answers every getter with the spec defaults, without storing a settings row', async () => {
    const a = await signUpPastIpLimit(t, { alias: 'ハナコ' });
    const answers = {
      speed: (await get(api.getSpeed.path, a)).json(),
      language: (await get(api.getTranslationLanguage.path, a)).json(),
      level: (await get(api.getJlptTrainLevel.path, a)).json(),
      furigana: (await get(api.getFurigana.path, a)).json(),
      translation: (await get(api.getShowTranslation.path, a)).json(),
      alias: (await get(api.getAlias.path, a)).json(),
      voice: (await get(api.getVoice.path, a)).json(),
      toggles: (await get(api.getToggleSettings.path, a)).json(),
      tour: (await get(api.tourDone.path, a)).json(),
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
    const response = await get(api.getVoices.path, a);
    expect(response.statusCode).toBe(200);
    expect(response.json().voices).toEqual(BUILTIN_VOICES);
    // The first voice is the default every new user hears.
    expect(response.json().voices[0]).toEqual({ id: 'open-jtalk:mei', name: 'Mei — standard' });
  });
});

describe('account: setters', () => {
  it('stores the speed; the first change creates the row, later ones update it, other settings stay default', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(api.setSpeed.path, a, { speed: 'slow' }));
    expect((await get(api.getSpeed.path, a)).json()).toEqual({ success: true, speed: 'slow' });
    await expectSuccess(await post(api.setSpeed.path, a, { speed: 'fast' }));
    expect((await get(api.getSpeed.path, a)).json()).toEqual({ success: true, speed: 'fast' });
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
    expect((await get(api.getTranslationLanguage.path, a)).json().translationLanguage).toBe('English');
  });

  it.each([[{ speed: 'turbo' }], [{ speed: '' }], [{}], [{ speed: 1 }]])(
    'refuses setSpeed %j',
    async (payload) => {
      const a = await signUpPastIpLimit(t);
      expectValidationError(await post(api.setSpeed.path, a, payload));
      expect((await get(api.getSpeed.path, a)).json().speed).toBe('normal');
    },
  );

  it('stores the translation language', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(api.setTranslationLanguage.path, a, { translationLanguage: 'Mongolian' }));
    expect((await get(api.getTranslationLanguage.path, a)).json()).toEqual({
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
    expectValidationError(await post(api.setTranslationLanguage.path, a, payload));
    expect((await get(api.getTranslationLanguage.path, a)).json().translationLanguage).toBe('English');
  });

  it('stores the training level', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(api.setJlptTrainLevel.path, a, { jlptTrainLevel: 'N2' }));
    expect((await get(api.getJlptTrainLevel.path, a)).json()).toEqual({ jlptTrainLevel: 'N2' });
  });

  it.each([[{ jlptTrainLevel: 'N6' }], [{ jlptTrainLevel: 'n3' }], [{ jlptTrainLevel: 3 }], [{}]])(
    'refuses setJLPTtrainLevel %j',
    async (payload) => {
      const a = await signUpPastIpLimit(t);
      expectValidationError(await post(api.setJlptTrainLevel.path, a, payload));
      expect((await get(api.getJlptTrainLevel.path, a)).json().jlptTrainLevel).toBe('N5');
    },
  );

  it('stores the alias trimmed', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(api.setAlias.path, a, { alias: '  ジロウ  ' }));
    expect((await get(api.getAlias.path, a)).json()).toEqual({ alias: 'ジロウ' });
  });

  it.each([
    [{ alias: '' }, 'Please enter an alias, preferably in Katakana'],
    [{ alias: '   ' }, 'Please enter an alias, preferably in Katakana'],
    [{}, 'Please enter an alias, preferably in Katakana'],
    [{ alias: 'ア'.repeat(41) }, 'Alias must be at most 40 characters long'],
  ])('refuses setAlias %j', async (payload, message) => {
    const a = await signUpPastIpLimit(t, { alias: 'モト' });
    expectValidationError(await post(api.setAlias.path, a, payload), message);
    expect((await get(api.getAlias.path, a)).json().alias).toBe('モト');
  });

  it('stores a known voice', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(api.setVoice.path, a, { voice: 'open-jtalk:mei' }));
    expect((await get(api.getVoice.path, a)).json()).toEqual({ voice: 'open-jtalk:mei' });
    expect((await settingsRows(a.user.user_id))[0]?.voice).toBe('open-jtalk:mei');
  });

  it.each([
    [{ voice: 'no-such-voice' }, 'Unknown voice'],
    [{ voice: '' }, 'Please choose a voice'],
    [{ voice: 'x'.repeat(101) }, undefined],
    [{}, undefined],
  ])('refuses setVoice %j', async (payload, message) => {
    const a = await signUpPastIpLimit(t);
    expectValidationError(await post(api.setVoice.path, a, payload), message);
    expect(await settingsRows(a.user.user_id)).toEqual([]);
  });

  it('reads a stored voice the engine no longer offers as the default', async () => {
    const a = await signUpPastIpLimit(t);
    await post(api.setSpeed.path, a, { speed: 'slow' });
    await t.db
      .updateTable('user_settings')
      .set({ voice: 'retired:voice' })
      .where('user_id', '=', a.user.user_id)
      .execute();
    expect((await get(api.getVoice.path, a)).json()).toEqual({ voice: 'open-jtalk:mei' });
  });
});

describe('account: toggle settings', () => {
  it('sets one toggle at a time; getFurigana and getTranslation read the same flags', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(api.setToggleSetting.path, a, { showHiragana: false }));
    expect((await get(api.getFurigana.path, a)).json()).toEqual({ show_furigana: false });
    expect((await get(api.getShowTranslation.path, a)).json()).toEqual({ show_translation: true });

    await expectSuccess(await post(api.setToggleSetting.path, a, { showTranslations: false }));
    expect((await get(api.getShowTranslation.path, a)).json()).toEqual({ show_translation: false });

    await expectSuccess(await post(api.setToggleSetting.path, a, { showRecommendedWords: false }));
    await expectSuccess(await post(api.setToggleSetting.path, a, { showHiragana: true }));
    expect((await get(api.getToggleSettings.path, a)).json()).toEqual({
      success: true,
      settings: { showHiragana: true, showTranslations: false, showRecommendedWords: false },
    });
    expect((await get(api.getFurigana.path, a)).json()).toEqual({ show_furigana: true });
  });

  it.each([
    [{ showHiragana: false, showTranslations: false }, 'Send exactly one toggle setting'],
    [{}, 'Send exactly one toggle setting'],
    [{ showKanji: false }, undefined],
    [{ showHiragana: 'no' }, undefined],
    [{ showHiragana: 0 }, undefined],
  ])('refuses setToggleSetting %j', async (payload, message) => {
    const a = await signUpPastIpLimit(t);
    expectValidationError(await post(api.setToggleSetting.path, a, payload), message);
    expect(await settingsRows(a.user.user_id)).toEqual([]);
  });
});

describe('account: tour', () => {
  it('complete_tour sets alias, level and tour_done together', async () => {
    const a = await signUpPastIpLimit(t);
    await expectSuccess(await post(api.completeTour.path, a, { jlptTrainLevel: 'N3', alias: ' サクラ ' }));
    expect((await get(api.tourDone.path, a)).json()).toEqual({ success: true, tour_done: true });
    expect((await get(api.getAlias.path, a)).json()).toEqual({ alias: 'サクラ' });
    expect((await get(api.getJlptTrainLevel.path, a)).json()).toEqual({ jlptTrainLevel: 'N3' });
    expect((await get(api.getSpeed.path, a)).json().speed).toBe('normal');
  });

  it('keeps existing settings when completing the tour', async () => {
    const a = await signUpPastIpLimit(t);
    await post(api.setSpeed.path, a, { speed: 'fast' });
    await expectSuccess(await post(api.completeTour.path, a, { jlptTrainLevel: 'N1', alias: 'サクラ' }));
    expect((await settingsRows(a.user.user_id))[0]).toMatchObject({ speed: 'fast', jlpt_level: 'N1' });
  });

  it.each([
    [{ jlptTrainLevel: 'N0', alias: 'サクラ' }],
    [{ jlptTrainLevel: 'N3', alias: '  ' }],
    [{ jlptTrainLevel: 'N3' }],
    [{ alias: 'サクラ' }],
  ])('refuses complete_tour %j and changes nothing', async (payload) => {
    const a = await signUpPastIpLimit(t, { alias: 'モト' });
    expectValidationError(await post(api.completeTour.path, a, payload));
    expect((await get(api.tourDone.path, a)).json().tour_done).toBe(false);
    expect((await get(api.getAlias.path, a)).json().alias).toBe('モト');
    expect(await settingsRows(a.user.user_id)).toEqual([]);
  });
});

describe('account: settings belong to their user', () => {
  it("one user's changes do not touch another's", async () => {
    const a = await signUpPastIpLimit(t, { alias: 'エー' });
    const b = await signUpPastIpLimit(t, { alias: 'ビー' });
    await post(api.setSpeed.path, a, { speed: 'slow' });
    await post(api.setTranslationLanguage.path, a, { translationLanguage: 'Thai' });
    await post(api.setJlptTrainLevel.path, a, { jlptTrainLevel: 'N1' });
    await post(api.setToggleSetting.path, a, { showHiragana: false });
    await post(api.completeTour.path, a, { jlptTrainLevel: 'N1', alias: 'エース' });
    expect((await get(api.getSpeed.path, b)).json().speed).toBe('normal');
    expect((await get(api.getTranslationLanguage.path, b)).json().translationLanguage).toBe('English');
    expect((await get(api.getJlptTrainLevel.path, b)).json().jlptTrainLevel).toBe('N5');
    expect((await get(api.getFurigana.path, b)).json().show_furigana).toBe(true);
    expect((await get(api.getAlias.path, b)).json().alias).toBe('ビー');
    expect((await get(api.tourDone.path, b)).json().tour_done).toBe(false);
  });
});

describe('account: authentication', () => {
  const calls = [
    ['GET', api.getSpeed.path],
    ['POST', api.setSpeed.path],
    ['GET', api.getTranslationLanguage.path],
    ['POST', api.setTranslationLanguage.path],
    ['GET', api.getJlptTrainLevel.path],
    ['POST', api.setJlptTrainLevel.path],
    ['GET', api.getFurigana.path],
    ['GET', api.getShowTranslation.path],
    ['GET', api.getAlias.path],
    ['POST', api.setAlias.path],
    ['GET', api.getVoice.path],
    ['POST', api.setVoice.path],
    ['GET', api.getVoices.path],
    ['GET', api.getToggleSettings.path],
    ['POST', api.setToggleSetting.path],
    ['GET', api.tourDone.path],
    ['POST', api.completeTour.path],
    ['POST', api.deleteAccount.path],
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
        path === api.setToggleSetting.path
          ? { showHiragana: false }
          : path === api.deleteAccount.path
            ? { password: b.password }
            : method === 'POST'
              ? validBody
              : undefined;
      for (const headers of badAuthHeaders(a, b)) {
        const response = await t.app.inject({ method, url: `/api${path}`, headers, payload });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: Errors.unauthorized.code });
      }
      for (const learner of [a, b]) {
        expect(await settingsRows(learner.user.user_id)).toEqual([]);
        expect((await get(api.getAlias.path, learner)).statusCode).toBe(200);
      }
      expect((await get(api.getAlias.path, b)).json().alias).toBe('ビー');
    },
  );
});
