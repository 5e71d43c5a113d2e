import { readGeneratedJson } from './catalogue';
import { beginsLongerKey } from './detection-index';

/** The data build's file of the names the dictionaries list, with their English (see `listedNames`). */
export const NAMES_FILE = 'names.json';

let names: { meanings: Record<string, string>; sorted: readonly string[] } | undefined;

/** The names, read on first use. */
function listed(): NonNullable<typeof names> {
  if (!names) {
    const meanings = Object.setPrototypeOf(readGeneratedJson(NAMES_FILE, 'names'), null) as Record<
      string,
      string
    >;
    names = { meanings, sorted: Object.keys(meanings).sort() };
  }
  return names;
}

/**
 * The English of a name EDICT or JMnedict lists, written `text`: of an organisation, a war, a prize, a law, a
 * work (第二次世界大戦 "Second World War", 国際連盟, ノーベル賞, 文部科学省).
 */
export function nameMeaning(text: string): string | undefined {
  return listed().meanings[text];
}

/** Whether some listed name is longer than `text` and begins with it. */
export function beginsName(text: string): boolean {
  return beginsLongerKey(listed().sorted, text);
}
