import { AUDIO_STATE_REFRESH_MS, type AudioSize, api, type Speed } from '@kaiwa/contract';
import { useEffect, useId, useState } from 'react';
import { type AudioPlayer, type AudioRequest, type AudioState, audioPlayer } from '../lib/audioPlayer';
import styles from './AudioButton.module.css';

export type AudioButtonProps = {
  /** The audio call and its parameters, e.g. `{ path: api.getVocabAudio.path, query: { vocab_id, speed } }`. */
  request: AudioRequest;
  /** What is played, for assistive technology: "pronunciation of 会う" becomes "Play pronunciation of 会う". */
  label: string;
  size?: AudioSize;
  /** Visible text beside the icon, e.g. 'Play sample'; icon only without it. */
  text?: string;
  className?: string;
  /** The player shared by every button; tests pass their own. */
  player?: AudioPlayer;
};

const ACTIONS: Record<AudioState, string> = {
  idle: 'Play',
  loading: 'Loading',
  playing: 'Pause',
  paused: 'Resume',
};

function Icon({ state }: { state: AudioState }) {
  if (state === 'loading') return <span className={styles.spinner} aria-hidden="true" />;
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {state === 'playing' ? (
        <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
      ) : (
        <path d="M8 5.5v13a.5.5 0 0 0 .76.43l10.5-6.5a.5.5 0 0 0 0-.86L8.76 5.07A.5.5 0 0 0 8 5.5z" />
      )}
    </svg>
  );
}

/**
 * Plays a clip from one of the audio calls (spec §4): idle → loading (disabled, the server is asked every
 * 250 ms while it answers 201) → playing (click pauses) → paused (click resumes) → idle at the end. Only one
 * button plays at a time; the state is re-read every 100 ms.
 */
export function AudioButton({
  request,
  label,
  size = 'medium',
  text,
  className,
  player = audioPlayer,
}: AudioButtonProps) {
  const owner = useId();
  const [state, setState] = useState<AudioState>(() => player.stateOf(owner));

  useEffect(() => {
    const timer = setInterval(() => setState(player.stateOf(owner)), AUDIO_STATE_REFRESH_MS);
    return () => {
      clearInterval(timer);
      player.release(owner);
    };
  }, [owner, player]);

  const onClick = () => {
    if (state === 'idle') void player.play(owner, request);
    else player.toggle(owner);
    setState(player.stateOf(owner));
  };

  return (
    <button
      type="button"
      className={[styles.button, styles[size], text ? styles.withText : '', className]
        .filter(Boolean)
        .join(' ')}
      onClick={onClick}
      disabled={state === 'loading'}
      aria-label={`${ACTIONS[state]} ${label}`}
      title={`${ACTIONS[state]} ${label}`}
      data-state={state}
    >
      <Icon state={state} />
      {text && <span>{text}</span>}
    </button>
  );
}

/**
 * The shared vocabulary button (dashboard day cards, vocabulary cards): plays a word's or kanji's
 * pronunciation. Without a speed the server reads at the user's saved speed.
 */
export function VocabularyAudioButton({
  vocabId,
  name,
  speed,
  size = 'small',
}: {
  vocabId: string;
  /** The item as shown (kanji or kana), for the button's label. */
  name: string;
  speed?: Speed;
  size?: AudioSize;
}) {
  return (
    <AudioButton
      request={{ path: api.getVocabAudio.path, query: { vocab_id: vocabId, speed } }}
      label={`pronunciation of ${name}`}
      size={size}
    />
  );
}
