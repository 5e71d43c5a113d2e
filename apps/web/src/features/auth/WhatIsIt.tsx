import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import styles from './WhatIsIt.module.css';

/** Screenshots of the real app, made by scripts/make-intro-media.sh. */
const MEDIA = '/intro';

type Screenshot = { file: string; title: string; caption: string };

export const SCREENSHOTS: readonly Screenshot[] = [
  {
    file: 'dashboard.png',
    title: 'Dashboard',
    caption: 'Start or continue a conversation and study the vocabulary and kanji of the day.',
  },
  {
    file: 'conversation.png',
    title: 'Conversation',
    caption:
      'Chat in Japanese with AI characters at your JLPT level, with kana readings, translations and recommended words.',
  },
  {
    file: 'vocabulary.png',
    title: 'Vocabulary',
    caption: 'Browse JLPT vocabulary and kanji by level, with explanations, example sentences and audio.',
  },
  {
    file: 'translation.png',
    title: 'Translation',
    caption: 'Translate between Japanese and 14 other languages and see the vocabulary the text uses.',
  },
  {
    file: 'progress.png',
    title: 'Progress',
    caption: 'Track which words and kanji of your level you have used, and how well.',
  },
];

/** The 'What is it?' modal of the login screen: what Kaiwa offers, with screenshots that open enlarged. */
export function WhatIsIt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [enlarged, setEnlarged] = useState<Screenshot | null>(null);
  const enlargedFrom = useRef<HTMLButtonElement | null>(null);

  // Back on the overview, the screenshot that was enlarged gets the focus again.
  useEffect(() => {
    if (enlarged === null) enlargedFrom.current?.focus();
  }, [enlarged]);

  return (
    <>
      {/*
        One modal at a time: the overview closes while a screenshot is enlarged and opens again after. Stacked
        modal dialogs may all close on a single Escape (browsers group them), which would lose the overview.
      */}
      <Modal
        open={open && enlarged === null}
        onClose={() => {
          if (enlarged === null) onClose();
        }}
        title="What is it?"
        wide
        footer={<Button onClick={onClose}>Close</Button>}
      >
        <p className={styles.lead}>
          Kaiwa (会話, “conversation”) helps you prepare for the JLPT by using Japanese, not only reading it.
        </p>
        <ul className={styles.features}>
          <li>Chat with AI characters who speak at your JLPT level, from N5 to N1, and with your friends.</li>
          <li>Turn on kana readings (furigana), a translation and recommended words for every message.</li>
          <li>Browse the vocabulary and kanji of each level, with explanations, examples and audio.</li>
          <li>Translate text between Japanese and 14 other languages.</li>
          <li>Follow your progress: which words and kanji you have used, and how well.</li>
        </ul>
        <ul className={styles.gallery} aria-label="Screenshots">
          {SCREENSHOTS.map((screenshot) => (
            <li key={screenshot.file}>
              <figure className={styles.shot}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-label={`Enlarge screenshot: ${screenshot.title}`}
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    enlargedFrom.current = event.currentTarget;
                    setEnlarged(screenshot);
                  }}
                >
                  <img
                    src={`${MEDIA}/${screenshot.file}`}
                    alt={screenshot.caption}
                    width={1280}
                    height={800}
                    loading="lazy"
                  />
                </button>
                <figcaption>
                  <strong>{screenshot.title}</strong> {screenshot.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Modal>
      <Modal
        open={enlarged !== null}
        onClose={() => setEnlarged(null)}
        title={enlarged?.title ?? ''}
        wide
        footer={<Button onClick={() => setEnlarged(null)}>Close</Button>}
      >
        {enlarged && (
          <figure className={styles.enlarged}>
            <img src={`${MEDIA}/${enlarged.file}`} alt={enlarged.caption} width={1280} height={800} />
            <figcaption>{enlarged.caption}</figcaption>
          </figure>
        )}
      </Modal>
    </>
  );
}

/** The intro video: a silent walk-through of the app, loaded only when played. */
export function WhatIsItVideo() {
  const descriptionId = useId();
  return (
    <figure className={styles.video}>
      <video
        controls
        muted
        playsInline
        preload="none"
        // The conversation screenshot doubles as the poster: it shows what the video is about.
        poster={`${MEDIA}/conversation.png`}
        width={1280}
        height={800}
        aria-describedby={descriptionId}
      >
        <source src={`${MEDIA}/kaiwa-intro.webm`} type="video/webm" />
        <track kind="captions" src={`${MEDIA}/kaiwa-intro.vtt`} srcLang="en" label="English" default />
      </video>
      <figcaption id={descriptionId}>
        <strong>A short tour of Kaiwa.</strong> A learner signs in, chats in Japanese with a character who
        answers with kana readings, opens a word’s explanation, translates a sentence and checks their
        progress.
      </figcaption>
    </figure>
  );
}
