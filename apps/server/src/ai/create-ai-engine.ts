import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../config';
import type { AiEngine } from './ai-engine';
import { createOfflineEngine, type OfflineEngineDeps } from './offline-engine';
import { createSdkEngine } from './sdk-engine';

export type AiEngineDeps = OfflineEngineDeps;

type ProviderConfig = Config['ai'] & {
  provider: Exclude<Config['ai']['provider'], 'offline'>;
  model: string;
};

function languageModel({ provider, model, apiKey, baseUrl }: ProviderConfig): LanguageModel {
  const baseURL = baseUrl?.replace(/\/+$/, '');
  switch (provider) {
    case 'openai': {
      const openai = createOpenAI({ apiKey, baseURL });
      // Services behind a custom OpenAI URL (proxies, gateways) speak Chat Completions, not the newer Responses API.
      return baseURL ? openai.chat(model) : openai(model);
    }
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL })(model);
    case 'openai-compatible':
      if (!baseURL) throw new Error('AI_BASE_URL is required when AI_PROVIDER is openai-compatible');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL,
        apiKey,
        // Ollama, llama.cpp, vLLM and LM Studio all constrain output to a JSON schema when given one.
        supportsStructuredOutputs: true,
      })(model);
  }
}

/** The engine the configuration asks for: the offline tutor unless an AI provider is set up. */
export function createAiEngine(config: Config['ai'], deps: AiEngineDeps = {}): AiEngine {
  const { provider, model } = config;
  if (provider === 'offline') return createOfflineEngine(deps);
  if (!model) throw new Error(`AI_MODEL is required when AI_PROVIDER is ${provider}`);
  return createSdkEngine({
    model: languageModel({ ...config, provider, model }),
    label: `${provider} · ${model}`,
    timeoutMs: config.timeoutMs,
    secrets: config.apiKey ? [config.apiKey] : [],
    logger: deps.logger,
  });
}
