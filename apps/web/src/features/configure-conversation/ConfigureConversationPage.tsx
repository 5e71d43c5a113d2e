import {
  api,
  type Character,
  DEFAULT_SETTINGS,
  type Friend,
  JLPT_LEVEL_LABELS,
  type JlptLevel,
} from '@kaiwa/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { settingQueries } from '../../app/accountSettings';
import { useUser } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { UserAvatar } from '../../components/UserAvatar';
import { call, errorMessage } from '../../lib/api';
import { logged } from '../../lib/logged';
import styles from './ConfigureConversationPage.module.css';

/** Limits of the start call (contract): characters, and users including oneself. */
export const MAX_CHARACTERS = 5;
export const MAX_FRIENDS = 9;

const POLITE_LEVEL_LABELS: Record<Character['polite_level'], string> = {
  敬語: 'honorific',
  丁寧語: 'formal',
  砕けた: 'informal',
};

const START_FAILED = 'Could not start the conversation. Please try again.';

/** Spec §2: only the user's level unless Show All is on; the server's order (level, then register) is kept. */
function visibleCharacters(
  characters: readonly Character[],
  level: JlptLevel,
  showAll: boolean,
): Character[] {
  return showAll ? [...characters] : characters.filter((character) => character.jlpt_level === level);
}

function toggled(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
}

export function ConfigureConversationPage() {
  const user = useUser();
  const navigate = useNavigate();
  const showAllId = useId();
  const [showAll, setShowAll] = useState(false);
  const [characterIds, setCharacterIds] = useState<ReadonlySet<string>>(new Set());
  const [friendIds, setFriendIds] = useState<ReadonlySet<string>>(new Set());

  const characters = useQuery({
    queryKey: ['conversation', 'characters'],
    queryFn: () => logged('characters', call(api.getCharacters)),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const level = useQuery(settingQueries.jlptTrainLevel);
  const friends = useQuery({
    queryKey: ['configureConversation', 'friends'],
    queryFn: () => logged('friends', call(api.getFriends)),
  });

  const start = useMutation({
    mutationFn: () =>
      call(api.startConversation, {
        body: { character_ids: [...characterIds], user_ids: [user.user_id, ...friendIds] },
      }),
    onSuccess: ({ conversation_id }) => navigate(`/conversation/${encodeURIComponent(conversation_id)}`),
  });

  const trainLevel = level.data ?? DEFAULT_SETTINGS.jlptTrainLevel;
  const allCharacters = characters.data?.characters ?? [];
  const shown = visibleCharacters(allCharacters, trainLevel, showAll);
  const selectedCharacters = allCharacters.filter((character) => characterIds.has(character.character_id));
  const friendList = friends.data?.friends ?? [];
  const selectedFriends = friendList.filter((friend) => friendIds.has(friend.user_id));
  const nothingSelected = selectedCharacters.length === 0 && selectedFriends.length === 0;

  return (
    <section className={`page ${styles.page}`}>
      <h1>Start a conversation</h1>
      <p className={`muted ${styles.intro}`}>
        Choose who to talk to: characters at your level, friends, or both.
      </p>

      <section className={styles.section} aria-labelledby="characters-heading">
        <div className={styles.sectionHeader}>
          <h2 id="characters-heading" className={styles.sectionTitle}>
            Characters
            {!showAll && <span className={styles.levelHint}>{trainLevel}</span>}
          </h2>
          <label htmlFor={showAllId} className={styles.switch}>
            <input
              id={showAllId}
              type="checkbox"
              role="switch"
              aria-checked={showAll}
              checked={showAll}
              onChange={(event) => setShowAll(event.target.checked)}
            />
            <span className={styles.switchTrack} aria-hidden="true" />
            Show All
          </label>
        </div>
        {characters.isPending && <p className="muted">Loading characters…</p>}
        {characters.isError && <Alert tone="error">The characters could not be loaded.</Alert>}
        {characters.isSuccess && shown.length === 0 && (
          <p className="muted">No characters at {trainLevel}. Turn on Show All to see every level.</p>
        )}
        <ul className={styles.characterGrid}>
          {shown.map((character) => {
            const selected = characterIds.has(character.character_id);
            const full = !selected && characterIds.size >= MAX_CHARACTERS;
            return (
              <li key={character.character_id}>
                <button
                  type="button"
                  className={styles.characterCard}
                  aria-pressed={selected}
                  disabled={full}
                  onClick={() => setCharacterIds((current) => toggled(current, character.character_id))}
                >
                  <img src={character.picture} alt="" className={styles.characterPicture} loading="lazy" />
                  <span className={styles.characterText}>
                    <span className={styles.characterName}>{character.alias}</span>
                    <span className={styles.badges}>
                      <span className={styles.levelBadge} title={JLPT_LEVEL_LABELS[character.jlpt_level]}>
                        {character.jlpt_level}
                      </span>
                      <span className={styles.registerBadge}>
                        <span lang="ja">{character.polite_level}</span> ·{' '}
                        {POLITE_LEVEL_LABELS[character.polite_level]}
                      </span>
                    </span>
                    <span className={styles.description}>{character.description}</span>
                  </span>
                  <span className={styles.check} aria-hidden="true">
                    ✓
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {characterIds.size >= MAX_CHARACTERS && (
          <p className={styles.limit}>Up to {MAX_CHARACTERS} characters can join one conversation.</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="friends-heading">
        <h2 id="friends-heading" className={styles.sectionTitle}>
          Friends
        </h2>
        {friends.isPending && <p className="muted">Loading friends…</p>}
        {friends.isSuccess && friendList.length === 0 && (
          <p className="muted">
            No friends yet. <Link to="/friends">Add friends</Link> to chat with them.
          </p>
        )}
        <ul className={styles.friendGrid}>
          {friendList.map((friend: Friend) => {
            const selected = friendIds.has(friend.user_id);
            return (
              <li key={friend.user_id}>
                <button
                  type="button"
                  className={styles.friendCard}
                  aria-pressed={selected}
                  disabled={!selected && friendIds.size >= MAX_FRIENDS}
                  onClick={() => setFriendIds((current) => toggled(current, friend.user_id))}
                >
                  <UserAvatar userId={friend.user_id} alias={friend.alias} size="small" decorative />
                  <span className={styles.friendName}>{friend.alias}</span>
                  <span className={styles.check} aria-hidden="true">
                    ✓
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <div className={styles.startBar}>
        {start.isError && <Alert tone="error">{errorMessage(start.error, START_FAILED)}</Alert>}
        <div className={styles.startRow}>
          <p className={styles.selection} aria-live="polite">
            {nothingSelected
              ? 'Select at least one character or friend.'
              : `With ${[...selectedCharacters.map((character) => character.alias), ...selectedFriends.map((friend) => friend.alias)].join(', ')}`}
          </p>
          <Button disabled={nothingSelected || start.isPending} onClick={() => start.mutate()}>
            {start.isPending ? 'Starting…' : 'Start Conversation'}
          </Button>
        </div>
      </div>
    </section>
  );
}
