import { describe, expect, it } from 'vitest';
import { type AccentEntry, accentsOf, MecabAccents, parseAllMorphs } from '../scripts/lib/pitch-accent';
import { accentDictionary } from './support/fixtures';

/** Accents of words as the data build records them, from the real dictionary. */
function accents(...words: [word: string, reading: string][]) {
  const found = accentDictionary().entriesOf(words.map(([word]) => word));
  return words.map(([word, reading]) => accentsOf(found.get(word) ?? [], word, reading));
}

const entry = (pos: string, base: string, reading: string, accent: string, cost = 0): AccentEntry => {
  const [downstep, morae] = accent.split('/').map(Number) as [number, number];
  return { pos: pos.split(',') as AccentEntry['pos'], base, reading, cost, accent: { downstep, morae } };
};

describe('pitch accents from Open JTalk’s dictionary', () => {
  it('tells homophones apart by spelling', () => {
    expect(
      accents(['箸', 'はし'], ['橋', 'はし'], ['雨', 'あめ'], ['飴', 'あめ'], ['友達', 'ともだち']),
    ).toEqual([
      [{ downstep: 1, morae: 2 }], // atamadaka
      [{ downstep: 2, morae: 2 }], // odaka
      [{ downstep: 1, morae: 2 }], // atamadaka
      [{ downstep: 0, morae: 2 }], // heiban
      [{ downstep: 0, morae: 4 }], // heiban
    ]);
  });

  it('reads verbs, adjectives, loanwords and the reading the list gives', () => {
    expect(
      accents(['食べる', 'たべる'], ['高い', 'たかい'], ['テレビ', 'テレビ'], ['先生', 'せんせい']),
    ).toEqual([
      [{ downstep: 2, morae: 3 }],
      [{ downstep: 2, morae: 3 }],
      [{ downstep: 1, morae: 3 }],
      [{ downstep: 3, morae: 4 }],
    ]);
    // The same spelling read another way is another word (上手 うわて is not じょうず).
    expect(accents(['上手', 'じょうず'], ['上手', 'うわて'])).toEqual([
      [{ downstep: 3, morae: 3 }],
      [{ downstep: 0, morae: 3 }],
    ]);
  });

  it('falls back to an inflected form or a place name only when the word has no entry of its own', () => {
    expect(accents(['ください', 'ください'], ['アメリカ', 'アメリカ'])).toEqual([
      [{ downstep: 3, morae: 4 }],
      [{ downstep: 0, morae: 4 }],
    ]);
  });

  it('records nothing for a word the dictionary only has in parts', () => {
    expect(accents(['お酒', 'おさけ'], ['会議室', 'かいぎしつ'])).toEqual([[], []]);
  });

  it('keeps every distinct accent of a word, most likely entry first', () => {
    const [aa] = accents(['ああ', 'ああ']);
    expect(aa).toHaveLength(2);
    expect(aa).toEqual(
      expect.arrayContaining([
        { downstep: 0, morae: 2 },
        { downstep: 1, morae: 2 },
      ]),
    );
  });

  it('prefers the word over affixes and never takes a person’s name', () => {
    const noun = entry('名詞,一般,*,*', '手', 'テ', '1/1', 900);
    const prefix = entry('接頭詞,名詞接続,*,*', '手', 'テ', '0/1', 100);
    const name = entry('名詞,固有名詞,人名,名', '勉', 'ツトム', '0/3');
    expect(accentsOf([prefix, noun], '手', 'て')).toEqual([{ downstep: 1, morae: 1 }]);
    expect(accentsOf([prefix], '手', 'て')).toEqual([{ downstep: 0, morae: 1 }]);
    expect(accentsOf([name], '勉', 'つとむ')).toEqual([]);
    const cheap = entry('副詞,一般,*,*', 'ああ', 'アア', '0/2', 10);
    const dear = entry('感動詞,*,*,*', 'ああ', 'アア', '1/2', 20);
    expect(accentsOf([dear, cheap, { ...cheap, cost: 30 }], 'ああ', 'ああ')).toEqual([
      { downstep: 0, morae: 2 },
      { downstep: 1, morae: 2 },
    ]);
  });

  it('parses whole-word entries of MeCab’s output and refuses output that does not line up', () => {
    const output = [
      'N\t0\t箸\t3000\t名詞,一般,*,*,*,*,箸,ハシ,ハシ,1/2,C3',
      'N\t0\t箸\t5000\t名詞,一般,*,*,*,*,箸,ハシ,ハシ,*,C3',
      'EOS',
      'N\t0\t食べ\t4000\t動詞,自立,*,*,一段,連用形,食べる,タベ,タベ,2/2,*',
      'N\t3\tべる\t4000\t動詞,自立,*,*,一段,基本形,べる,ベル,ベル,1/2,*',
      'U',
      'EOS',
      '',
    ].join('\n');
    const found = parseAllMorphs(output, ['箸', '食べる']);
    expect(found.get('箸')).toEqual([
      {
        pos: ['名詞', '一般', '*', '*'],
        base: '箸',
        reading: 'ハシ',
        cost: 3000,
        accent: { downstep: 1, morae: 2 },
      },
    ]);
    expect(found.get('食べる')).toEqual([]);
    expect(() => parseAllMorphs(output, ['箸'])).toThrow('MeCab answered 2 lines for 1 words');
  });

  it('fails with the packages to install when the dictionary is missing', () => {
    expect(() => new MecabAccents('/nonexistent/naist-jdic').entriesOf(['箸'])).toThrow(
      /mecab and open-jtalk-mecab-naist-jdic/,
    );
  });
});
