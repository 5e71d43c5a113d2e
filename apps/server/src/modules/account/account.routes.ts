import type { ToggleSettingKey } from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes } from '../../http/route';
import type { Services } from '../../services';

const ok = { success: true } as const;

export const accountRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { account } = services;
  registerRoutes(app, services.sessions, {
    getSpeed: async ({ userId }) => ({
      success: true,
      speed: (await account.getSettings(userId)).speed,
    }),
    setSpeed: async ({ userId, body }) => {
      await account.setSpeed(userId, body.speed);
      return ok;
    },

    getTranslationLanguage: async ({ userId }) => ({
      success: true,
      translationLanguage: (await account.getSettings(userId)).translationLanguage,
    }),
    setTranslationLanguage: async ({ userId, body }) => {
      await account.setTranslationLanguage(userId, body.translationLanguage);
      return ok;
    },

    getJlptTrainLevel: async ({ userId }) => ({
      jlptTrainLevel: (await account.getSettings(userId)).jlptTrainLevel,
    }),
    setJlptTrainLevel: async ({ userId, body }) => {
      await account.setJlptTrainLevel(userId, body.jlptTrainLevel);
      return ok;
    },

    getFurigana: async ({ userId }) => ({
      show_furigana: (await account.getSettings(userId)).toggles.showHiragana,
    }),
    getShowTranslation: async ({ userId }) => ({
      show_translation: (await account.getSettings(userId)).toggles.showTranslations,
    }),

    getAlias: async ({ userId }) => ({ alias: await account.getAlias(userId) }),
    setAlias: async ({ userId, body }) => {
      await account.setAlias(userId, body.alias);
      return ok;
    },

    getVoice: async ({ userId }) => ({ voice: (await account.getSettings(userId)).voice }),
    setVoice: async ({ userId, body }) => {
      await account.setVoice(userId, body.voice);
      return ok;
    },
    getVoices: async () => ({ voices: await account.voices() }),

    getToggleSettings: async ({ userId }) => ({
      success: true,
      settings: (await account.getSettings(userId)).toggles,
    }),
    setToggleSetting: async ({ userId, body }) => {
      // The schema admits exactly one known key with a boolean value.
      const [key, value] = Object.entries(body)[0] as [ToggleSettingKey, boolean];
      await account.setToggle(userId, key, value);
      return ok;
    },

    tourDone: async ({ userId }) => ({ success: true, tour_done: await account.isTourDone(userId) }),
    completeTour: async ({ userId, body }) => {
      await account.completeTour(userId, body);
      return ok;
    },

    deleteAccount: async ({ userId, body }) => {
      await account.deleteAccount(userId, body.password);
      return ok;
    },
  });
};
