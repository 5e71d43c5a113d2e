import { z } from 'zod';

/**
 * One pitch accent of a word, in the notation of Japanese accent dictionaries (Tokyo Japanese): the morae of
 * `reading` (as `splitMorae` splits them) and the mora after which the pitch falls. Words have several when
 * the dictionary gives several (ああ as interjection and as adverb), most likely first.
 */
export const PitchAccent = z.object({
  /** Kana the accent is drawn over. */
  reading: z.string(),
  /** The mora after which the pitch falls (1: after the first); 0 when it does not fall (heiban). */
  downstep: z.number().int().min(0),
  /** Morae of `reading`; a downstep equal to it falls only on a following particle (odaka). */
  morae: z.number().int().min(1),
});
export type PitchAccent = z.infer<typeof PitchAccent>;

/**
 * A word of a message with the accent of its dictionary form: looked up word by word, so the accent changes
 * words undergo inside a phrase (compounds, particles) are not shown.
 */
export const WordAccent = z.object({
  /** UTF-16 offsets of the word in the message's content. */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** The catalogue word the accent belongs to: its dictionary form (食べる for 食べました). */
  vocab_id: z.string(),
  word: z.string(),
  pitch_accent: z.array(PitchAccent).min(1),
});
export type WordAccent = z.infer<typeof WordAccent>;

// Small kana that join the kana before them into one mora (きゃ, ファ); っ, ん and ー are morae of their own.
const JOINING = new Set('ゃゅょぁぃぅぇぉゎャュョァィゥェォヮ');

/** The morae of a kana reading, the units `PitchAccent.downstep` counts: きょう → きょ, う. */
export function splitMorae(reading: string): string[] {
  const morae: string[] = [];
  for (const char of reading) {
    if (JOINING.has(char) && morae.length > 0) morae[morae.length - 1] += char;
    else morae.push(char);
  }
  return morae;
}
