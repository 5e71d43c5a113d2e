import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mockApi, renderRoutes, resetTestEnvironment, stubDialog } from '../../test/render';
import { LoginPage } from './LoginPage';
import { SCREENSHOTS } from './WhatIsIt';

function renderLogin() {
  mockApi({ 'GET /public-config': () => json({ googleClientId: null, aiEngine: 'mock' }) });
  return renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
}

beforeEach(stubDialog);
afterEach(resetTestEnvironment);

describe("The login screen's 'What is it?'", () => {
  it('opens from its toggle with what Kaiwa offers and a captioned screenshot of each feature', async () => {
    const { user } = renderLogin();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'What is it?' }));

    const dialog = screen.getByRole('dialog', { name: 'What is it?' });
    for (const offer of [
      /AI characters who speak at your JLPT level/,
      /furigana/,
      /Translate text between Japanese and 14 other languages/,
    ]) {
      expect(within(dialog).getByText(offer)).toBeTruthy();
    }
    const gallery = within(dialog).getByRole('list', { name: 'Screenshots' });
    const images = within(gallery).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/intro/dashboard.png',
      '/intro/conversation.png',
      '/intro/vocabulary.png',
      '/intro/translation.png',
      '/intro/progress.png',
    ]);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(SCREENSHOTS.map((shot) => shot.caption));
    expect(within(gallery).getByText(/with kana readings, translations and recommended words/)).toBeTruthy();

    // The toggle closes it again.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('enlarges a screenshot with its caption, and Close returns to the overview', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'What is it?' }));
    await user.click(screen.getByRole('button', { name: 'Enlarge screenshot: Vocabulary' }));

    const enlarged = screen.getByRole('dialog', { name: 'Vocabulary' });
    const caption =
      'Browse JLPT vocabulary and kanji by level, with explanations, example sentences and audio.';
    expect(within(enlarged).getByRole('img', { name: caption }).getAttribute('src')).toBe(
      '/intro/vocabulary.png',
    );
    expect(within(enlarged).getByText(caption).tagName).toBe('FIGCAPTION');

    await user.click(within(enlarged).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Vocabulary' })).toBeNull();
    // Back on the overview, at the screenshot that was enlarged.
    expect(screen.getByRole('dialog', { name: 'What is it?' })).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Enlarge screenshot: Vocabulary' }),
    );

    await user.click(screen.getByRole('button', { name: 'Enlarge screenshot: Progress' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Progress' })).getByText(
        'Track which words and kanji of your level you have used, and how well.',
      ),
    ).toBeTruthy();
  });

  it('shows one modal at a time, and Escape in the enlarged view returns to the overview', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'What is it?' }));
    await user.click(screen.getByRole('button', { name: 'Enlarge screenshot: Translation' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Translation' })).toBeTruthy();

    within(screen.getByRole('dialog', { name: 'Translation' }))
      .getByRole('button', { name: 'Close' })
      .focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Translation' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'What is it?' })).toBeTruthy();

    // Escape on the overview closes it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('embeds the intro video, loaded only when played, with a description and captions', () => {
    renderLogin();
    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    expect(video!.getAttribute('preload')).toBe('none');
    expect(video!.muted).toBe(true);
    expect(video!.hasAttribute('controls')).toBe(true);
    expect(video!.getAttribute('poster')).toBe('/intro/conversation.png');
    expect(video!.querySelector('source')!.getAttribute('src')).toBe('/intro/kaiwa-intro.webm');
    expect(video!.querySelector('track[kind="captions"]')!.getAttribute('src')).toBe(
      '/intro/kaiwa-intro.vtt',
    );
    const description = document.getElementById(video!.getAttribute('aria-describedby')!);
    expect(description?.textContent).toMatch(/chats in Japanese with a character/);
  });
});
