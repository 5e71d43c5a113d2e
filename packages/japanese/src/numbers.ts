// Readings of numbers with their counters (三本 さんぼん, 六百 ろっぴゃく, 二十日 はつか). IPADIC reads each
// numeral and counter on its own (三 サン + 本 ホン), which misses every sound change, so the whole unit is
// read here instead.

export const DIGITS = ['ぜろ', 'いち', 'に', 'さん', 'よん', 'ご', 'ろく', 'なな', 'はち', 'きゅう'];
const KANJI_DIGITS: Record<string, number> = {
  〇: 0,
  零: 0,
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const SMALL_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const LARGE_UNITS: Record<string, number> = { 万: 1e4, 億: 1e8, 兆: 1e12 };
const LARGE_UNIT_READINGS: [number, string][] = [
  [1e12, 'ちょう'],
  [1e8, 'おく'],
  [1e4, 'まん'],
];

/** A numeral token's surface (digits in either width, or kanji numerals), or `null` for 何, 数, 幾…. */
export function parseNumber(text: string): number | null {
  const ascii = text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  if (isDigits(ascii)) return Number(ascii.replace(/[,，]/g, ''));
  if (!/^[〇零一二三四五六七八九十百千万億兆0-9]+$/.test(ascii)) return null;
  let total = 0;
  let group = 0;
  let digit: number | null = null;
  for (const char of ascii) {
    if (char >= '0' && char <= '9') {
      digit = (digit ?? 0) * 10 + Number(char);
    } else if (char in KANJI_DIGITS) {
      // 二〇二四: a run of kanji digits is positional, like arabic digits.
      digit = (digit ?? 0) * 10 + KANJI_DIGITS[char]!;
    } else if (char in SMALL_UNITS) {
      group += (digit ?? 1) * SMALL_UNITS[char]!;
      digit = null;
    } else {
      total += (group + (digit ?? 0) || 1) * LARGE_UNITS[char]!;
      group = 0;
      digit = null;
    }
  }
  return total + group + (digit ?? 0);
}

const KANJI_DIGIT_CHARS = '〇一二三四五六七八九';

/** A number written in kanji numerals (10 → 十, 2024 → 二千二十四, 30000 → 三万), for finding its words. */
export function kanjiNumeral(value: number): string {
  if (value === 0) return KANJI_DIGIT_CHARS[0]!;
  let out = '';
  let rest = value;
  for (const [unit, char] of [
    [1e12, '兆'],
    [1e8, '億'],
    [1e4, '万'],
  ] as const) {
    const count = Math.floor(rest / unit);
    if (count > 0) out += kanjiBelowTenThousand(count, true) + char;
    rest %= unit;
  }
  return out + kanjiBelowTenThousand(rest, false);
}

// 千, 百, 十 are said without 一 (千 not 一千), except before a large unit where 一千万 is also usual: the
// plain form is kept there too, as 千万.
function kanjiBelowTenThousand(value: number, beforeUnit: boolean): string {
  if (value === 1 && beforeUnit) return '一';
  let out = '';
  for (const [unit, char] of [
    [1000, '千'],
    [100, '百'],
    [10, '十'],
  ] as const) {
    const digit = Math.floor(value / unit) % 10;
    if (digit > 0) out += (digit > 1 ? KANJI_DIGIT_CHARS[digit] : '') + char;
  }
  const units = value % 10;
  return units > 0 ? out + KANJI_DIGIT_CHARS[units] : out;
}

// Arabic digits in either width, alone or grouped by thousands (1,000, １，０００).
const LEADING_DIGITS = /^(?:[0-9０-９]{1,3}(?:[,，][0-9０-９]{3})+(?![0-9０-９])|[0-9０-９]+)/;

/** The arabic number `text` begins with (1,000 of 1,000円), if it begins with one. */
export function leadingDigits(text: string): string | undefined {
  return LEADING_DIGITS.exec(text)?.[0];
}

/** The number in kanji numerals `text` begins with (二十 of 二十日), if it begins with one. */
export function leadingKanjiNumeral(text: string): string | undefined {
  return /^[〇一二三四五六七八九十百千万億]+/.exec(text)?.[0];
}

export function isDigits(text: string): boolean {
  return text !== '' && leadingDigits(text) === text;
}

/** A number's reading as words (千, 二百, 三十, 四…), so a counter can change the last one. */
function numberWords(value: number): string[] {
  if (value === 0) return [DIGITS[0]!];
  const words: string[] = [];
  let rest = value;
  for (const [unit, reading] of LARGE_UNIT_READINGS) {
    const count = Math.floor(rest / unit);
    if (count > 0) {
      // A thousand of a large unit alone is いっせん: 一千万 いっせんまん (but 千五百万 せんごひゃくまん).
      const counted = count === 1000 ? ['いっせん'] : belowTenThousand(count);
      const last = counted.pop() ?? '';
      // 一兆 いっちょう, 八兆 はっちょう, 十兆 じゅっちょう: the only large unit that geminates.
      words.push(...counted, `${reading === 'ちょう' ? geminate(last) : last}${reading}`);
      rest %= unit;
    }
  }
  words.push(...belowTenThousand(rest));
  return words;
}

function belowTenThousand(value: number): string[] {
  const words: string[] = [];
  const thousands = Math.floor(value / 1000);
  const hundreds = Math.floor(value / 100) % 10;
  const tens = Math.floor(value / 10) % 10;
  const units = value % 10;
  if (thousands)
    words.push({ 1: 'せん', 3: 'さんぜん', 8: 'はっせん' }[thousands] ?? `${DIGITS[thousands]}せん`);
  if (hundreds)
    words.push(
      { 1: 'ひゃく', 3: 'さんびゃく', 6: 'ろっぴゃく', 8: 'はっぴゃく' }[hundreds] ??
        `${DIGITS[hundreds]}ひゃく`,
    );
  if (tens) words.push(tens === 1 ? 'じゅう' : `${DIGITS[tens]}じゅう`);
  if (units) words.push(DIGITS[units]!);
  return words;
}

/** The sound a number word takes before a geminating counter: いち → いっ, じゅう → じゅっ. */
function geminate(word: string): string {
  return word.replace(/(いち|ろく|はち|ゃく)$/, (end) => `${end[0]}っ`).replace(/じゅう$/, 'じゅっ');
}

// Before k- and h-row counters 1, 6, 8, 10 and 100 geminate (六個 ろっこ, 百本 ひゃっぽん); before s- and
// t-row ones only 1, 8 and 10 do (六冊 ろくさつ, 百歳 ひゃくさい).
const GEMINATING_KH = /(いち|ろく|はち|じゅう|ゃく)$/;
const GEMINATING_ST = /(いち|はち|じゅう)$/;
// Endings after which h-row counters voice (三本 さんぼん, 千本 せんぼん); よん is not among them (四本 よんほん).
const VOICING_N = /(さん|なん|せん|ぜん|まん)$/;

interface Counter {
  reading: string;
  /** The counter's sound after a geminated number (いっ, はっ…), for counters that geminate. */
  geminated?: string;
  geminates?: RegExp;
  /** The counter's sound after さん, なん, せん, まん. */
  afterN?: string;
  /** The counter's sound after よん. */
  afterYon?: string;
  /** Readings of a last digit 4, 7 or 9 before this counter, e.g. 四時 よじ, 九月 くがつ. */
  digit?: Partial<Record<4 | 7 | 9, string>>;
  /** Whole readings for some values, which do not split into number and counter: 一人 ひとり. */
  whole?: Record<number, string>;
  /** The largest number the counter counts, where there is one: months to 12 (a 13月 is no month). */
  most?: number;
}

const H_ROW = (reading: string, geminated: string, afterN: string): Counter => ({
  reading,
  geminated,
  geminates: GEMINATING_KH,
  afterN,
});
const GEMINATING_COUNTER = (reading: string, afterN?: string): Counter => ({
  reading,
  geminated: reading,
  geminates: /^[かきくけこ]/.test(reading) ? GEMINATING_KH : GEMINATING_ST,
  ...(afterN ? { afterN } : {}),
});
const FOUR_AS_YO = { 4: 'よ' } as const;
const CLOCK = { 4: 'よ', 7: 'しち', 9: 'く' } as const;
// Days whose reading does not split into number and counter (1 is いち + にち; the date ついたち is apart).
const DAYS: Record<number, string> = {
  2: 'ふつか',
  3: 'みっか',
  4: 'よっか',
  5: 'いつか',
  6: 'むいか',
  7: 'なのか',
  8: 'ようか',
  9: 'ここのか',
  10: 'とおか',
  14: 'じゅうよっか',
  20: 'はつか',
  24: 'にじゅうよっか',
};
const DAY: Counter = { reading: 'にち', digit: { 7: 'しち', 9: 'く' }, whole: DAYS };

const COUNTERS: Record<string, Counter> = {
  本: H_ROW('ほん', 'ぽん', 'ぼん'),
  匹: H_ROW('ひき', 'ぴき', 'びき'),
  杯: H_ROW('はい', 'ぱい', 'ばい'),
  分: { ...H_ROW('ふん', 'ぷん', 'ぷん'), afterYon: 'ぷん' },
  分間: { ...H_ROW('ふんかん', 'ぷんかん', 'ぷんかん'), afterYon: 'ぷんかん' },
  泊: { ...H_ROW('はく', 'ぱく', 'ぱく'), afterYon: 'ぱく' },
  個: GEMINATING_COUNTER('こ'),
  回: GEMINATING_COUNTER('かい'),
  階: GEMINATING_COUNTER('かい', 'がい'),
  軒: GEMINATING_COUNTER('けん', 'げん'),
  足: GEMINATING_COUNTER('そく', 'ぞく'),
  か月: GEMINATING_COUNTER('かげつ'),
  ヶ月: GEMINATING_COUNTER('かげつ'),
  カ月: GEMINATING_COUNTER('かげつ'),
  ケ月: GEMINATING_COUNTER('かげつ'),
  箇月: GEMINATING_COUNTER('かげつ'),
  か国: GEMINATING_COUNTER('かこく'),
  ヶ国: GEMINATING_COUNTER('かこく'),
  カ国: GEMINATING_COUNTER('かこく'),
  歳: { ...GEMINATING_COUNTER('さい'), whole: { 20: 'はたち' } },
  才: GEMINATING_COUNTER('さい'),
  冊: GEMINATING_COUNTER('さつ'),
  週: GEMINATING_COUNTER('しゅう'),
  週間: GEMINATING_COUNTER('しゅうかん'),
  点: GEMINATING_COUNTER('てん'),
  頭: GEMINATING_COUNTER('とう'),
  着: GEMINATING_COUNTER('ちゃく'),
  通: GEMINATING_COUNTER('つう'),
  時: { reading: 'じ', digit: CLOCK },
  時間: { reading: 'じかん', digit: CLOCK },
  // IPADIC cuts 七時半 as 七 + 時半.
  時半: { reading: 'じはん', digit: CLOCK },
  月: { reading: 'がつ', digit: { 4: 'し', 7: 'しち', 9: 'く' }, most: 12 },
  年: { reading: 'ねん', digit: FOUR_AS_YO },
  年間: { reading: 'ねんかん', digit: FOUR_AS_YO },
  年生: { reading: 'ねんせい', digit: FOUR_AS_YO },
  年目: { reading: 'ねんめ', digit: FOUR_AS_YO },
  円: { reading: 'えん', digit: FOUR_AS_YO },
  人: { reading: 'にん', digit: FOUR_AS_YO, whole: { 1: 'ひとり', 2: 'ふたり' } },
  // Native counts, which IPADIC keeps whole in kanji (三つ) but cuts after half-width digits (3 + つ).
  つ: {
    reading: 'つ',
    whole: {
      1: 'ひとつ',
      2: 'ふたつ',
      3: 'みっつ',
      4: 'よっつ',
      5: 'いつつ',
      6: 'むっつ',
      7: 'ななつ',
      8: 'やっつ',
      9: 'ここのつ',
    },
    most: 9,
  },
  日: DAY,
  日間: {
    ...DAY,
    reading: 'にちかん',
    whole: Object.fromEntries(Object.entries(DAYS).map(([n, r]) => [n, `${r}かん`])),
  },
  日目: {
    ...DAY,
    reading: 'にちめ',
    whole: Object.fromEntries(Object.entries(DAYS).map(([n, r]) => [n, `${r}め`])),
  },
  枚: { reading: 'まい' },
  台: { reading: 'だい' },
  度: { reading: 'ど' },
  番: { reading: 'ばん' },
  番目: { reading: 'ばんめ' },
  名: { reading: 'めい' },
  倍: { reading: 'ばい' },
  秒: { reading: 'びょう' },
  課: GEMINATING_COUNTER('か'),
  件: GEMINATING_COUNTER('けん'),
  曲: GEMINATING_COUNTER('きょく'),
  缶: GEMINATING_COUNTER('かん'),
  機: GEMINATING_COUNTER('き'),
  社: GEMINATING_COUNTER('しゃ'),
  席: GEMINATING_COUNTER('せき'),
  章: GEMINATING_COUNTER('しょう'),
  周: GEMINATING_COUNTER('しゅう'),
  勝: GEMINATING_COUNTER('しょう'),
  戦: GEMINATING_COUNTER('せん'),
  隻: GEMINATING_COUNTER('せき'),
  棟: GEMINATING_COUNTER('とう'),
  種類: GEMINATING_COUNTER('しゅるい'),
  歩: H_ROW('ほ', 'ぽ', 'ぽ'),
  発: H_ROW('はつ', 'ぱつ', 'ぱつ'),
  行: { reading: 'ぎょう' },
  度目: { reading: 'どめ' },
};

/**
 * The counter that `kana` spells after `value`, by the sound it takes there (3 + まい: 枚, 2 + ひき: 匹, 3 +
 * がい: 階), with its own reading; the first the table lists where several sound so (かい: 回 before 階).
 */
export function counterSpelledAs(value: number, kana: string): [string, string] | undefined {
  // Or by its own sound where the number and the counter make a word of their own (20さい, はたち).
  for (const [counter, { reading }] of Object.entries(COUNTERS)) {
    const { counterReading = reading } = readNumber(value, counter);
    if (/^\p{Script=Han}+$/u.test(counter) && counterReading === kana) return [counter, reading];
  }
  return undefined;
}

/** Whether `surface` is a counter, and one that counts `value` (`null` for 何) when it is given. */
export function isCounter(surface: string, value?: number | null): boolean {
  const most = COUNTERS[surface]?.most;
  if (most === undefined) return surface in COUNTERS;
  return value === undefined || value === null || value <= most;
}

export interface NumberReading {
  reading: string;
  /** The counter's part of `reading` when the unit splits into number and counter sounds. */
  counterReading?: string;
}

/**
 * Reading of a number (`null` for 何) followed by a counter, or by nothing. `date` asks for the date
 * reading of 一日 (ついたち) rather than the count of days.
 */
export function readNumber(value: number | null, counterSurface?: string, date = false): NumberReading {
  const words = value === null ? ['なん'] : numberWords(value);
  if (counterSurface === undefined) return { reading: words.join('') };
  const counter = COUNTERS[counterSurface];
  if (!counter) return { reading: words.join('') };
  if (value !== null) {
    if (value === 1 && date && counter === DAY) return { reading: 'ついたち' };
    const whole = counter.whole?.[value];
    if (whole) return { reading: whole };
    const digitReading = counter.digit?.[(value % 10) as 4 | 7 | 9];
    if (digitReading) words[words.length - 1] = digitReading;
  }
  let last = words.pop()!;
  let counterReading = counter.reading;
  if (counter.geminated !== undefined && counter.geminates?.test(last)) {
    last = geminate(last);
    counterReading = counter.geminated;
  } else if (counter.afterN !== undefined && VOICING_N.test(last)) {
    counterReading = counter.afterN;
  } else if (counter.afterYon !== undefined && last.endsWith('よん')) {
    counterReading = counter.afterYon;
  }
  return { reading: `${words.join('')}${last}${counterReading}`, counterReading };
}
