import {
  type DeepPartial,
  generateText,
  JSONParseError,
  type LanguageModel,
  type ModelMessage,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  streamText,
  TypeValidationError,
} from 'ai';
import type { BaseLogger } from 'pino';
import { z } from 'zod';
import {
  type AiEngine,
  CharacterReplyOutput,
  ExplanationOutput,
  TranslationOutput,
  UsageJudgementOutput,
} from './ai-engine';
import { JAPANESE_CHARACTER } from './offline/text';
import {
  characterReplyPrompt,
  explanationPrompt,
  messageTranslationPrompt,
  type Prompt,
  textTranslationPrompt,
  usageJudgementPrompt,
} from './prompts';

export type SdkEngineOptions = {
  model: LanguageModel;
  /** e.g. 'openai · gpt-4.1-mini' */
  label: string;
  /** Limit for one task, its retry after an invalid answer included. */
  timeoutMs: number;
  /** Kept out of every error message, whatever the provider echoes back. */
  secrets?: string[];
  logger?: Pick<BaseLogger, 'warn'>;
  /** The SDK's own retries of transient provider failures (rate limits, 5xx); its default is 2. */
  maxRetries?: number;
};

type Task<T> = {
  name: string;
  schema: z.ZodType<T>;
  prompt: Prompt;
  signal: AbortSignal | undefined;
  /** A problem the schema cannot express, fed back to the model like a validation error. */
  check?: (output: T) => string | undefined;
  onPartial?: (partial: DeepPartial<T>) => void;
};

type Answer<T> = { output: T } | { problem: string; text: string };

// Strict JSON-schema mode on OpenAI rejects length limits such as minLength; the SDK validates them anyway.
const providerOptions = { openai: { strictJsonSchema: false } };

function describeInvalid(error: NoObjectGeneratedError | NoOutputGeneratedError): string {
  const cause = error.cause;
  if (TypeValidationError.isInstance(cause)) {
    return cause.cause instanceof z.ZodError ? z.prettifyError(cause.cause) : cause.message;
  }
  if (JSONParseError.isInstance(cause)) return 'the answer was not valid JSON';
  return error.message;
}

function isInvalidAnswer(error: unknown): error is NoObjectGeneratedError | NoOutputGeneratedError {
  return NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error);
}

/** The product's AI tasks on any `ai` SDK language model, every answer held to its zod schema. */
export function createSdkEngine(options: SdkEngineOptions): AiEngine {
  const { model, timeoutMs, logger, maxRetries } = options;
  const secrets = (options.secrets ?? []).filter((secret) => secret.length >= 4);

  const redact = (text: string) => secrets.reduce((result, secret) => result.split(secret).join('***'), text);

  async function ask<T>(task: Task<T>, messages: ModelMessage[], signal: AbortSignal): Promise<Answer<T>> {
    const call = {
      model,
      system: task.prompt.system,
      messages,
      output: Output.object({ schema: task.schema }),
      abortSignal: signal,
      maxRetries,
      providerOptions,
    };
    let output: T;
    try {
      if (task.onPartial) {
        let failure: unknown;
        // Stream errors arrive here rather than being thrown; `output` would only say that nothing came.
        const result = streamText({
          ...call,
          onError: ({ error }) => {
            failure ??= error;
          },
        });
        for await (const partial of result.partialOutputStream) task.onPartial(partial);
        if (failure !== undefined) throw failure;
        output = await result.output;
      } else {
        output = (await generateText(call)).output;
      }
    } catch (error) {
      if (isInvalidAnswer(error) && !signal.aborted) {
        return {
          problem: describeInvalid(error),
          text: NoObjectGeneratedError.isInstance(error) ? (error.text ?? '') : '',
        };
      }
      throw error;
    }
    const problem = task.check?.(output);
    return problem ? { problem, text: JSON.stringify(output) } : { output };
  }

  async function run<T>(task: Task<T>): Promise<T> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = task.signal ? AbortSignal.any([task.signal, deadline]) : deadline;
    const messages: ModelMessage[] = [{ role: 'user', content: task.prompt.prompt }];
    for (let attempt = 1; ; attempt++) {
      // Models are not bound to look at a signal that was aborted before they were called.
      task.signal?.throwIfAborted();
      let answer: Answer<T>;
      try {
        answer = await ask(task, messages, signal);
      } catch (error) {
        if (task.signal?.aborted) throw task.signal.reason;
        if (deadline.aborted) {
          throw new Error(`The AI model did not answer within ${timeoutMs} ms (${options.label}).`, {
            cause: error,
          });
        }
        const message = redact(error instanceof Error ? error.message : String(error));
        throw new Error(`The AI provider failed (${options.label}): ${message}`, { cause: error });
      }
      if ('output' in answer) return answer.output;
      if (attempt === 2)
        throw new Error(`The AI model returned an invalid answer: ${redact(answer.problem)}`);
      logger?.warn({ task: task.name, problem: answer.problem }, 'invalid AI answer, asking again');
      messages.push(
        { role: 'assistant', content: answer.text || '(no answer)' },
        {
          role: 'user',
          content: `That answer was invalid:\n${answer.problem}\nAnswer again with only a corrected JSON object.`,
        },
      );
    }
  }

  return {
    label: options.label,
    kind: 'provider',
    characterReply: (input) =>
      run({
        name: 'characterReply',
        schema: CharacterReplyOutput,
        prompt: characterReplyPrompt(input),
        signal: input.signal,
        check: ({ reply }) =>
          JAPANESE_CHARACTER.test(reply) ? undefined : 'reply must be written in Japanese',
      }),
    translateMessage: (input) =>
      run({
        name: 'translateMessage',
        schema: TranslationOutput,
        prompt: messageTranslationPrompt(input),
        signal: input.signal,
      }),
    translateText: (input) => {
      const { onPartial } = input;
      return run({
        name: 'translateText',
        schema: TranslationOutput,
        prompt: textTranslationPrompt(input),
        signal: input.signal,
        onPartial:
          onPartial &&
          ((partial) => {
            if (partial.translation) onPartial(partial.translation);
          }),
      });
    },
    explainVocabulary: (input) =>
      run({
        name: 'explainVocabulary',
        schema: ExplanationOutput,
        prompt: explanationPrompt(input),
        signal: input.signal,
        check: ({ example_sentences }) =>
          example_sentences.length < 2 ? 'example_sentences must hold 2 or 3 sentences' : undefined,
      }),
    judgeUsage: async (input) => {
      if (input.items.length === 0) return { judgements: [] };
      const count = input.items.length;
      return run({
        name: 'judgeUsage',
        schema: UsageJudgementOutput,
        prompt: usageJudgementPrompt(input),
        signal: input.signal,
        check: ({ judgements }) => {
          const indexes = new Set(
            judgements.map((judgement) => judgement.index).filter((index) => index < count),
          );
          return judgements.length === count && indexes.size === count
            ? undefined
            : `judgements must hold exactly one judgement for each index from 0 to ${count - 1}`;
        },
      });
    },
  };
}
