/**
 * Tatoeba sentences are real speech, some of it crude or insulting out of context. A learner's examples leave
 * those out: a sentence is unsuitable when its Japanese or its English has one of these words. A word the item
 * itself is (馬鹿 for the item 馬鹿), or that its meaning uses, does not count against the item's own examples.
 */
const CRUDE_JAPANESE = [
  '馬鹿',
  'バカ',
  'ばか',
  'アホ',
  'あほ',
  'クソ',
  'くそ',
  '糞',
  'ブス',
  'デブ',
  '死ね',
  'ちくしょう',
  '畜生',
  'くたばれ',
  'ぶっ殺',
  'セックス',
  'エッチ',
  'おっぱい',
  'ちんこ',
  'まんこ',
  'レイプ',
  '強姦',
  '売春',
  'ヤリマン',
  'キチガイ',
  '気違い',
];

const CRUDE_ENGLISH = [
  'fuck',
  'fucking',
  'shit',
  'bitch',
  'bastard',
  'damn',
  'hell',
  'crap',
  'piss',
  'pissed',
  'ass',
  'asshole',
  'dick',
  'cock',
  'pussy',
  'slut',
  'whore',
  'sex',
  'sexy',
  'rape',
  'raped',
  'idiot',
  'moron',
  'stupid',
  'retard',
  'ugly',
  'fat',
  'die',
  'suicide',
  'porn',
  'boobs',
  'tits',
  'penis',
  'vagina',
  'nigger',
  'fag',
  'faggot',
];

export interface ExampleWord {
  word: string;
  reading: string;
  /** The item's English meaning. */
  english: string;
}

/** Whether a sentence pair is fit to show as an example of `item` (see above). */
export function isSuitableExample(example: { ja: string; en: string }, item: ExampleWord): boolean {
  const own = (term: string) => item.word.includes(term) || item.reading.includes(term);
  if (CRUDE_JAPANESE.some((term) => !own(term) && example.ja.includes(term))) return false;
  const meaning = new Set(englishWords(item.english));
  const crude = new Set(CRUDE_ENGLISH.filter((term) => !meaning.has(term)));
  return !englishWords(example.en).some((word) => crude.has(word) || crude.has(word.replace(/s$/, '')));
}

const englishWords = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];
