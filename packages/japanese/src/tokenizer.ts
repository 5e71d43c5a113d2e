/// <reference path="./kuromoji.d.ts" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import kuromoji, { type Tokenizer } from 'kuromoji';
import { applyReadingRules } from './readings';
import type { Token } from './types';

export type { Tokenizer } from 'kuromoji';

let tokenizer: Promise<Tokenizer> | undefined;

/**
 * The IPADIC tokenizer, built once per process: building reads ~17 MB of dictionary and takes seconds,
 * so every caller shares the same promise (a failed build is retried on the next call).
 */
export function getTokenizer(): Promise<Tokenizer> {
  tokenizer ??= new Promise<Tokenizer>((resolve, reject) => {
    // Resolved through the package rather than relative to this file, which the server bundles elsewhere.
    const dicPath = join(dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')), 'dict');
    kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built)));
  }).catch((error: unknown) => {
    tokenizer = undefined;
    throw error;
  });
  return tokenizer;
}

/** Tokens of `text` with dictionary forms and readings corrected for context. */
export async function tokenize(text: string): Promise<Token[]> {
  return tokenizeWith(await getTokenizer(), text);
}

export function tokenizeWith(built: Tokenizer, text: string): Token[] {
  return applyReadingRules(built.tokenize(text));
}
