import type { Voice } from '@kaiwa/contract';

/** Voices of the speech engine bundled with the server; always available, no account or network needed. */
export const EMBEDDED_VOICES: readonly Voice[] = [{ id: 'espeak-ng:ja', name: 'espeak-ng — Japanese' }];

/** What a user hears until they choose a voice. */
export const DEFAULT_VOICE_ID = EMBEDDED_VOICES[0]!.id;
