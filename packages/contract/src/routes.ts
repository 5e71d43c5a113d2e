import { api } from './api';

// The path tables below only name paths of `api` for the web app's calls until its client is typed from the
// table itself; the server and its tests use `api`. Delete this file when the web app no longer imports it.

/** @deprecated Use the call's `path` in `api`. */
export const Routes = {
  health: api.health.path,
  ready: api.ready.path,
  publicConfig: api.publicConfig.path,
  nativeLogin: api.nativeLogin.path,
  googleLogin: api.googleLogin.path,
  registerNative: api.registerNative.path,
  forgotPassword: api.forgotPassword.path,
  validateResetToken: api.validateResetToken.path,
  resetPassword: api.resetPassword.path,
  verifyToken: api.verifyToken.path,
  logout: api.logout.path,
  getSpeed: api.getSpeed.path,
  setSpeed: api.setSpeed.path,
  getTranslationLanguage: api.getTranslationLanguage.path,
  setTranslationLanguage: api.setTranslationLanguage.path,
  getJlptTrainLevel: api.getJlptTrainLevel.path,
  setJlptTrainLevel: api.setJlptTrainLevel.path,
  getFurigana: api.getFurigana.path,
  getTranslation: api.getShowTranslation.path,
  getAlias: api.getAlias.path,
  setAlias: api.setAlias.path,
  getVoice: api.getVoice.path,
  setVoice: api.setVoice.path,
  getVoices: api.getVoices.path,
  getToggleSettings: api.getToggleSettings.path,
  setToggleSetting: api.setToggleSetting.path,
  uploadProfilePicture: api.uploadProfilePicture.path,
  deleteAccount: api.deleteAccount.path,
  tourDone: api.tourDone.path,
  completeTour: api.completeTour.path,
  getLevelProgress: api.getLevelProgress.path,
  getUserPicture: api.getUserPicture.path,
  getFriends: api.getFriends.path,
  getFriendRequests: api.getFriendRequests.path,
  getSentFriendRequests: api.getSentFriendRequests.path,
  addFriend: api.addFriend.path,
  rejectFriendRequest: api.rejectFriendRequest.path,
  removeFriend: api.removeFriend.path,
} as const;

/** @deprecated Use the call's `path` in `api`. */
export const ConversationRoutes = {
  startWithVocab: api.startWithVocab.path,
  start: api.startConversation.path,
  getCharacters: api.getCharacters.path,
  /** `${characterPicture}/${character_id}.svg` */
  characterPicture: '/conversation/characterPicture',
  getLastConversation: api.getLastConversation.path,
  getSummaries: api.getSummaries.path,
  getInformation: api.getInformation.path,
  getMessages: api.getMessages.path,
  postMessage: api.postMessage.path,
  events: api.conversationEvents.path,
  getMessagesIncludingAnalysis: api.getMessagesIncludingAnalysis.path,
  getAnalysisSummary: api.getAnalysisSummary.path,
} as const;

/** @deprecated Use the call's `path` in `api`. */
export const VocabularyRoutes = {
  fetchCategories: api.fetchCategories.path,
  getVocab: api.getVocab.path,
  getVocabExplanation: api.getVocabExplanation.path,
  vocabularyOfTheDay: api.vocabularyOfTheDay.path,
  kanjiOfTheDay: api.kanjiOfTheDay.path,
} as const;

/** @deprecated Use the call's `path` in `api`. */
export const TranslationRoutes = {
  getTranslationHistory: api.getTranslationHistory.path,
  submitTranslationTask: api.submitTranslationTask.path,
  getTranslation: api.getTranslation.path,
  deleteTranslation: api.deleteTranslation.path,
} as const;

/** @deprecated Use the call's `path` in `api`. */
export const AudioRoutes = {
  translationOtherLanguage: api.getTranslationOtherLanguageAudio.path,
  translationJapanese: api.getTranslationJapaneseAudio.path,
  sample: api.getAudioSample.path,
  messageJapanese: api.getMessageAudioJapanese.path,
  messageOtherLanguage: api.getMessageAudioOtherLanguage.path,
  explanation: api.getExplanationAudio.path,
  explanationExample: api.getExplanationExampleAudio.path,
  vocabulary: api.getVocabAudio.path,
} as const;
/** @deprecated */
export type AudioPath = (typeof AudioRoutes)[keyof typeof AudioRoutes];

/** @deprecated Use the call's `path` in `api`. */
export const ReviewRoutes = {
  due: api.reviewDue.path,
  answer: api.reviewAnswer.path,
  add: api.reviewAdd.path,
  remove: api.reviewRemove.path,
  stats: api.reviewStats.path,
  vocabIds: api.reviewVocabIds.path,
  settings: api.getReviewSettings.path,
  exportApkg: api.exportApkg.path,
  startWithVocabs: api.startWithVocabs.path,
} as const;

/** @deprecated Use the call's `path` in `api`. */
export const DataExportRoutes = { exportAccount: api.exportAccount.path } as const;
