import { Speed } from '@kaiwa/contract';
import { useId } from 'react';
import styles from './SpeedSelect.module.css';

export const SPEED_LABELS: Record<Speed, string> = { slow: 'Slow', normal: 'Normal', fast: 'Fast' };

/** The "Speed" picker for the audio of the messages on a conversation screen. */
export function SpeedSelect({
  speed,
  onChange,
  className,
}: {
  speed: Speed;
  onChange: (speed: Speed) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <label className={[styles.speed, className].filter(Boolean).join(' ')} htmlFor={id}>
      Speed
      <select id={id} value={speed} onChange={(event) => onChange(Speed.parse(event.target.value))}>
        {Speed.options.map((option) => (
          <option key={option} value={option}>
            {SPEED_LABELS[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
