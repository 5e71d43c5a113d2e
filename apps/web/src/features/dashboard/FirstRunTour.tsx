import { type CompleteTourRequest, JLPT_LEVEL_LABELS, JLPT_LEVELS, type JlptLevel } from '@kaiwa/contract';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  ACTIONS,
  EVENTS,
  type EventData,
  Joyride,
  type Locale,
  type Options,
  STATUS,
  type Step,
} from 'react-joyride';
import { settingQueries, useCompleteTour } from '../../app/accountSettings';
import { useSession, useUser } from '../../app/session';
import styles from './FirstRunTour.module.css';

export const TOUR_LOCALE: Locale = {
  back: 'Back',
  close: 'Close',
  last: 'Last',
  next: 'Next',
  // Joyride v3 fills in {current} and {total}: "Next (Step 2 of 5)".
  nextWithProgress: 'Next (Step {current} of {total})',
  skip: 'Skip',
};

/** Spec §9 layout constants; no close button and no dismissing by Escape or overlay click (spec §2). */
export const TOUR_OPTIONS: Partial<Options> = {
  zIndex: 10000,
  spotlightPadding: 10,
  scrollOffset: 20,
  scrollDuration: 300,
  width: 380,
  buttons: ['back', 'skip', 'primary'],
  dismissKeyAction: false,
  overlayClickAction: false,
  showProgress: true,
  skipBeacon: true,
  primaryColor: '#c2410c',
  textColor: '#1f2328',
};

const TOUR_STYLES = {
  tooltip: { borderRadius: 10, padding: 20 },
  tooltipContainer: { textAlign: 'left' as const },
  tooltipTitle: { fontSize: 19, fontWeight: 700 },
  buttonPrimary: { borderRadius: 6, padding: '10px 16px', fontWeight: 600, fontSize: 15 },
  buttonBack: { fontWeight: 600, fontSize: 15 },
  buttonSkip: { color: '#5f6670' },
};

const KEYBOARD_GUIDES = [
  {
    label: 'Windows',
    href: 'https://support.microsoft.com/en-us/windows/manage-the-input-and-display-language-settings-in-windows-12a10cb4-8626-9b77-0ccb-5013e0c7c7a2',
  },
  {
    label: 'Android',
    href: 'https://support.google.com/gboard/answer/7068494?hl=en&co=GENIE.Platform%3DAndroid',
  },
  { label: 'iPhone', href: 'https://support.apple.com/guide/iphone/add-or-change-keyboards-iph73b71eb/ios' },
];
const IME_HOW_TO =
  'https://support.microsoft.com/en-us/windows/microsoft-japanese-ime-da40471d-6b91-4042-ae8b-713a96476916';

type TourForm = {
  alias: string;
  setAlias: (alias: string) => void;
  level: JlptLevel;
  setLevel: (level: JlptLevel) => void;
};

// The tooltips render in a portal, which still sees React context: the form steps read their values from here,
// so the step list itself never changes while the tour runs.
const TourFormContext = createContext<TourForm | null>(null);

function useTourForm(): TourForm {
  const form = useContext(TourFormContext);
  if (!form) throw new Error('Tour steps must render inside the tour');
  return form;
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function KeyboardStep() {
  return (
    <div className={styles.body}>
      <p>
        To chat in Japanese you need a Japanese keyboard (an <abbr title="Input Method Editor">IME</abbr>) on
        your device. These guides show how to add one:
      </p>
      <ul className={styles.guides}>
        {KEYBOARD_GUIDES.map((guide) => (
          <li key={guide.label}>
            <ExternalLink href={guide.href}>{guide.label}</ExternalLink>
          </li>
        ))}
      </ul>
      <p className={styles.howTo}>
        How to type: switch to the Japanese keyboard, write the word in rōmaji (<kbd>konnichiha</kbd>), press{' '}
        <kbd>Space</kbd> to convert it to <span lang="ja">こんにちは</span> or kanji, and <kbd>Enter</kbd> to
        accept. <ExternalLink href={IME_HOW_TO}>More about the Japanese IME</ExternalLink>
      </p>
    </div>
  );
}

function AliasStep() {
  const { alias, setAlias } = useTourForm();
  return (
    <div className={styles.body}>
      <p>
        This is the name characters and friends will call you. Preferably write it in Katakana, for example{' '}
        <span lang="ja">タロウ</span>.
      </p>
      <label htmlFor="tour-alias" className={styles.label}>
        Alias
      </label>
      <input
        id="tour-alias"
        className={styles.control}
        value={alias}
        maxLength={40}
        autoComplete="nickname"
        onChange={(event) => setAlias(event.target.value)}
      />
    </div>
  );
}

function LevelStep() {
  const { level, setLevel } = useTourForm();
  return (
    <div className={styles.body}>
      <p>Which JLPT level are you training for? Characters and vocabulary are tailored to it.</p>
      <label htmlFor="tour-level" className={styles.label}>
        JLPT level
      </label>
      <select
        id="tour-level"
        className={styles.control}
        value={level}
        onChange={(event) => setLevel(event.target.value as JlptLevel)}
      >
        {JLPT_LEVELS.map((option) => (
          <option key={option} value={option}>
            {option} - {JLPT_LEVEL_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Shown while a step waits for its target. Joyride's own spinner adds a <style> element for its animation,
 * which the Content-Security-Policy refuses; this one is animated from the stylesheet.
 */
function TourLoader() {
  return <div className={styles.loader} role="status" aria-label="Loading the tour" />;
}

const STEPS: Step[] = [
  {
    target: 'body',
    placement: 'center',
    title: 'Welcome to Kaiwa! 会話へようこそ',
    content: (
      <div className={styles.body}>
        <p>Kaiwa lets you practise Japanese by chatting with AI characters and friends.</p>
        <p>Before you start we need a few details. You can change them later in Settings.</p>
      </div>
    ),
  },
  { target: 'body', placement: 'center', title: 'Japanese keyboard', content: <KeyboardStep /> },
  { target: 'body', placement: 'center', title: 'Choose an alias', content: <AliasStep /> },
  { target: 'body', placement: 'center', title: 'Select your level', content: <LevelStep /> },
  {
    target: '[data-tour="start-conversation"]',
    placement: 'bottom',
    // Following the link here would leave the page before the answers are saved.
    blockTargetInteraction: true,
    title: 'Start a conversation',
    content: (
      <div className={styles.body}>
        <p>You are all set! Start your first conversation here. 頑張って！</p>
      </div>
    ),
  },
];

/**
 * The first-run tour over the dashboard: collects an alias and a level, then points at Start Conversation.
 * Runs only once the server confirms the tour is not done yet.
 */
export function FirstRunTour() {
  const user = useUser();
  const { updateUser } = useSession();
  const completeTour = useCompleteTour();
  const [alias, setAlias] = useState(user.alias);
  const [level, setLevel] = useState<JlptLevel>('N5');
  const [ended, setEnded] = useState(false);

  const tourDone = useQuery({ ...settingQueries.tourDone, staleTime: 0 });
  const doneOnServer = tourDone.data;

  // The local flag was stale (e.g. finished on another device): remember it so the check is not repeated.
  useEffect(() => {
    if (doneOnServer) updateUser({ tour_done: true });
  }, [doneOnServer, updateUser]);

  // Joyride calls back outside React's render cycle; read the latest answers from here.
  const latest = useRef({ alias, level });
  latest.current = { alias, level };

  const complete = async () => {
    setEnded(true);
    const payload: CompleteTourRequest = {
      jlptTrainLevel: latest.current.level,
      alias: latest.current.alias.trim() || user.alias,
    };
    try {
      await completeTour(payload);
    } catch (error) {
      console.error('Could not save the tour answers', error);
    }
  };

  const onEvent = (data: EventData) => {
    if (data.type === EVENTS.STEP_AFTER && data.action === ACTIONS.NEXT && !latest.current.alias.trim()) {
      latest.current.alias = user.alias;
      setAlias(user.alias);
    }
    if (
      data.type === EVENTS.TOUR_END &&
      (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED)
    ) {
      void complete();
    }
  };

  const form = useMemo<TourForm>(() => ({ alias, setAlias, level, setLevel }), [alias, level]);

  if (ended || doneOnServer !== false) return null;
  return (
    <TourFormContext.Provider value={form}>
      <Joyride
        run
        continuous
        steps={STEPS}
        locale={TOUR_LOCALE}
        options={TOUR_OPTIONS}
        styles={TOUR_STYLES}
        loaderComponent={TourLoader}
        onEvent={onEvent}
      />
    </TourFormContext.Provider>
  );
}
