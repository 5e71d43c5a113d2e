import type { FuriganaSegment, WordAccent } from '@kaiwa/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Furigana, GUESSED_READING } from './Furigana';
import { wordRuns } from './wordRuns';

afterEach(cleanup);

const word = (
  start: number,
  end: number,
  written: string,
  reading: string,
  downstep: number,
): WordAccent => ({
  start,
  end,
  vocab_id: `v-${written}`,
  word: written,
  pitch_accent: [{ reading, downstep, morae: [...reading].length }],
});

// 友達と橋を渡りました。: 友達 0-2, 橋 3-4, 渡り (渡る) 5-7.
const segments: FuriganaSegment[] = [
  { text: '友達', reading: 'ともだち' },
  { text: 'と' },
  { text: '橋', reading: 'はし' },
  { text: 'を' },
  { text: '渡', reading: 'わた' },
  { text: 'りました。' },
];
const tomodachi = word(0, 2, '友達', 'ともだち', 0);
const hashi = word(3, 4, '橋', 'はし', 2);
const wataru = word(5, 7, '渡る', 'わたる', 0);

describe('wordRuns', () => {
  it('groups the segments of each word and cuts plain text at word edges', () => {
    expect(wordRuns(segments, [tomodachi, hashi, wataru])).toEqual([
      { word: tomodachi, segments: [{ text: '友達', reading: 'ともだち' }] },
      { word: null, segments: [{ text: 'と' }] },
      { word: hashi, segments: [{ text: '橋', reading: 'はし' }] },
      { word: null, segments: [{ text: 'を' }] },
      { word: wataru, segments: [{ text: '渡', reading: 'わた' }, { text: 'り' }] },
      { word: null, segments: [{ text: 'ました。' }] },
    ]);
  });

  it('finds words inside plain text and leaves a word cutting through a ruby segment as text', () => {
    const kana = [{ text: 'あめがふる' }];
    const ame = word(0, 2, '雨', 'あめ', 1);
    expect(wordRuns(kana, [ame])).toEqual([
      { word: ame, segments: [{ text: 'あめ' }] },
      { word: null, segments: [{ text: 'がふる' }] },
    ]);
    const counted = [{ text: '三本', reading: 'さんぼん' }, { text: 'です' }];
    const san = word(0, 1, '三', 'さん', 0);
    expect(wordRuns(counted, [san])).toEqual([{ word: null, segments: counted }]);
  });
});

describe('Furigana with word accents', () => {
  it('shows a word’s accent on hover and hides it when the pointer leaves', async () => {
    render(
      <p>
        <Furigana segments={segments} words={[tomodachi, hashi, wataru]} />
      </p>,
    );
    const bridge = screen.getByRole('button', { name: '橋 はし' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(bridge);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toContain('橋');
    expect(
      screen.getByRole('img', {
        name: 'はし: odaka, falls after the last mora (し), onto a particle after it',
      }),
    );
    expect(bridge.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.mouseLeave(bridge);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows it on a tap or keyboard focus, names the dictionary form, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <p>
        <Furigana segments={segments} words={[tomodachi, hashi, wataru]} />
      </p>,
    );
    await user.click(screen.getByRole('button', { name: '渡 わた り' }));
    expect(screen.getByRole('tooltip').textContent).toContain('渡る');
    expect(screen.getByRole('img', { name: 'わたる: heiban, no fall; a particle after it stays high' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab({ shift: true });
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip').textContent).toContain('橋');
  });

  it('renders plain ruby without words', () => {
    const { container } = render(
      <p>
        <Furigana segments={segments} words={null} />
      </p>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('友達(ともだち)と橋(はし)を渡(わた)りました。');
  });

  it('marks a guessed reading apart from the dictionary ones', () => {
    const { container } = render(
      <p>
        <Furigana
          segments={[
            { text: '社販', reading: 'しゃはん', low_confidence: true },
            { text: 'で' },
            { text: '靴', reading: 'くつ' },
            { text: 'を買った' },
          ]}
        />
      </p>,
    );
    const readings = [...container.querySelectorAll('rt')];
    expect(readings.map((rt) => [rt.textContent, rt.getAttribute('title')])).toEqual([
      ['しゃはん', GUESSED_READING],
      ['くつ', null],
    ]);
  });
});
