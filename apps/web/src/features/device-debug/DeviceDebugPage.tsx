import { useEffect, useId, useState } from 'react';
import { Card } from '../../components/Card';
import { classifyDevice, type DeviceInput, readDeviceInput, useDeviceClass } from '../../lib/device';
import styles from './DeviceDebugPage.module.css';

type Snapshot = { input: DeviceInput; screenWidth: number; screenHeight: number; maxTouchPoints: number };

function readSnapshot(): Snapshot {
  return {
    input: readDeviceInput(),
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    maxTouchPoints: navigator.maxTouchPoints,
  };
}

/** Re-reads the detection inputs on the same events the device class listens to. */
function useSnapshot(): Snapshot {
  const [snapshot, setSnapshot] = useState(readSnapshot);
  useEffect(() => {
    const update = () => setSnapshot(readSnapshot());
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, []);
  return snapshot;
}

export function DeviceDebugPage() {
  const deviceClass = useDeviceClass();
  const { input, screenWidth, screenHeight, maxTouchPoints } = useSnapshot();
  const [customAgent, setCustomAgent] = useState('');
  const customId = useId();
  const custom = customAgent.trim();
  const customClass = custom ? classifyDevice({ ...input, userAgent: custom }) : null;

  const rows: [string, string][] = [
    ['User agent', input.userAgent],
    ['Touch support', input.touch ? `yes (${maxTouchPoints} touch points)` : 'no'],
    ['Screen size', `${screenWidth} × ${screenHeight} px`],
    ['Window size', `${input.width} × ${input.height} px`],
    ['Window area', `${(input.width * input.height).toLocaleString('en-US')} px²`],
  ];

  return (
    <section className="page">
      <h1>Device detection</h1>
      <p className="muted">
        What Kaiwa knows about this device and the layout class it picks. Resize or rotate to see it change.
      </p>

      <div className={styles.grid}>
        <Card>
          <h2 className={styles.title}>This device</h2>
          <p className={styles.result}>
            Device class: <strong className={styles.badge}>{deviceClass}</strong>
          </p>
          <dl className={styles.facts}>
            {rows.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>

        <Card>
          <h2 className={styles.title}>Test a user agent</h2>
          <label htmlFor={customId} className={styles.label}>
            User-agent string
          </label>
          <textarea
            id={customId}
            className={styles.agent}
            rows={4}
            placeholder="Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) …"
            value={customAgent}
            onChange={(event) => setCustomAgent(event.target.value)}
          />
          <p className={styles.note}>Classified with this device's touch support and window size.</p>
          <output htmlFor={customId} className={styles.result} aria-live="polite">
            {customClass ? (
              <>
                Device class: <strong className={styles.badge}>{customClass}</strong>
              </>
            ) : (
              'Enter a user-agent string to classify it.'
            )}
          </output>
        </Card>
      </div>
    </section>
  );
}
