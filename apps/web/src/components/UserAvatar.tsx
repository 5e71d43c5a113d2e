import { api, PICTURE_USER_ID_HEADER } from '@kaiwa/contract';
import { useEffect, useState } from 'react';
import { apiFetch, pollUntilReady } from '../lib/api';
import styles from './UserAvatar.module.css';

/** Spec §4/§9: 201 means the picture is still being processed; any failure is retried more quickly. */
export const PICTURE_PENDING_RETRY_MS = 2000;
export const PICTURE_ERROR_RETRY_MS = 1500;

const PLACEHOLDER_COLORS = [
  '#c2410c',
  '#b45309',
  '#be123c',
  '#a16207',
  '#15803d',
  '#0f766e',
  '#7c3aed',
  '#1d4ed8',
];

function placeholderColor(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PLACEHOLDER_COLORS[hash % PLACEHOLDER_COLORS.length]!;
}

function initialOf(alias: string): string {
  const [first] = Array.from(alias.trim());
  return first ? first.toUpperCase() : '?';
}

type UserAvatarProps = {
  userId: string;
  alias: string;
  size?: 'small' | 'medium' | 'large';
  /** Change it to load the picture again, e.g. after an upload. */
  version?: number;
  /** Set when the alias is shown next to the avatar, so screen readers do not read it twice. */
  decorative?: boolean;
};

/** A user's profile picture; the alias initial on a colored circle stands in until (or unless) one exists. */
export function UserAvatar({
  userId,
  alias,
  size = 'medium',
  version = 0,
  decorative = false,
}: UserAvatarProps) {
  const [src, setSrc] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` only exists to trigger a reload
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let objectUrl: string | null = null;

    const load = async () => {
      try {
        const response = await pollUntilReady(
          () =>
            apiFetch(api.getUserPicture.path, {
              headers: { [PICTURE_USER_ID_HEADER]: userId },
              signal: controller.signal,
            }),
          PICTURE_PENDING_RETRY_MS,
          controller.signal,
        );
        if (controller.signal.aborted) return;
        // 204: no picture. 404: not ours to see (not a friend, or gone) — a final answer, so stop asking.
        if (response.status === 204 || response.status === 404) return;
        if (!response.ok) throw new Error(`Profile picture request failed (${response.status})`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Could not load profile picture', error);
        timer = setTimeout(load, PICTURE_ERROR_RETRY_MS);
      }
    };
    void load();

    return () => {
      controller.abort();
      clearTimeout(timer);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [userId, version]);

  const className = `${styles.avatar} ${styles[size]}`;
  const label = `Profile picture of ${alias}`;
  if (src) return <img src={src} alt={decorative ? '' : label} className={className} />;
  const placeholder = {
    className: `${className} ${styles.placeholder}`,
    style: { backgroundColor: placeholderColor(userId) },
  };
  if (decorative) {
    return (
      <span {...placeholder} aria-hidden="true">
        {initialOf(alias)}
      </span>
    );
  }
  return (
    <span {...placeholder} role="img" aria-label={label}>
      {initialOf(alias)}
    </span>
  );
}
