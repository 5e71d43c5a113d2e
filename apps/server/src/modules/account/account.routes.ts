import {
  type AliasResponse,
  CompleteTourRequest,
  DeleteAccountRequest,
  type FuriganaResponse,
  type JlptTrainLevelResponse,
  Routes,
  SetAliasRequest,
  SetJlptTrainLevelRequest,
  SetSpeedRequest,
  SetToggleSettingRequest,
  SetTranslationLanguageRequest,
  SetVoiceRequest,
  type ShowTranslationResponse,
  type SpeedResponse,
  type SuccessResponse,
  type ToggleSettingKey,
  type ToggleSettingsResponse,
  type TourDoneResponse,
  type TranslationLanguageResponse,
  type VoiceResponse,
  type VoicesResponse,
} from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate } from '../../http/authenticate';
import { parseInput } from '../../http/errors';
import type { Services } from '../../services';

const ok: SuccessResponse = { success: true };

export const accountRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { account } = services;
  app.addHook('preHandler', authenticate(services.sessions));

  app.get(
    Routes.getSpeed,
    async (request): Promise<SpeedResponse> => ({
      success: true,
      speed: (await account.getSettings(request.userId)).speed,
    }),
  );
  app.post(Routes.setSpeed, async (request): Promise<SuccessResponse> => {
    const { speed } = parseInput(SetSpeedRequest, request.body);
    await account.setSpeed(request.userId, speed);
    return ok;
  });

  app.get(
    Routes.getTranslationLanguage,
    async (request): Promise<TranslationLanguageResponse> => ({
      success: true,
      translationLanguage: (await account.getSettings(request.userId)).translationLanguage,
    }),
  );
  app.post(Routes.setTranslationLanguage, async (request): Promise<SuccessResponse> => {
    const { translationLanguage } = parseInput(SetTranslationLanguageRequest, request.body);
    await account.setTranslationLanguage(request.userId, translationLanguage);
    return ok;
  });

  app.get(
    Routes.getJlptTrainLevel,
    async (request): Promise<JlptTrainLevelResponse> => ({
      jlptTrainLevel: (await account.getSettings(request.userId)).jlptTrainLevel,
    }),
  );
  app.post(Routes.setJlptTrainLevel, async (request): Promise<SuccessResponse> => {
    const { jlptTrainLevel } = parseInput(SetJlptTrainLevelRequest, request.body);
    await account.setJlptTrainLevel(request.userId, jlptTrainLevel);
    return ok;
  });

  app.get(
    Routes.getFurigana,
    async (request): Promise<FuriganaResponse> => ({
      show_furigana: (await account.getSettings(request.userId)).toggles.showHiragana,
    }),
  );
  app.get(
    Routes.getTranslation,
    async (request): Promise<ShowTranslationResponse> => ({
      show_translation: (await account.getSettings(request.userId)).toggles.showTranslations,
    }),
  );

  app.get(
    Routes.getAlias,
    async (request): Promise<AliasResponse> => ({ alias: await account.getAlias(request.userId) }),
  );
  app.post(Routes.setAlias, async (request): Promise<SuccessResponse> => {
    const { alias } = parseInput(SetAliasRequest, request.body);
    await account.setAlias(request.userId, alias);
    return ok;
  });

  app.get(
    Routes.getVoice,
    async (request): Promise<VoiceResponse> => ({ voice: (await account.getSettings(request.userId)).voice }),
  );
  app.post(Routes.setVoice, async (request): Promise<SuccessResponse> => {
    const { voice } = parseInput(SetVoiceRequest, request.body);
    await account.setVoice(request.userId, voice);
    return ok;
  });
  app.get(Routes.getVoices, async (): Promise<VoicesResponse> => ({ voices: await account.voices() }));

  app.get(
    Routes.getToggleSettings,
    async (request): Promise<ToggleSettingsResponse> => ({
      success: true,
      settings: (await account.getSettings(request.userId)).toggles,
    }),
  );
  app.post(Routes.setToggleSetting, async (request): Promise<SuccessResponse> => {
    const change = parseInput(SetToggleSettingRequest, request.body);
    // The schema admits exactly one known key with a boolean value.
    const [key, value] = Object.entries(change)[0] as [ToggleSettingKey, boolean];
    await account.setToggle(request.userId, key, value);
    return ok;
  });

  app.get(
    Routes.tourDone,
    async (request): Promise<TourDoneResponse> => ({
      success: true,
      tour_done: await account.isTourDone(request.userId),
    }),
  );
  app.post(Routes.completeTour, async (request): Promise<SuccessResponse> => {
    const tour = parseInput(CompleteTourRequest, request.body);
    await account.completeTour(request.userId, tour);
    return ok;
  });

  app.post(Routes.deleteAccount, async (request): Promise<SuccessResponse> => {
    const { password } = parseInput(DeleteAccountRequest, request.body);
    await account.deleteAccount(request.userId, password);
    return ok;
  });
};
