import { describe, expect, it } from 'vitest';
import { findCharacter } from '../../src/modules/conversations/characters';
import { MAX_REPLIES_PER_MESSAGE, respondersTo } from '../../src/modules/conversations/turn-policy';

const cast = (...ids: string[]) => ids.map((id) => findCharacter(id)!);
const ids = (characters: { id: string }[]) => characters.map((character) => character.id);

describe('turn policy', () => {
  const group = cast('suzuki', 'matsumoto', 'ren');

  it('gives no replies without characters and always one from a single character', () => {
    expect(
      respondersTo({ characters: [], content: 'やあ', earlierCharacterSenders: [], learnerMessageNumber: 3 }),
    ).toEqual([]);
    for (let n = 1; n <= 6; n += 1) {
      const replies = respondersTo({
        characters: cast('tanaka'),
        content: 'すずきさん、こんにちは',
        earlierCharacterSenders: ['tanaka'],
        learnerMessageNumber: n,
      });
      expect(ids(replies)).toEqual(['tanaka']);
    }
  });

  it('lets the character who has been quiet longest answer, never-spoken ones first in participant order', () => {
    const next = (earlier: string[], n = 1) =>
      ids(
        respondersTo({
          characters: group,
          content: 'そうですね。',
          earlierCharacterSenders: earlier,
          learnerMessageNumber: n,
        }),
      );
    expect(next([])).toEqual(['suzuki']);
    expect(next(['suzuki'])).toEqual(['matsumoto']);
    expect(next(['suzuki', 'matsumoto', 'ren'], 4)).toEqual(['suzuki']);
    expect(next(['ren', 'suzuki', 'matsumoto'], 4)).toEqual(['ren']);
  });

  it('answers with whoever is addressed, by alias, name, kana reading or romaji, in the order named', () => {
    const addressed = (content: string) =>
      ids(respondersTo({ characters: group, content, earlierCharacterSenders: [], learnerMessageNumber: 1 }));
    expect(addressed('蓮、元気？')).toEqual(['ren']);
    expect(addressed('まつもとさん、おはようございます')).toEqual(['matsumoto']);
    expect(addressed('松本さんはどう思いますか')).toEqual(['matsumoto']);
    expect(addressed('Hi Ren and Suzuki!')).toEqual(['ren', 'suzuki']);
    expect(addressed('すずきさん、れんくん、松本さん')).toEqual(['suzuki', 'ren']);
    // Romaji only counts as a whole word.
    expect(addressed('I like the word "rental".')).toEqual(['suzuki']);
  });

  it('adds a second character on every third learner message, never more than the maximum', () => {
    for (let n = 1; n <= 9; n += 1) {
      const replies = respondersTo({
        characters: group,
        content: 'なるほど。',
        earlierCharacterSenders: ['suzuki'],
        learnerMessageNumber: n,
      });
      expect(replies.length, `message ${n}`).toBe(n % 3 === 0 ? 2 : 1);
      expect(new Set(ids(replies)).size).toBe(replies.length);
      expect(replies.length).toBeLessThanOrEqual(MAX_REPLIES_PER_MESSAGE);
    }
    expect(
      ids(
        respondersTo({
          characters: group,
          content: 'なるほど。',
          earlierCharacterSenders: ['suzuki'],
          learnerMessageNumber: 3,
        }),
      ),
    ).toEqual(['matsumoto', 'ren']);
  });
});
