import { z } from 'zod';
import {
  AliasResponse,
  CompleteTourRequest,
  DeleteAccountRequest,
  FuriganaResponse,
  JlptTrainLevelResponse,
  LevelProgressQuery,
  LevelProgressResponse,
  PictureRequestHeaders,
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_RETRY_MS,
  SetAliasRequest,
  SetJlptTrainLevelRequest,
  SetSpeedRequest,
  SetToggleSettingRequest,
  SetTranslationLanguageRequest,
  SetVoiceRequest,
  ShowTranslationResponse,
  SpeedResponse,
  ToggleSettingsResponse,
  TourDoneResponse,
  TranslationLanguageResponse,
  VoiceResponse,
  VoicesResponse,
} from './account';
import {
  AUDIO_POLL_MS,
  AudioSampleQuery,
  ExplanationExampleAudioQuery,
  MessageAudioQuery,
  TranslationAudioQuery,
  VocabAudioQuery,
} from './audio';
import {
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  GoogleLoginRequest,
  LoginResponse,
  NativeLoginRequest,
  PublicConfigResponse,
  RegisterRequest,
  ResetPasswordRequest,
  TokenRequest,
  TokenValidityResponse,
  ValidateResetTokenRequest,
  ValidateResetTokenResponse,
} from './auth';
import { Generating, HealthResponse, SuccessResponse } from './common';
import {
  AnalysisMessagesResponse,
  AnalysisSummaryResponse,
  CharactersResponse,
  ConversationEvent,
  ConversationQuery,
  IdempotencyHeaders,
  InformationResponse,
  LastConversationResponse,
  LastEventIdHeaders,
  MessagesResponse,
  PostMessageRequest,
  PostMessageResponse,
  StartConversationRequest,
  StartConversationResponse,
  StartWithVocabRequest,
  SummariesResponse,
} from './conversation';
import {
  AddFriendRequest,
  AddFriendResponse,
  FriendRequestsResponse,
  FriendsResponse,
  RejectFriendRequestRequest,
  RemoveFriendRequest,
  SentFriendRequestsResponse,
} from './friends';
import {
  AnswerRequest,
  ApkgExportQuery,
  CardResponse,
  DueQuery,
  DueResponse,
  RemoveCardResponse,
  ReviewHeaders,
  ReviewSettings,
  ReviewSettingsResponse,
  ReviewStatsResponse,
  ReviewVocabIdsResponse,
  StartWithVocabsRequest,
  VocabCardRequest,
} from './review';
import {
  DeleteTranslationRequest,
  SubmitTranslationRequest,
  SubmitTranslationResponse,
  TranslationHistoryResponse,
  TranslationQuery,
  TranslationResponse,
} from './translation';
import {
  FetchCategoriesRequest,
  FetchCategoriesResponse,
  KanjiOfTheDayResponse,
  VOCABULARY_RETRY_MS,
  VocabExplanationResponse,
  VocabQuery,
  VocabResponse,
  VocabularyOfTheDayResponse,
} from './vocabulary';

/** Every path of `api` is relative to this. */
export const API_BASE = '/api';

export type Method = 'GET' | 'POST';
/**
 * Who may make a call: anyone, or a signed-in learner (`Authorization: Bearer <auth_token>` and
 * `X-User-Id`; anything else is 401, which signs the web app out).
 */
export type Auth = 'none' | 'session';

/** An answer that is not one JSON document: bytes the client reads as a blob (or saves as a file). */
export type BinaryResponse = { readonly kind: 'binary'; readonly contentType: string };
/** A Server-Sent Events stream whose every `data:` line is one JSON `event`. */
export type EventStreamResponse = { readonly kind: 'events'; readonly event: z.ZodType };
export const binary = (contentType: string): BinaryResponse => ({ kind: 'binary', contentType });
export const eventStream = (event: z.ZodType): EventStreamResponse => ({ kind: 'events', event });

/**
 * "Not ready yet, ask again in `retryMs`": the call answers 201 with `body` (no body when null) until the
 * result exists, then 200 with its `response`.
 */
export type Pending = { readonly body: z.ZodType | null; readonly retryMs: number };

export type CallDefinition = {
  readonly method: Method;
  /** Relative to `API_BASE`, Fastify style: `:name` is a path parameter described by `params`. */
  readonly path: string;
  readonly auth: Auth;
  /** JSON body of a POST. */
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** The request headers the call reads besides the session's (names in lower case). */
  readonly headers?: z.ZodType;
  /** A multipart upload of one file (instead of a JSON body). */
  readonly upload?: { readonly field: string; readonly maxBytes: number };
  /** A zod schema for a JSON answer (200), else what kind of bytes come back. */
  readonly response: z.ZodType | BinaryResponse | EventStreamResponse;
  readonly pending?: Pending;
};

/** Keeps a call's literal types (method, path, schemas) so the server and the client can be typed from it. */
export const defineCall = <const Call extends CallDefinition>(call: Call): Call => call;

/** Whether the 200 answer of a call is one JSON document described by a zod schema. */
export const isJsonResponse = (response: CallDefinition['response']): response is z.ZodType =>
  response instanceof z.ZodType;

const session = 'session' as const;
const none = 'none' as const;

const audioCall = <Query extends z.ZodType>(path: string, query: Query) =>
  defineCall({
    method: 'GET',
    path,
    auth: session,
    query,
    response: binary('audio/*'),
    pending: { body: Generating, retryMs: AUDIO_POLL_MS },
  });

/**
 * Every call of the API, named as the client calls it: the server registers its routes from this table, the
 * web client's call functions are typed from it, and the API tests check every answer against it.
 */
export const api = {
  health: defineCall({ method: 'GET', path: '/health', auth: none, response: HealthResponse }),
  /** 200 when this process can serve: database reachable, migrations done, job worker running if it has one; else 503. */
  ready: defineCall({ method: 'GET', path: '/ready', auth: none, response: HealthResponse }),
  publicConfig: defineCall({
    method: 'GET',
    path: '/public-config',
    auth: none,
    response: PublicConfigResponse,
  }),

  nativeLogin: defineCall({
    method: 'POST',
    path: '/native-login',
    auth: none,
    body: NativeLoginRequest,
    response: LoginResponse,
  }),
  googleLogin: defineCall({
    method: 'POST',
    path: '/google-login',
    auth: none,
    body: GoogleLoginRequest,
    response: LoginResponse,
  }),
  registerNative: defineCall({
    method: 'POST',
    path: '/register_native',
    auth: none,
    body: RegisterRequest,
    response: LoginResponse,
  }),
  forgotPassword: defineCall({
    method: 'POST',
    path: '/forgot-password',
    auth: none,
    body: ForgotPasswordRequest,
    response: ForgotPasswordResponse,
  }),
  validateResetToken: defineCall({
    method: 'POST',
    path: '/validate-reset-token',
    auth: none,
    body: ValidateResetTokenRequest,
    response: ValidateResetTokenResponse,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/reset-password',
    auth: none,
    body: ResetPasswordRequest,
    response: SuccessResponse,
  }),
  verifyToken: defineCall({
    method: 'POST',
    path: '/auth/verify-token',
    auth: none,
    body: TokenRequest,
    response: TokenValidityResponse,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/auth/logout',
    auth: none,
    body: TokenRequest,
    response: TokenValidityResponse,
  }),

  getSpeed: defineCall({ method: 'GET', path: '/account/getSpeed', auth: session, response: SpeedResponse }),
  setSpeed: defineCall({
    method: 'POST',
    path: '/account/setSpeed',
    auth: session,
    body: SetSpeedRequest,
    response: SuccessResponse,
  }),
  getTranslationLanguage: defineCall({
    method: 'GET',
    path: '/account/getTranslationLanguage',
    auth: session,
    response: TranslationLanguageResponse,
  }),
  setTranslationLanguage: defineCall({
    method: 'POST',
    path: '/account/setTranslationLanguage',
    auth: session,
    body: SetTranslationLanguageRequest,
    response: SuccessResponse,
  }),
  getJlptTrainLevel: defineCall({
    method: 'GET',
    path: '/account/getJLPTtrainLevel',
    auth: session,
    response: JlptTrainLevelResponse,
  }),
  setJlptTrainLevel: defineCall({
    method: 'POST',
    path: '/account/setJLPTtrainLevel',
    auth: session,
    body: SetJlptTrainLevelRequest,
    response: SuccessResponse,
  }),
  getFurigana: defineCall({
    method: 'GET',
    path: '/account/getFurigana',
    auth: session,
    response: FuriganaResponse,
  }),
  /** Whether translations are shown (not a translation: that is `getTranslation`). */
  getShowTranslation: defineCall({
    method: 'GET',
    path: '/account/getTranslation',
    auth: session,
    response: ShowTranslationResponse,
  }),
  getAlias: defineCall({ method: 'GET', path: '/account/getAlias', auth: session, response: AliasResponse }),
  setAlias: defineCall({
    method: 'POST',
    path: '/account/setAlias',
    auth: session,
    body: SetAliasRequest,
    response: SuccessResponse,
  }),
  getVoice: defineCall({ method: 'GET', path: '/account/getVoice', auth: session, response: VoiceResponse }),
  setVoice: defineCall({
    method: 'POST',
    path: '/account/setVoice',
    auth: session,
    body: SetVoiceRequest,
    response: SuccessResponse,
  }),
  getVoices: defineCall({ method: 'GET', path: '/getVoices', auth: session, response: VoicesResponse }),
  getToggleSettings: defineCall({
    method: 'GET',
    path: '/account/getToggleSettings',
    auth: session,
    response: ToggleSettingsResponse,
  }),
  setToggleSetting: defineCall({
    method: 'POST',
    path: '/account/setToggleSetting',
    auth: session,
    body: SetToggleSettingRequest,
    response: SuccessResponse,
  }),
  tourDone: defineCall({
    method: 'GET',
    path: '/account/tour_done',
    auth: session,
    response: TourDoneResponse,
  }),
  completeTour: defineCall({
    method: 'POST',
    path: '/account/complete_tour',
    auth: session,
    body: CompleteTourRequest,
    response: SuccessResponse,
  }),
  deleteAccount: defineCall({
    method: 'POST',
    path: '/account/delete',
    auth: session,
    body: DeleteAccountRequest,
    response: SuccessResponse,
  }),
  getLevelProgress: defineCall({
    method: 'GET',
    path: '/account/getLevelProgress',
    auth: session,
    query: LevelProgressQuery,
    response: LevelProgressResponse,
  }),
  /** Everything Kaiwa keeps about the caller as one JSON document (`AccountExport`), streamed as a download. */
  exportAccount: defineCall({
    method: 'GET',
    path: '/account/export',
    auth: session,
    response: binary('application/json'),
  }),

  uploadProfilePicture: defineCall({
    method: 'POST',
    path: '/account/uploadProfilePicture',
    auth: session,
    upload: { field: PROFILE_PICTURE_FIELD, maxBytes: PROFILE_PICTURE_MAX_BYTES },
    response: SuccessResponse,
  }),
  /** 204 when the user has no picture. */
  getUserPicture: defineCall({
    method: 'GET',
    path: '/getUserPicture',
    auth: session,
    headers: PictureRequestHeaders,
    response: binary('image/*'),
    pending: { body: null, retryMs: PROFILE_PICTURE_RETRY_MS },
  }),

  getFriends: defineCall({
    method: 'GET',
    path: '/account/getFriends',
    auth: session,
    response: FriendsResponse,
  }),
  getFriendRequests: defineCall({
    method: 'GET',
    path: '/account/getFriendRequests',
    auth: session,
    response: FriendRequestsResponse,
  }),
  getSentFriendRequests: defineCall({
    method: 'GET',
    path: '/account/getSentFriendRequests',
    auth: session,
    response: SentFriendRequestsResponse,
  }),
  addFriend: defineCall({
    method: 'POST',
    path: '/account/addFriend',
    auth: session,
    body: AddFriendRequest,
    response: AddFriendResponse,
  }),
  rejectFriendRequest: defineCall({
    method: 'POST',
    path: '/account/rejectFriendRequest',
    auth: session,
    body: RejectFriendRequestRequest,
    response: SuccessResponse,
  }),
  removeFriend: defineCall({
    method: 'POST',
    path: '/account/removeFriend',
    auth: session,
    body: RemoveFriendRequest,
    response: SuccessResponse,
  }),

  getCharacters: defineCall({
    method: 'GET',
    path: '/conversation/getCharacters',
    auth: session,
    response: CharactersResponse,
  }),
  /** Public (an <img> cannot send auth headers): `file` is `<character_id>.svg`. */
  characterPicture: defineCall({
    method: 'GET',
    path: '/conversation/characterPicture/:file',
    auth: none,
    params: z.object({ file: z.string() }),
    response: binary('image/svg+xml'),
  }),
  startConversation: defineCall({
    method: 'POST',
    path: '/conversation/start',
    auth: session,
    body: StartConversationRequest,
    response: StartConversationResponse,
  }),
  startWithVocab: defineCall({
    method: 'POST',
    path: '/conversation/start_with_vocab',
    auth: session,
    body: StartWithVocabRequest,
    response: StartConversationResponse,
  }),
  /** "Practise these in a chat": a conversation whose topic is up to five words. */
  startWithVocabs: defineCall({
    method: 'POST',
    path: '/conversation/start_with_vocabs',
    auth: session,
    body: StartWithVocabsRequest,
    response: StartConversationResponse,
  }),
  getLastConversation: defineCall({
    method: 'GET',
    path: '/conversation/getLastConversation',
    auth: session,
    response: LastConversationResponse,
  }),
  getSummaries: defineCall({
    method: 'GET',
    path: '/conversation/getSummaries',
    auth: session,
    response: SummariesResponse,
  }),
  getInformation: defineCall({
    method: 'GET',
    path: '/conversation/getInformation',
    auth: session,
    query: ConversationQuery,
    response: InformationResponse,
  }),
  getMessages: defineCall({
    method: 'GET',
    path: '/conversation/getMessages',
    auth: session,
    query: ConversationQuery,
    response: MessagesResponse,
  }),
  postMessage: defineCall({
    method: 'POST',
    path: '/conversation/postMessage',
    auth: session,
    headers: IdempotencyHeaders,
    body: PostMessageRequest,
    response: PostMessageResponse,
  }),
  /** Server-Sent Events of one conversation; read with fetch, which can send the session headers. */
  conversationEvents: defineCall({
    method: 'GET',
    path: '/conversation/events',
    auth: session,
    query: ConversationQuery,
    headers: LastEventIdHeaders,
    response: eventStream(ConversationEvent),
  }),
  getMessagesIncludingAnalysis: defineCall({
    method: 'GET',
    path: '/conversationAnalysis/getMessagesIncludingAnalysis',
    auth: session,
    query: ConversationQuery,
    response: AnalysisMessagesResponse,
  }),
  getAnalysisSummary: defineCall({
    method: 'GET',
    path: '/conversationAnalysis/getAnalysisSummary',
    auth: session,
    query: ConversationQuery,
    response: AnalysisSummaryResponse,
  }),

  fetchCategories: defineCall({
    method: 'POST',
    path: '/vocabulary/fetchCategories',
    auth: session,
    body: FetchCategoriesRequest,
    response: FetchCategoriesResponse,
  }),
  getVocab: defineCall({
    method: 'GET',
    path: '/vocabulary/getVocab',
    auth: session,
    query: VocabQuery,
    response: VocabResponse,
  }),
  getVocabExplanation: defineCall({
    method: 'GET',
    path: '/vocabulary/getVocabExplanation',
    auth: session,
    query: VocabQuery,
    response: VocabExplanationResponse,
    pending: { body: Generating, retryMs: VOCABULARY_RETRY_MS },
  }),
  vocabularyOfTheDay: defineCall({
    method: 'GET',
    path: '/vocabulary/vocabulary_of_the_day',
    auth: session,
    response: VocabularyOfTheDayResponse,
  }),
  kanjiOfTheDay: defineCall({
    method: 'GET',
    path: '/vocabulary/kanji_of_the_day',
    auth: session,
    response: KanjiOfTheDayResponse,
  }),

  getTranslationHistory: defineCall({
    method: 'GET',
    path: '/translation/getTranslationHistory',
    auth: session,
    response: TranslationHistoryResponse,
  }),
  submitTranslationTask: defineCall({
    method: 'POST',
    path: '/translation/submitTranslationTask',
    auth: session,
    body: SubmitTranslationRequest,
    response: SubmitTranslationResponse,
  }),
  getTranslation: defineCall({
    method: 'GET',
    path: '/translation/getTranslation',
    auth: session,
    query: TranslationQuery,
    response: TranslationResponse,
  }),
  deleteTranslation: defineCall({
    method: 'POST',
    path: '/translation/deleteTranslation',
    auth: session,
    body: DeleteTranslationRequest,
    response: SuccessResponse,
  }),

  // Audio: 200 streams the clip (206 for a `Range`, 304 for a matching `If-None-Match`).
  getAudioSample: audioCall('/getAudioSample', AudioSampleQuery),
  getMessageAudioJapanese: audioCall('/getMessageAudioJapanese', MessageAudioQuery),
  getMessageAudioOtherLanguage: audioCall('/getMessageAudioOtherLanguage', MessageAudioQuery),
  getTranslationJapaneseAudio: audioCall('/translation/getJapaneseAudio', TranslationAudioQuery),
  getTranslationOtherLanguageAudio: audioCall('/translation/getOtherLanguageAudio', TranslationAudioQuery),
  getExplanationAudio: audioCall('/vocabulary/getExplanationAudio', VocabAudioQuery),
  getExplanationExampleAudio: audioCall(
    '/vocabulary/getExplanationExampleAudio',
    ExplanationExampleAudioQuery,
  ),
  /** Also the shared vocabulary button's call (dashboard day cards, vocabulary cards). */
  getVocabAudio: audioCall('/vocabulary/getVocabAudio', VocabAudioQuery),

  reviewDue: defineCall({
    method: 'GET',
    path: '/review/due',
    auth: session,
    headers: ReviewHeaders,
    query: DueQuery,
    response: DueResponse,
  }),
  reviewAnswer: defineCall({
    method: 'POST',
    path: '/review/answer',
    auth: session,
    headers: ReviewHeaders,
    body: AnswerRequest,
    response: CardResponse,
  }),
  reviewAdd: defineCall({
    method: 'POST',
    path: '/review/add',
    auth: session,
    body: VocabCardRequest,
    response: CardResponse,
  }),
  reviewRemove: defineCall({
    method: 'POST',
    path: '/review/remove',
    auth: session,
    body: VocabCardRequest,
    response: RemoveCardResponse,
  }),
  reviewStats: defineCall({
    method: 'GET',
    path: '/review/stats',
    auth: session,
    headers: ReviewHeaders,
    response: ReviewStatsResponse,
  }),
  /** The vocab_ids the caller has cards for, so lists can show "In reviews". */
  reviewVocabIds: defineCall({
    method: 'GET',
    path: '/review/vocab_ids',
    auth: session,
    response: ReviewVocabIdsResponse,
  }),
  getReviewSettings: defineCall({
    method: 'GET',
    path: '/review/settings',
    auth: session,
    response: ReviewSettingsResponse,
  }),
  setReviewSettings: defineCall({
    method: 'POST',
    path: '/review/settings',
    auth: session,
    body: ReviewSettings,
    response: SuccessResponse,
  }),
  /** An Anki package of the caller's cards, or of a whole JLPT level with `?level=N3`. */
  exportApkg: defineCall({
    method: 'GET',
    path: '/review/export.apkg',
    auth: session,
    query: ApkgExportQuery,
    response: binary('application/octet-stream'),
  }),
} as const;

export type Api = typeof api;
export type CallName = keyof Api;
