import type { Participant } from '@kaiwa/contract';
import styles from './ParticipantAvatar.module.css';
import { UserAvatar } from './UserAvatar';

type ParticipantAvatarProps = {
  participant: Pick<Participant, 'id' | 'type' | 'alias' | 'picture'>;
  size?: 'small' | 'medium' | 'large';
  /** Set when the alias is shown next to the avatar, so screen readers do not read it twice. */
  decorative?: boolean;
};

/** A conversation participant's picture: a character's avatar image, or a user's profile picture. */
export function ParticipantAvatar({
  participant,
  size = 'medium',
  decorative = false,
}: ParticipantAvatarProps) {
  if (participant.type === 'assistant' && participant.picture) {
    return (
      <img
        src={participant.picture}
        alt={decorative ? '' : `Picture of ${participant.alias}`}
        className={`${styles.character} ${styles[size]}`}
        loading="lazy"
      />
    );
  }
  return <UserAvatar userId={participant.id} alias={participant.alias} size={size} decorative={decorative} />;
}
