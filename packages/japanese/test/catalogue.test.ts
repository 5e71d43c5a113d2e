import { beforeAll, describe, expect, it } from 'vitest';
import { Catalogue } from '../src/catalogue';
import { kanjiId, vocabularyId } from '../src/ids';
import type { VocabularyItem } from '../src/types';
import { fixtureCatalogue } from './support/fixtures';

let catalogue: Catalogue;
beforeAll(() => {
  catalogue = fixtureCatalogue();
}, 60_000);

const word = (written: string, reading: string) =>
  catalogue.getItem(vocabularyId(written, reading)) as VocabularyItem;

describe('catalogue items', () => {
  it('describes words from the dictionary, with ids derived from content', () => {
    const item = word('上手', 'じょうず');
    expect(item).toMatchObject({
      vocab_id: vocabularyId('上手', 'じょうず'),
      level: 'N5',
      vocabType: 'vocabulary',
      kanji: '上手',
      pronunciation: 'じょうず',
      common: true,
    });
    expect(item.english).toContain('skillful');
    expect(item.partsOfSpeech).toContain('adj-na');
    expect(item.priorities).toContain('ichi1');
    expect(catalogue.sensesOf(item).length).toBeGreaterThan(1);
    expect(vocabularyId('上手', 'じょうず')).toMatch(/^v-[0-9a-f]{12}$/);
  });

  it('keeps kana-only words without a kanji form and lists alternative spellings', () => {
    expect(word('これ', 'これ')).toMatchObject({ kanji: null, pronunciation: 'これ' });
    expect(word('ご飯', 'ごはん').alternativeForms).toContain('御飯');
    expect(word('下さい', 'ください').usuallyKana).toBe(true);
  });

  it('describes the JLPT kanji of Waller’s lists with KANJIDIC’s details', () => {
    const eat = catalogue.getItem(kanjiId('食'));
    expect(eat).toMatchObject({
      vocab_id: 'k-98df',
      vocabType: 'kanji',
      kanji: '食',
      level: 'N5',
      strokes: 9,
      grade: 2,
    });
    expect(eat?.vocabType === 'kanji' && eat.kunReadings).toContain('た.べる');
    expect(eat?.english).toContain('eat');
    expect(catalogue.kanji.length).toBe(2211);
    expect(catalogue.itemsOfLevel('N5', 'kanji').length).toBe(79);
  });
});

describe('levelOf', () => {
  it('gives a word’s level, by reading when it matters, else a kanji’s', () => {
    expect(catalogue.levelOf('大学生')).toBe('N4');
    expect(catalogue.levelOf('上手')).toBe('N5');
    expect(catalogue.levelOf('上手', { reading: 'うわて' })).toBe('N1');
    expect(catalogue.levelOf('本')).toBe('N5');
    expect(catalogue.levelOf('始')).toBe('N4');
    expect(catalogue.levelOf('本', { type: 'kanji' })).toBe('N5');
    expect(catalogue.levelOf('始', { type: 'vocabulary' })).toBeNull();
    expect(catalogue.levelOf('猫')).toBe('N3');
    expect(catalogue.levelOf('ネコ')).toBeNull();
  });
});

describe('relatedWords', () => {
  it('lists words sharing a kanji at the same level or easier, most shared kanji first', () => {
    const related = catalogue.relatedWords(word('本日', 'ほんじつ').vocab_id).map((i) => i.word);
    expect(related.slice(0, 3)).toEqual(['日本', '日本語', '日本人']);
    expect(related).toContain('本');
    expect(related).not.toContain('日中');
    expect(related).not.toContain('本日');
  });

  it('keeps to the item’s level and the limit', () => {
    const related = catalogue.relatedWords(word('日本', 'にほん').vocab_id, 3);
    expect(related).toHaveLength(3);
    expect(related[0]?.word).toBe('日本語');
    expect(related.every((i) => i.level === 'N5')).toBe(true);
  });

  it('lists words using a kanji for a kanji item, and nothing for kana words or unknown ids', () => {
    const related = catalogue.relatedWords(kanjiId('本'));
    expect(related.map((i) => i.word)).toEqual(expect.arrayContaining(['本', '日本']));
    expect(related.every((i) => i.level === 'N5')).toBe(true);
    expect(catalogue.relatedWords(word('これ', 'これ').vocab_id)).toEqual([]);
    expect(catalogue.relatedWords('v-000000000000')).toEqual([]);
  });
});

describe('itemOfTheDay', () => {
  it('is the same for a date however it is given', () => {
    const a = catalogue.itemOfTheDay('N5', 'kanji', '2025-07-11');
    expect(a?.level).toBe('N5');
    expect(a?.vocabType).toBe('kanji');
    expect(catalogue.itemOfTheDay('N5', 'kanji', new Date('2025-07-11T23:59:00Z'))).toBe(a);
    expect(new Catalogue([...catalogue.items].reverse()).itemOfTheDay('N5', 'kanji', '2025-07-11')).toEqual(
      a,
    );
  });

  it('changes from one day to the next and visits many items', () => {
    const seen = new Set<string>();
    let previous: string | undefined;
    for (let day = 0; day < 365; day++) {
      const date = new Date(Date.UTC(2025, 0, 1 + day));
      const id = catalogue.itemOfTheDay('N5', 'vocabulary', date)!.vocab_id;
      expect(id).not.toBe(previous);
      previous = id;
      seen.add(id);
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('gives null when a level has no item of the type, and rejects a malformed date', () => {
    expect(catalogue.itemOfTheDay('N2', 'vocabulary', '2025-01-01')?.kanji).toBe('日中');
    expect(new Catalogue([]).itemOfTheDay('N5', 'kanji', '2025-01-01')).toBeNull();
    expect(() => catalogue.itemOfTheDay('N5', 'kanji', '11/07/2025')).toThrow(RangeError);
  });
});
