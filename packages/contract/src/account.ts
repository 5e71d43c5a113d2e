import { z } from 'zod';
import { alias } from './auth';
import { JlptLevel, OtherLanguage, PICTURE_USER_ID_HEADER, requestId, Speed } from './common';

export const DEFAULT_SETTINGS = {
  jlptTrainLevel: 'N5',
  speed: 'normal',
  translationLanguage: 'English',
  toggles: { showHiragana: true, showTranslations: true, showRecommendedWords: true },
} as const;

export const SpeedResponse = z.object({ success: z.literal(true), speed: Speed });
export type SpeedResponse = z.infer<typeof SpeedResponse>;
export const SetSpeedRequest = z.object({ speed: Speed });
export type SetSpeedRequest = z.infer<typeof SetSpeedRequest>;

export const TranslationLanguageResponse = z.object({
  success: z.literal(true),
  translationLanguage: OtherLanguage,
});
export type TranslationLanguageResponse = z.infer<typeof TranslationLanguageResponse>;
export const SetTranslationLanguageRequest = z.object({ translationLanguage: OtherLanguage });
export type SetTranslationLanguageRequest = z.infer<typeof SetTranslationLanguageRequest>;

export const JlptTrainLevelResponse = z.object({ jlptTrainLevel: JlptLevel });
export type JlptTrainLevelResponse = z.infer<typeof JlptTrainLevelResponse>;
export const SetJlptTrainLevelRequest = z.object({ jlptTrainLevel: JlptLevel });
export type SetJlptTrainLevelRequest = z.infer<typeof SetJlptTrainLevelRequest>;

/** Same stored flags as the toggle settings showHiragana / showTranslations. */
export const FuriganaResponse = z.object({ show_furigana: z.boolean() });
export type FuriganaResponse = z.infer<typeof FuriganaResponse>;
export const ShowTranslationResponse = z.object({ show_translation: z.boolean() });
export type ShowTranslationResponse = z.infer<typeof ShowTranslationResponse>;

export const AliasResponse = z.object({ alias: z.string() });
export type AliasResponse = z.infer<typeof AliasResponse>;
export const SetAliasRequest = z.object({ alias });
export type SetAliasRequest = z.infer<typeof SetAliasRequest>;

export const Voice = z.object({ id: z.string(), name: z.string() });
export type Voice = z.infer<typeof Voice>;
export const VoiceResponse = z.object({ voice: z.string() });
export type VoiceResponse = z.infer<typeof VoiceResponse>;
export const SetVoiceRequest = z.object({ voice: z.string().min(1, 'Please choose a voice').max(100) });
export type SetVoiceRequest = z.infer<typeof SetVoiceRequest>;
export const VoicesResponse = z.object({ voices: z.array(Voice) });
export type VoicesResponse = z.infer<typeof VoicesResponse>;

export const ToggleSettings = z.object({
  showHiragana: z.boolean(),
  showTranslations: z.boolean(),
  showRecommendedWords: z.boolean(),
});
export type ToggleSettings = z.infer<typeof ToggleSettings>;
export type ToggleSettingKey = keyof ToggleSettings;
export const ToggleSettingsResponse = z.object({ success: z.literal(true), settings: ToggleSettings });
export type ToggleSettingsResponse = z.infer<typeof ToggleSettingsResponse>;
/** Exactly one key with a boolean, e.g. `{ "showHiragana": false }`. */
export const SetToggleSettingRequest = ToggleSettings.partial()
  .strict()
  .refine((value) => Object.keys(value).length === 1, 'Send exactly one toggle setting');
export type SetToggleSettingRequest = z.infer<typeof SetToggleSettingRequest>;

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_FIELD = 'profile_picture';
/** Spec §9: while a picture is being processed (201) the client asks again after this. */
export const PROFILE_PICTURE_RETRY_MS = 2000;
/** Whose picture `getUserPicture` should answer with. */
export const PictureRequestHeaders = z.object({
  [PICTURE_USER_ID_HEADER]: requestId('Picture-User-ID header'),
});

export const DeleteAccountRequest = z.object({ password: z.string().max(1024).optional() });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const TourDoneResponse = z.object({ success: z.literal(true), tour_done: z.boolean() });
export type TourDoneResponse = z.infer<typeof TourDoneResponse>;
export const CompleteTourRequest = z.object({ jlptTrainLevel: JlptLevel, alias });
export type CompleteTourRequest = z.infer<typeof CompleteTourRequest>;

export const LevelProgressQuery = z.object({ level: JlptLevel });
export type LevelProgressQuery = z.infer<typeof LevelProgressQuery>;
export const LevelProgress = z.object({
  /** Per date (YYYY-MM-DD), the number of distinct items used up to and including that date. */
  cumulative_progress: z.object({
    vocab: z.record(z.string(), z.number()),
    kanji: z.record(z.string(), z.number()),
  }),
  vocabs_amount: z.number(),
  kanji_amount: z.number(),
  used_vocabs_amount: z.number(),
  used_kanji_amount: z.number(),
  avg_vocab_usage_quality: z.number(),
  avg_kanji_usage_quality: z.number(),
});
export type LevelProgress = z.infer<typeof LevelProgress>;
export const LevelProgressResponse = z.object({ level_progress: LevelProgress });
export type LevelProgressResponse = z.infer<typeof LevelProgressResponse>;
