import { describe, expect, it } from 'vitest';
import { furiganaSegments } from '../src/index';

describe('furiganaSegments', () => {
  it('does not repeat okurigana in the ruby', async () => {
    expect(await furiganaSegments('食べる')).toEqual([{ text: '食', reading: 'た' }, { text: 'べる' }]);
    expect(await furiganaSegments('今日は')).toEqual([{ text: '今日', reading: 'きょう' }, { text: 'は' }]);
  });

  it('lines up kana inside a word', async () => {
    expect(await furiganaSegments('取り扱い')).toEqual([
      { text: '取', reading: 'と' },
      { text: 'り' },
      { text: '扱', reading: 'あつか' },
      { text: 'い' },
    ]);
    expect(await furiganaSegments('お茶')).toEqual([{ text: 'お' }, { text: '茶', reading: 'ちゃ' }]);
  });

  it('joins neighbouring text that needs no ruby and gives katakana none', async () => {
    expect(await furiganaSegments('テレビを見ました。')).toEqual([
      { text: 'テレビを' },
      { text: '見', reading: 'み' },
      { text: 'ました。' },
    ]);
  });

  it('reads numbers with counters as a unit, keeping arabic digits out of the ruby', async () => {
    expect(await furiganaSegments('三本')).toEqual([{ text: '三本', reading: 'さんぼん' }]);
    expect(await furiganaSegments('3本')).toEqual([{ text: '3' }, { text: '本', reading: 'ぼん' }]);
    // A counter of two parts (時 and 半) reads as one.
    expect(await furiganaSegments('3時半')).toEqual([{ text: '3' }, { text: '時半', reading: 'じはん' }]);
    // One day splits as いち + にち; the second day does not (ふつか), nor a date's first (ついたち).
    expect(await furiganaSegments('1日')).toEqual([{ text: '1' }, { text: '日', reading: 'にち' }]);
    expect(await furiganaSegments('2日')).toEqual([{ text: '2日', reading: 'ふつか' }]);
    expect(await furiganaSegments('4月1日')).toContainEqual({ text: '1日', reading: 'ついたち' });
  });

  it('rebuilds the text from the segments', async () => {
    const text = '昨日、友達と東京駅で3時間も待ちました！';
    expect((await furiganaSegments(text)).map((s) => s.text).join('')).toBe(text);
  });
});
