import {
  DEFAULT_SETTINGS,
  JlptLevel,
  OtherLanguage,
  Speed,
  type ToggleSettingKey,
  type ToggleSettings,
  type Voice,
} from '@kaiwa/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import type { RateLimit, RateLimiter } from '../../lib/rate-limiter';
import type { TtsEngine } from '../../tts/tts-engine';
import { offeredVoices, userVoice } from '../../tts/voices';
import { createConversationsRepository } from '../conversations/conversations.repository';
import { createFriendsRepository } from '../friends/friends.repository';
import type { PicturesService } from '../pictures/pictures.service';
import type { SessionService } from '../sessions/sessions.service';
import { createUserRepository } from '../users/users.repository';
import { createAccountRepository } from './account.repository';

export type Settings = {
  jlptTrainLevel: JlptLevel;
  speed: Speed;
  translationLanguage: OtherLanguage;
  voice: string;
  toggles: ToggleSettings;
};

const TOGGLE_COLUMNS = {
  showHiragana: 'show_hiragana',
  showTranslations: 'show_translations',
  showRecommendedWords: 'show_recommended_words',
} as const satisfies Record<ToggleSettingKey, string>;

// Stored values were validated on the way in; falling back keeps an odd row (a hand edit, a value a later
// version dropped) from breaking every settings call. A voice no longer offered reads as the default too.
const storedLevel = JlptLevel.catch(DEFAULT_SETTINGS.jlptTrainLevel);
const storedSpeed = Speed.catch(DEFAULT_SETTINGS.speed);
const storedLanguage = OtherLanguage.catch(DEFAULT_SETTINGS.translationLanguage);

/**
 * Password attempts at account deletion, per user. Without it a stolen session could guess the password
 * here, unhindered by the sign-in limits.
 */
export const DELETE_ACCOUNT_FAILURE_LIMIT: RateLimit = { max: 10, windowMs: 15 * 60_000 };

export function createAccountService(deps: {
  db: Db;
  sessions: SessionService;
  pictures: Pick<PicturesService, 'deleteForUser'>;
  rateLimiter: RateLimiter;
  tts: Pick<TtsEngine, 'voices'>;
}) {
  const { db, sessions, pictures, rateLimiter, tts } = deps;
  const users = createUserRepository(db);
  const account = createAccountRepository(db);
  // Deleting an account removes what other modules keep of it that foreign keys do not.
  const conversations = createConversationsRepository(db);
  const friendRequests = createFriendsRepository(db);

  async function findUser(userId: string) {
    const user = await users.findById(userId);
    // Only reachable when the account was deleted between authentication and here.
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  return {
    async getSettings(userId: string): Promise<Settings> {
      const row = await account.findSettings(userId);
      return {
        jlptTrainLevel: storedLevel.parse(row.jlpt_level),
        speed: storedSpeed.parse(row.speed),
        translationLanguage: storedLanguage.parse(row.translation_language),
        voice: await userVoice(tts, row.voice),
        toggles: {
          showHiragana: row.show_hiragana === 1,
          showTranslations: row.show_translations === 1,
          showRecommendedWords: row.show_recommended_words === 1,
        },
      };
    },

    async setSpeed(userId: string, speed: Speed): Promise<void> {
      await account.updateSettings(userId, { speed });
    },

    async setTranslationLanguage(userId: string, translationLanguage: OtherLanguage): Promise<void> {
      await account.updateSettings(userId, { translation_language: translationLanguage });
    },

    async setJlptTrainLevel(userId: string, level: JlptLevel): Promise<void> {
      await account.updateSettings(userId, { jlpt_level: level });
    },

    async setVoice(userId: string, voice: string): Promise<void> {
      const voices = await offeredVoices(tts);
      if (!voices.some((offered) => offered.id === voice)) {
        throw new AppError('validationFailed', 'Unknown voice');
      }
      await account.updateSettings(userId, { voice });
    },

    /** The voices of the configured speech engine. */
    voices(): Promise<Voice[]> {
      return offeredVoices(tts);
    },

    async setToggle(userId: string, key: ToggleSettingKey, value: boolean): Promise<void> {
      await account.updateSettings(userId, { [TOGGLE_COLUMNS[key]]: value ? 1 : 0 });
    },

    async getAlias(userId: string): Promise<string> {
      return (await findUser(userId)).alias;
    },

    async setAlias(userId: string, alias: string): Promise<void> {
      await users.updateAlias(userId, alias);
    },

    async isTourDone(userId: string): Promise<boolean> {
      return (await findUser(userId)).tour_done === 1;
    },

    async completeTour(userId: string, tour: { jlptTrainLevel: JlptLevel; alias: string }): Promise<void> {
      await account.completeTour(userId, tour.alias, tour.jlptTrainLevel);
    },

    /**
     * Deletes the account and everything hanging off it. Native accounts confirm with their password;
     * external ones are already proven by their live session.
     */
    async deleteAccount(userId: string, password: string | undefined): Promise<void> {
      const user = await findUser(userId);
      if (user.is_native_account === 1) {
        if (!password) throw new AppError('validationFailed', 'Please enter your password');
        // Every attempt counts, so parallel guesses cannot slip past the limit; a right one ends the account anyway.
        await rateLimiter.consume(`account-delete:fail:${userId}`, DELETE_ACCOUNT_FAILURE_LIMIT);
        if (!user.password_hash || !(await verifyPassword(user.password_hash, password))) {
          throw new AppError('wrongPassword');
        }
      }
      // Sessions first, so no other call of this user (an upload, say) starts while the data goes.
      await sessions.revokeAllForUser(userId);
      await pictures.deleteForUser(userId);
      await conversations.deleteSoloConversationsOf(userId);
      // Requests to the account's address; those it sent go with the row.
      await friendRequests.deleteRequestsTo(user.email);
      // Settings, friendships, friend requests, reset tokens, the user's messages and their places in
      // conversations with friends go with the row (foreign keys cascade); friends keep those conversations.
      await users.deleteById(userId);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
