import { TtsFailedError, withTimeout } from './tts-engine';

/**
 * `fetch` to a speech server with a time limit. Failures become `TtsFailedError`s that name the server but
 * not its address (users read them); the caller's own abort passes through unchanged.
 */
export async function fetchSpeechServer(
  serverName: string,
  url: string,
  init: RequestInit & { timeoutMs: number; signal?: AbortSignal },
): Promise<Response> {
  const { timeoutMs, signal, ...request } = init;
  let response: Response;
  try {
    response = await fetch(url, { ...request, signal: withTimeout(signal, timeoutMs) });
  } catch (error) {
    if (signal?.aborted) throw error;
    if ((error as Error).name === 'TimeoutError') {
      throw new TtsFailedError(`${serverName} did not answer in time`);
    }
    throw new TtsFailedError(`${serverName} is not reachable`);
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 200).replace(/\s+/g, ' ').trim();
    throw new TtsFailedError(`${serverName} answered ${response.status}${detail ? `: ${detail}` : ''}`);
  }
  return response;
}

/**
 * Voice lists of speech servers, kept for `ttlMs` after a successful answer. Concurrent callers share one
 * request; a failure is not kept, so the next call asks again.
 */
export function cachedVoiceList<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  let cached: { value: Promise<T>; at: number } | undefined;
  return (): Promise<T> => {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    const entry = { value: load(), at: now() };
    cached = entry;
    entry.value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.value;
  };
}
