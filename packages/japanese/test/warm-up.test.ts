import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../src/catalogue';
import { warmUpAnalysis } from '../src/index';

describe('warmUpAnalysis', () => {
  it('analyzes whole chat-sized pieces of the example sentences, as many as asked, after its mixed line', async () => {
    const three = await warmUpAnalysis(loadCatalogue(), 3);
    const five = await warmUpAnalysis(loadCatalogue(), 5);
    // Each piece is 200 characters of example text; the mixed line (half-width kana, latin, digits) comes first.
    expect(five - three).toBe(400);
    expect(three).toBeGreaterThan(600);
    expect(three).toBeLessThan(700);
  });
});
