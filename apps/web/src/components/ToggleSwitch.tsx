import styles from './ToggleSwitch.module.css';

/** An on/off switch drawn as a pill with a sliding knob (the display toggles above a conversation). */
export function ToggleSwitch({
  label,
  checked,
  disabled,
  onChange,
  className,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.track} aria-hidden="true" />
      {label}
    </button>
  );
}
