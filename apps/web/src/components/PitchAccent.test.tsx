import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accentPattern, PitchAccent, pitchLevels } from './PitchAccent';

afterEach(cleanup);

/** The drawn morae of the accent named `name`: kana and pitch, the last cell being a following particle. */
function drawn(name: string) {
  const figure = screen.getByRole('img', { name });
  return [...figure.children].map((cell) => ({
    kana: cell.textContent,
    pitch: cell.getAttribute('data-pitch'),
    step: cell.hasAttribute('data-step'),
  }));
}
const cell = (kana: string, pitch: 'high' | 'low', step = false) => ({ kana, pitch, step });

describe('PitchAccent', () => {
  it('draws heiban low then high, with a following particle staying high', () => {
    render(<PitchAccent accents={[{ reading: 'ともだち', downstep: 0, morae: 4 }]} />);
    expect(drawn('ともだち: heiban, no fall; a particle after it stays high')).toEqual([
      cell('と', 'low'),
      cell('も', 'high', true),
      cell('だ', 'high'),
      cell('ち', 'high'),
      cell('', 'high'),
    ]);
    expect(screen.getByText('heiban [0]')).toBeTruthy();
  });

  it('draws atamadaka high on the first mora only (箸, 雨)', () => {
    render(<PitchAccent accents={[{ reading: 'はし', downstep: 1, morae: 2 }]} />);
    expect(drawn('はし: atamadaka, falls after mora 1 (は)')).toEqual([
      cell('は', 'high'),
      cell('し', 'low', true),
      cell('', 'low'),
    ]);
    expect(screen.getByText('atamadaka [1]')).toBeTruthy();
  });

  it('draws nakadaka rising after the first mora and falling inside the word', () => {
    render(<PitchAccent accents={[{ reading: 'しゃしんか', downstep: 3, morae: 4 }]} />);
    expect(drawn('しゃしんか: nakadaka, falls after mora 3 (ん)')).toEqual([
      cell('しゃ', 'low'),
      cell('し', 'high', true),
      cell('ん', 'high'),
      cell('か', 'low', true),
      cell('', 'low'),
    ]);
  });

  it('draws odaka high to the end of the word, falling onto the particle (橋)', () => {
    render(<PitchAccent accents={[{ reading: 'はし', downstep: 2, morae: 2 }]} />);
    expect(drawn('はし: odaka, falls after the last mora (し), onto a particle after it')).toEqual([
      cell('は', 'low'),
      cell('し', 'high', true),
      cell('', 'low', true),
    ]);
    expect(screen.getByText('odaka [2]')).toBeTruthy();
  });

  it('draws every accent of a word with several, and nothing for none', () => {
    const { container, rerender } = render(
      <PitchAccent
        accents={[
          { reading: 'ああ', downstep: 1, morae: 2 },
          { reading: 'ああ', downstep: 0, morae: 2 },
        ]}
      />,
    );
    expect(screen.getAllByRole('img').map((figure) => figure.getAttribute('aria-label'))).toEqual([
      'ああ: atamadaka, falls after mora 1 (あ)',
      'ああ: heiban, no fall; a particle after it stays high',
    ]);
    rerender(<PitchAccent accents={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('gives an accent that does not fit its reading in words only', () => {
    render(<PitchAccent accents={[{ reading: 'はし', downstep: 1, morae: 3 }]} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('はし: atamadaka, falls after mora 1 (は)')).toBeTruthy();
  });
});

describe('accent patterns', () => {
  it('names each pattern by where the pitch falls, one-mora words included', () => {
    expect(accentPattern({ downstep: 0, morae: 1 })).toBe('heiban');
    expect(accentPattern({ downstep: 1, morae: 1 })).toBe('atamadaka');
    expect(accentPattern({ downstep: 2, morae: 3 })).toBe('nakadaka');
    expect(accentPattern({ downstep: 3, morae: 3 })).toBe('odaka');
    // 日 (ひ, heiban): low, then a particle after it rises.
    expect(pitchLevels({ downstep: 0, morae: 1 })).toEqual([false, true]);
    // 木 (き, atamadaka): high, then a particle after it is low.
    expect(pitchLevels({ downstep: 1, morae: 1 })).toEqual([true, false]);
  });
});
