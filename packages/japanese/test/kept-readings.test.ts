import { describe, expect, it } from 'vitest';
import { commonness, keptReadings } from '../scripts/lib/kept-readings';
import { loadCatalogue } from '../src/catalogue';

describe('keptReadings', () => {
  it('ranks a reading by its newspaper frequency band, else by whether a list marks it common', () => {
    expect(commonness(['news1', 'nf01'])).toBeGreaterThan(commonness(['news1', 'nf28']));
    expect(commonness(['news2', 'nf28'])).toBeGreaterThan(commonness(['ichi1']));
    expect(commonness(['ichi1'])).toBeGreaterThan(commonness(['spec2']));
    expect(commonness([])).toBe(0);
  });

  it("keeps the dictionary's readings of a catalogue spelling that are more common than the listed one", () => {
    const catalogue = loadCatalogue();
    const listed = (word: string, reading: string) =>
      catalogue.wordsWrittenAs(word).filter((item) => item.reading === reading);
    const kept = keptReadings([
      ...listed('一月', 'ひとつき'),
      ...listed('難い', 'かたい'),
      ...listed('角', 'かど'),
      ...listed('市場', 'いちば'),
    ]);
    // 一月 is far more often the month いちがつ than ひとつき, "a month", which is another dictionary entry.
    expect(kept['一月']?.split(' ')).toContain('いちがつ');
    expect(kept['一月']?.split(' ')).not.toContain('=いちがつ');
    // 難い after a stem is がたい, more common than the listed かたい.
    expect(kept['難い']?.split(' ')).toContain('がたい');
    // 市場 しじょう is as common as the listed いちば, and another entry: marked as a tie.
    expect(kept['市場']?.split(' ')).toContain('~しじょう');
    // かど is the more common reading of 角: nothing is kept against it.
    expect(kept['角']).toBeUndefined();
  });
});
