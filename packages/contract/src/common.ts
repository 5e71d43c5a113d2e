import { JLPT_LEVELS as CORE_JLPT_LEVELS } from '@kaiwa/japanese/levels';
import { z } from 'zod';

/** The levels are the language core's (`@kaiwa/japanese/levels`); the contract only validates them. */
export const JlptLevel = z.enum(CORE_JLPT_LEVELS);
export type JlptLevel = z.infer<typeof JlptLevel>;
/** Easiest first: the order the product lists and sorts levels in. */
export const JLPT_LEVELS: readonly JlptLevel[] = JlptLevel.options;
export const JLPT_LEVEL_LABELS: Record<JlptLevel, string> = {
  N5: 'Beginner',
  N4: 'Elementary',
  N3: 'Intermediate',
  N2: 'Advanced',
  N1: 'Expert',
};

export const Speed = z.enum(['slow', 'normal', 'fast']);
export type Speed = z.infer<typeof Speed>;

export const OTHER_LANGUAGES = [
  'Chinese',
  'English',
  'Filipino',
  'French',
  'German',
  'Italian',
  'Korean',
  'Mongolian',
  'Polish',
  'Portuguese',
  'Russian',
  'Spanish',
  'Thai',
  'Vietnamese',
] as const;
export const OtherLanguage = z.enum(OTHER_LANGUAGES);
export type OtherLanguage = z.infer<typeof OtherLanguage>;
export const Language = z.enum(['Japanese', ...OTHER_LANGUAGES]);
export type Language = z.infer<typeof Language>;

export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/** `GET /health` and a ready `GET /ready`. */
export const HealthResponse = z.object({ ok: z.literal(true) });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** The body of a 201 answer: the result is still being made, ask again later. */
export const Generating = z.object({ success: z.literal(true), status: z.literal('generating') });
export type Generating = z.infer<typeof Generating>;

/** Header names of authenticated calls (besides `Authorization: Bearer <auth_token>`). */
export const USER_ID_HEADER = 'x-user-id';
export const PICTURE_USER_ID_HEADER = 'picture-user-id';

/**
 * Every text limit of the API counts Unicode code points, the way people count characters: 𠮷 or 😀 (two
 * UTF-16 code units each) count once. The web app counts the same way before it sends.
 */
export function textLength(text: string): number {
  return [...text].length;
}

/** `2000` → `2,000`: limits and counters are written the same way everywhere. */
export const formatCount = (count: number): string => count.toLocaleString('en-US');

// Carriage returns are turned into line feeds before this check, so "other than tab and newline" is enough.
const CONTROL_CHARACTER = /(?![\t\n])\p{Cc}/u;
const ANY_CONTROL_CHARACTER = /\p{Cc}/u;

export type FreeTextRules = {
  /** How the field is named at the start of a sentence, e.g. 'Messages' or 'The context'. */
  label: string;
  /** Most code points allowed (see `textLength`). */
  max: number;
  tooLong: string;
  /** The message for a missing or blank value; without it an empty text is accepted. */
  blank?: string;
  /** Tab and newlines are allowed in multi-line text (messages, translations) and refused in a name. */
  multiline?: boolean;
};

/**
 * An id a request names (a conversation, word, card, user…): trimmed, present, at most 64 characters and
 * free of control characters, which no id holds (and PostgreSQL refuses NUL even in a lookup).
 */
export function requestId(field: string) {
  const missing = `Missing ${field}`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(64, `${field} is too long`)
    .refine((value) => !ANY_CONTROL_CHARACTER.test(value), `${field} is not a valid id`);
}

/**
 * Every free-text field of the API: line breaks become `\n` (a browser's text area sends what Windows pasted
 * as CRLF), the text is trimmed, and it is refused with a field message when it is blank (if required),
 * holds a control character (NUL, ESC, DEL…; tab and newline only in multi-line text) or is longer than
 * `max` code points.
 */
export function freeText(rules: FreeTextRules) {
  const control = rules.multiline ? CONTROL_CHARACTER : ANY_CONTROL_CHARACTER;
  const base = z
    .string({ error: rules.blank ?? `${rules.label} must be text` })
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim();
  return (rules.blank ? base.min(1, rules.blank) : base)
    .refine((value) => !control.test(value), `${rules.label} cannot contain control characters`)
    .refine((value) => textLength(value) <= rules.max, rules.tooLong);
}
