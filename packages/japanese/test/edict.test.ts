import { beforeAll, describe, expect, it } from 'vitest';
import { Edict, isOkuriganaLeftOut, isRegularSpelling, sensesOf } from '../scripts/lib/edict';
import { dictionary } from './support/fixtures';

// Reading the dictionary takes seconds on a busy machine.
beforeAll(() => dictionary(), 60_000);

describe('Edict', () => {
  it('parses lines with and without a reading, their markers and the common flag', () => {
    const edict = new Edict(
      [
        '食べる [たべる] /(v1,vt) (1) to eat/(v1,vt) (2) to live on (e.g. a salary)/to live off/(P)/',
        '喰べる [たべる] /(iK) (v1,vt) (1) to eat/(v1,vt) (2) to live on (e.g. a salary)/to live off/',
        'テレビ /(n) (abbr) television/TV/(P)/',
        'not a line',
      ].join('\n'),
    );
    const [eat] = edict.lookup('食べる', 'たべる');
    expect(eat).toMatchObject({ headword: '食べる', reading: 'たべる', common: true, formMarkers: [] });
    expect(edict.spellingsOf(eat!).map((l) => [l.headword, l.formMarkers])).toEqual([
      ['食べる', []],
      ['喰べる', ['iK']],
    ]);
    expect(sensesOf(eat!)).toEqual([
      { pos: ['v1', 'vt'], glosses: ['to eat'], tags: [] },
      { pos: ['v1', 'vt'], glosses: ['to live on (e.g. a salary)', 'to live off'], tags: [] },
    ]);
    expect(edict.lookup('テレビ', 'てれび')).toHaveLength(1);
    expect(edict.lookup('食べる', 'のむ')).toEqual([]);
  });

  it('finds kana words by reading in the real dictionary', () => {
    const lines = dictionary().lookup('これ', 'これ');
    expect(lines.map((l) => l.headword)).toEqual(expect.arrayContaining(['此れ', 'これ']));
    const [skilful] = dictionary().lookup('上手', 'じょうず');
    expect(sensesOf(skilful!)[0]?.glosses).toContain('skillful');
    expect(dictionary().readingsOf('上手')).toEqual(expect.arrayContaining(['うわて', 'じょうず']));
  });

  it('keeps sense tags and leaves parentheses that are part of a gloss', () => {
    const edict = new Edict('此れ [これ] /(pn) (1) (uk) this/this one/(pn) (2) (col) (Japanese) thing/(P)/');
    expect(sensesOf(edict.lookup('此れ', 'これ')[0]!)).toEqual([
      { pos: ['pn'], glosses: ['this', 'this one'], tags: ['uk'] },
      { pos: ['pn'], glosses: ['(Japanese) thing'], tags: ['col'] },
    ]);
  });

  it('takes kanji written without their okurigana for a spelling, but not a single kanji nor odd kanji', () => {
    const edict = new Edict(
      [
        '見積 [みつもり] /(io) (n) estimate/quotation/',
        '話 [はなし] /(io) (n) talk/',
        '見積もり [みつもり] /(n) estimate/quotation/(P)/',
        '喰べる [たべる] /(iK) (v1,vt) to eat/',
      ].join('\n'),
    );
    const kept = (word: string, reading: string) =>
      edict.lookup(word, reading).some((line) => isRegularSpelling(line) || isOkuriganaLeftOut(line));
    expect(kept('見積', 'みつもり')).toBe(true);
    expect(kept('見積もり', 'みつもり')).toBe(true);
    expect(kept('話', 'はなし')).toBe(false);
    expect(kept('喰べる', 'たべる')).toBe(false);
  });
});
