import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const AI_PROVIDERS = ['offline', 'openai', 'anthropic', 'google', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Connections to PostgreSQL one process keeps unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

export const TTS_ENGINES = ['builtin', 'espeak', 'voicevox', 'openai'] as const;
export type TtsEngineName = (typeof TTS_ENGINES)[number];
const OPENAI_TTS_URL = 'https://api.openai.com/v1';

/** Used when AI_MODEL is unset: small, fast models that handle structured output well. */
const DEFAULT_AI_MODELS: Partial<Record<AiProvider, string>> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-haiku-4-5',
  google: 'gemini-2.5-flash',
};

/** The variables the providers' own SDKs read, so existing setups work unchanged. */
const AI_KEY_VARIABLES = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
  'openai-compatible': 'AI_API_KEY',
} as const;

/** Every environment variable Kaiwa reads. Documented in the README; keep both in step. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  BLOB_DIR: optionalText,
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(500).optional(),
  ),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().optional(),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(30),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(90),
  SIGNUPS_PER_HOUR: z.coerce.number().int().positive().default(10),
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Kaiwa <no-reply@kaiwa.invalid>'),
  GOOGLE_CLIENT_ID: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  AI_PROVIDER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(AI_PROVIDERS).default('offline'),
  ),
  AI_MODEL: optionalText,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  OPENAI_API_KEY: optionalText,
  ANTHROPIC_API_KEY: optionalText,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  AI_LEVEL_THRESHOLD: z.coerce.number().min(0).max(1).default(0.1),
  // The rate limiter keeps one row per allowed event, so each check costs in proportion to this ceiling.
  AI_JOBS_PER_MINUTE: z.coerce.number().int().positive().max(1000).default(30),
  WORKER_MODE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['inline', 'external']).default('inline'),
  ),
  WORKER_CONCURRENCY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(64).optional(),
  ),
  METRICS: booleanFlag.default(false),
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  TTS_ENGINE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(TTS_ENGINES).default('builtin'),
  ),
  VOICEVOX_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url().default('http://127.0.0.1:50021'),
  ),
  TTS_OPENAI_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url().default(OPENAI_TTS_URL),
  ),
  TTS_OPENAI_API_KEY: optionalText,
  TTS_OPENAI_MODEL: z.string().min(1).default('tts-1'),
  TTS_OPENAI_VOICES: z
    .string()
    .default('alloy,echo,fable,onyx,nova,shimmer')
    .transform((value) =>
      value
        .split(',')
        .map((voice) => voice.trim())
        .filter(Boolean),
    )
    .refine((voices) => voices.length > 0, 'must name at least one voice'),
  TTS_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  TTS_PROCESSES: z.coerce.number().int().min(1).max(32).default(2),
  OPEN_JTALK_DICTIONARY: z.string().min(1).default('/var/lib/mecab/dic/open-jtalk/naist-jdic'),
});

/** The AI variables a chosen provider cannot do without. */
const CheckedEnvSchema = EnvSchema.superRefine(
  (e, ctx) => {
    const require = (name: keyof typeof e, why: string) => {
      if (e[name] === undefined)
        ctx.addIssue({ code: 'custom', path: [name], message: `required when ${why}` });
    };
    if (e.AI_PROVIDER === 'openai-compatible') {
      require('AI_BASE_URL', 'AI_PROVIDER is openai-compatible (the server URL, e.g. http://localhost:11434/v1)');
      require('AI_MODEL', 'AI_PROVIDER is openai-compatible');
    } else if (e.AI_PROVIDER === 'openai' || e.AI_PROVIDER === 'anthropic' || e.AI_PROVIDER === 'google') {
      require(AI_KEY_VARIABLES[e.AI_PROVIDER], `AI_PROVIDER is ${e.AI_PROVIDER}`);
    }
    if (e.METRICS && e.METRICS_PORT === undefined) {
      require('METRICS_TOKEN', 'METRICS is true without METRICS_PORT (scrapers then send it as a bearer token)');
    }
    if (e.WORKER_MODE === 'external') {
      require('DATABASE_URL', 'WORKER_MODE is external (worker processes reach the server through PostgreSQL)');
    }
    // A local OpenAI-compatible speech server usually needs no key; OpenAI itself does.
    if (
      e.TTS_ENGINE === 'openai' &&
      e.TTS_OPENAI_URL === OPENAI_TTS_URL &&
      !e.TTS_OPENAI_API_KEY &&
      !e.OPENAI_API_KEY
    ) {
      require('TTS_OPENAI_API_KEY', 'TTS_ENGINE is openai with the default TTS_OPENAI_URL (or set OPENAI_API_KEY)');
    }
  },
  // Runs even when other variables are invalid, so that ConfigError names every bad variable at once.
  { when: () => true },
);

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /**
   * Where pictures and audio are kept as files: BLOB_DIR (a directory every process shares), else
   * `DATA_DIR/blobs` on SQLite; undefined on PostgreSQL without BLOB_DIR, where they are kept in the database.
   */
  blobDir: string | undefined;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL one process keeps at most. */
  databasePoolSize: number;
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  webDistDir: string | undefined;
  /** 'inline': the server runs the job worker itself; 'external': separate `worker.js` processes do. */
  workerMode: 'inline' | 'external';
  /** Jobs one worker runs at a time: most wait on an AI provider or a speech engine, not on this CPU. */
  workerConcurrency: number;
  /**
   * Prometheus metrics: off, on their own port (`port`), or at `/metrics` on the public port for requests
   * bearing `token`.
   */
  metrics: { enabled: boolean; port: number | undefined; token: string | undefined };
  session: { idleMs: number; maxMs: number };
  /** Accounts one client address may create per hour. */
  signupsPerHour: number;
  mail: { smtpUrl: string | undefined; from: string };
  google: { clientId: string | undefined; jwksUrl: string; issuers: string[] };
  ai: {
    provider: AiProvider;
    /** Always set for a provider other than offline. */
    model: string | undefined;
    baseUrl: string | undefined;
    /** The chosen provider's key variable (AI_API_KEY for openai-compatible). */
    apiKey: string | undefined;
    timeoutMs: number;
    /** Share of a reply's vocabulary allowed above the learner's level before the reply is regenerated. */
    levelThreshold: number;
    /** AI jobs one user may start per minute. */
    jobsPerMinute: number;
  };
  tts: {
    engine: TtsEngineName;
    /** How long one call to a speech server, or one run of a speech program, may take. */
    timeoutMs: number;
    /** Speech programs (open_jtalk, lame) one process runs at a time. */
    processes: number;
    openJtalkDictionary: string;
    voicevoxUrl: string;
    openai: { url: string; apiKey: string | undefined; model: string; voices: string[] };
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Parses the environment once at start; names every bad variable at the same time. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = CheckedEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    blobDir: e.BLOB_DIR
      ? path.resolve(e.BLOB_DIR)
      : e.DATABASE_URL
        ? undefined
        : path.resolve(e.DATA_DIR, 'blobs'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR,
    workerMode: e.WORKER_MODE,
    // A job spends most of its time waiting: on PostgreSQL's round trips, on the tokenizer's process, on an AI
    // provider or a speech engine. 8 at a time let the queue grow without end at 500 simulated learners on
    // PostgreSQL (reply p50 15 s), and on SQLite at 1,000 learners jobs waited up to 1.2–3.4 s (p99) to be
    // claimed while each ran in 0.1–0.2 s; 32 kept up on both.
    workerConcurrency: e.WORKER_CONCURRENCY ?? 32,
    metrics: { enabled: e.METRICS, port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    session: { idleMs: e.SESSION_IDLE_DAYS * DAY_MS, maxMs: e.SESSION_MAX_DAYS * DAY_MS },
    signupsPerHour: e.SIGNUPS_PER_HOUR,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuers: e.GOOGLE_ISSUERS.split(',')
        .map((issuer) => issuer.trim())
        .filter(Boolean),
    },
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_PROVIDER === 'offline' ? undefined : (e.AI_MODEL ?? DEFAULT_AI_MODELS[e.AI_PROVIDER]),
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_PROVIDER === 'offline' ? undefined : e[AI_KEY_VARIABLES[e.AI_PROVIDER]],
      timeoutMs: e.AI_TIMEOUT_MS,
      levelThreshold: e.AI_LEVEL_THRESHOLD,
      jobsPerMinute: e.AI_JOBS_PER_MINUTE,
    },
    tts: {
      engine: e.TTS_ENGINE,
      timeoutMs: e.TTS_TIMEOUT_MS,
      processes: e.TTS_PROCESSES,
      openJtalkDictionary: e.OPEN_JTALK_DICTIONARY,
      voicevoxUrl: e.VOICEVOX_URL.replace(/\/+$/, ''),
      openai: {
        url: e.TTS_OPENAI_URL.replace(/\/+$/, ''),
        apiKey: e.TTS_OPENAI_API_KEY ?? e.OPENAI_API_KEY,
        model: e.TTS_OPENAI_MODEL,
        voices: e.TTS_OPENAI_VOICES,
      },
    },
  };
}
