import type { Logger } from 'pino';
import type { Config } from '../config';
import { createBuiltinEngine } from './builtin-engine';
import { createEspeakEngine } from './espeak-engine';
import { createMp3Encoder, withMp3 } from './mp3';
import { createOpenJtalk, missingForOpenJtalk } from './open-jtalk';
import { createOpenAiEngine } from './openai-engine';
import { commandExists, createProcessPool } from './process-pool';
import type { TtsEngine } from './tts-engine';
import { createVoicevoxEngine } from './voicevox-engine';

export type TtsEngineOptions = {
  /** Where start-up warns about a missing speech program. */
  log?: Pick<Logger, 'warn'>;
  /** Whether a program is installed (tests pretend one is missing). */
  hasCommand?: (name: string) => boolean;
};

/**
 * The engine TTS_ENGINE names: the built-in one (Open JTalk for Japanese, espeak-ng for the rest; the
 * default), espeak-ng alone, a VOICEVOX server or an OpenAI-style speech API. WAV from any of them is stored
 * as MP3. A host without Open JTalk or lame still starts: Japanese is then read by espeak-ng (and without
 * lame, clips stay WAV), with a warning.
 */
export function createTtsEngine(config: Pick<Config, 'tts'>, options: TtsEngineOptions = {}): TtsEngine {
  const { tts } = config;
  const { log, hasCommand = commandExists } = options;
  const pool = createProcessPool({ size: tts.processes, timeoutMs: tts.timeoutMs });
  const encoder = hasCommand('lame') ? createMp3Encoder(pool) : undefined;
  if (!encoder) {
    log?.warn(
      'The MP3 encoder lame (Debian package lame) is missing: audio clips are stored as WAV, 20 times larger',
    );
  }
  const compressed = (engine: TtsEngine) => (encoder ? withMp3(engine, encoder) : engine);

  switch (tts.engine) {
    case 'builtin': {
      const missing = missingForOpenJtalk(tts.openJtalkDictionary, hasCommand);
      if (encoder && missing.length === 0) {
        return createBuiltinEngine({
          openJtalk: createOpenJtalk({ pool, dictionary: tts.openJtalkDictionary }),
          encoder,
        });
      }
      log?.warn(
        `Japanese is read by espeak-ng instead of Open JTalk: missing ${[...missing, ...(encoder ? [] : ['lame'])].join(' and ')}`,
      );
      return compressed(createEspeakEngine());
    }
    case 'espeak':
      return compressed(createEspeakEngine());
    case 'voicevox':
      return compressed(createVoicevoxEngine({ url: tts.voicevoxUrl, timeoutMs: tts.timeoutMs }));
    case 'openai':
      return compressed(createOpenAiEngine({ ...tts.openai, timeoutMs: tts.timeoutMs }));
  }
}
