import {
  ACKNOWLEDGEMENTS,
  CONFUSED_REACTION,
  CUES,
  ECHO_REACTIONS,
  GREETINGS,
  NOT_JAPANESE_REACTION,
  TOPIC_INTRO,
} from './phrases';
import { type Line, QUESTION_BANK } from './question-bank';
import { escapeRegExp } from './text';
import { TOPICS } from './topics';

type Template = { pattern: RegExp; slots: string[]; english: string };

const SLOT = /\{(name|topic|word)\}/g;

let index: { fixed: Map<string, string>; templates: Template[] } | undefined;

function buildIndex() {
  const all: Line[] = [
    ...Object.values(QUESTION_BANK).flatMap((levels) => Object.values(levels).flat()),
    ...GREETINGS,
    TOPIC_INTRO,
    ...ACKNOWLEDGEMENTS,
    ...ECHO_REACTIONS,
    ...CUES.flatMap((cue) => [cue.reaction, cue.question].filter((line) => line !== undefined)),
    CONFUSED_REACTION,
    NOT_JAPANESE_REACTION,
  ];
  const fixed = new Map<string, string>();
  const templates: Template[] = [];
  for (const line of all) {
    for (const japanese of [line.丁寧語, line.砕けた, line.敬語]) {
      const slots = [...japanese.matchAll(SLOT)].map((match) => match[1] as string);
      if (slots.length === 0) {
        fixed.set(japanese, line.english);
        continue;
      }
      const source = japanese
        .split(SLOT)
        // A slot holds a name, a topic or a word: bounding it keeps a failed match on long text cheap.
        .map((part, i) => (i % 2 === 1 ? '(.{1,64}?)' : escapeRegExp(part)))
        .join('');
      templates.push({ pattern: new RegExp(source, 'y'), slots, english: line.english });
    }
  }
  return { fixed, templates };
}

const KEYWORD_ENGLISH = new Map(
  Object.values(TOPICS).flatMap((topic) =>
    topic.keywords.map((keyword) => [keyword.word, keyword.english] as const),
  ),
);
const TOPIC_ENGLISH = new Map(Object.values(TOPICS).map((topic) => [topic.japanese, topic.english] as const));

function slotEnglish(slot: string, value: string): string | undefined {
  if (slot === 'word') return KEYWORD_ENGLISH.get(value);
  if (slot === 'topic') return TOPIC_ENGLISH.get(value) ?? value;
  return value;
}

function fill(template: Template, match: RegExpExecArray): string | undefined {
  let english = template.english;
  for (const [i, slot] of template.slots.entries()) {
    const value = slotEnglish(slot, match[i + 1] as string);
    if (value === undefined) return undefined;
    english = english.replace(`{${slot}}`, value);
  }
  return english.charAt(0).toUpperCase() + english.slice(1);
}

/**
 * The exact English of a text made only of the offline tutor's own lines (its replies are built from them),
 * or undefined when any part of the text is something else.
 */
export function translateTutorLines(text: string): string | undefined {
  index ??= buildIndex();
  const { fixed, templates } = index;
  const failed = new Set<number>();

  const from = (start: number): string[] | undefined => {
    let position = start;
    while (position < text.length && /\s/.test(text[position] as string)) position++;
    if (position === text.length) return [];
    if (failed.has(position)) return undefined;
    for (const [japanese, english] of fixed) {
      if (!text.startsWith(japanese, position)) continue;
      const rest = from(position + japanese.length);
      if (rest) return [english, ...rest];
    }
    for (const template of templates) {
      template.pattern.lastIndex = position;
      const match = template.pattern.exec(text);
      if (!match) continue;
      const english = fill(template, match);
      if (english === undefined) continue;
      const rest = from(position + match[0].length);
      if (rest) return [english, ...rest];
    }
    failed.add(position);
    return undefined;
  };

  return from(0)?.join(' ') || undefined;
}
