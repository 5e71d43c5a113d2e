import type { ConversationInfo, Speed, ToggleSettingKey, ToggleSettings } from '@kaiwa/contract';
import { ParticipantAvatar } from '../../components/ParticipantAvatar';
import { SpeedSelect } from '../../components/SpeedSelect';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import styles from './ConversationPage.module.css';

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** The toggles in display order with their labels (spec §2). */
const TOGGLES: readonly { key: ToggleSettingKey; label: string }[] = [
  { key: 'showHiragana', label: 'Kana' },
  { key: 'showTranslations', label: 'Translation' },
  { key: 'showRecommendedWords', label: 'Recommended Words' },
];

type ConversationHeaderProps = {
  info: ConversationInfo;
  ownUserId: string;
  toggles: ToggleSettings;
  togglesReady: boolean;
  onToggle: (key: ToggleSettingKey, value: boolean) => void;
  speed: Speed;
  onSpeedChange: (speed: Speed) => void;
};

export function ConversationHeader({
  info,
  ownUserId,
  toggles,
  togglesReady,
  onToggle,
  speed,
  onSpeedChange,
}: ConversationHeaderProps) {
  const others = info.participants.filter((participant) => participant.id !== ownUserId);
  const shown = others.length > 0 ? others : info.participants;
  const hasCharacter = info.participants.some((participant) => participant.type === 'assistant');

  return (
    <header className={styles.header}>
      <div className={styles.headerMain}>
        <div className={styles.avatarStack}>
          {shown.map((participant) => (
            <ParticipantAvatar key={participant.id} participant={participant} size="small" decorative />
          ))}
        </div>
        <div className={styles.headerText}>
          <h1 className={styles.title}>
            {listFormat.format(shown.map((participant) => participant.alias))}
            <span className={styles.topic}> about {info.topic}</span>
          </h1>
          <p className={styles.subtitle}>
            <span className={styles.levelBadge}>{info.jlpt_level}</span>
            {hasCharacter && <span className={styles.engine}>Replies by {info.ai_engine}</span>}
          </p>
        </div>
      </div>
      <div className={styles.toolbar}>
        {TOGGLES.map(({ key, label }) => (
          <ToggleSwitch
            key={key}
            label={label}
            checked={toggles[key]}
            disabled={!togglesReady}
            onChange={(value) => onToggle(key, value)}
            className={styles.toggle}
          />
        ))}
        <SpeedSelect speed={speed} onChange={onSpeedChange} className={styles.speed} />
      </div>
    </header>
  );
}
