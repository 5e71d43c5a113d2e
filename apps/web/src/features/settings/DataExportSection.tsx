import { AUDIO_PENDING_HEADER, api, formatCount } from '@kaiwa/contract';
import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ApiError, apiFetch, errorMessage } from '../../lib/api';
import styles from './SettingsPage.module.css';

/** The file name the server suggests, or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

const DOWNLOADS = {
  data: { path: api.exportAccount.path, fallback: 'kaiwa-export.json' },
  anki: { path: api.exportApkg.path, fallback: 'kaiwa-reviews.apkg' },
} as const;

/**
 * "Download my data" (the whole account as one JSON file) and the review cards as an Anki package: fetched
 * with the session headers, then saved.
 */
export function DataExportSection() {
  const [busy, setBusy] = useState<keyof typeof DOWNLOADS | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pendingAudio, setPendingAudio] = useState(0);

  const download = async (kind: keyof typeof DOWNLOADS) => {
    setBusy(kind);
    setError(null);
    setPendingAudio(0);
    try {
      const response = await apiFetch(DOWNLOADS[kind].path);
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        throw new ApiError(response.status, body.error ?? `Request failed (${response.status})`);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, DOWNLOADS[kind].fallback);
      link.click();
      URL.revokeObjectURL(url);
      setPendingAudio(Number(response.headers.get(AUDIO_PENDING_HEADER) ?? 0) || 0);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not download your data. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className={styles.dataExport}>
      <h2 className={styles.sectionTitle}>Your data</h2>
      <p>
        Download everything Kaiwa keeps about you: your account, settings, friends, conversations with their
        analyses, translations and review cards, as one JSON file; or your review cards as a deck to import
        into Anki.
      </p>
      <div className={styles.downloads}>
        <Button variant="secondary" onClick={() => download('data')} disabled={busy !== null}>
          {busy === 'data' ? 'Preparing download...' : 'Download my data'}
        </Button>
        <Button variant="secondary" onClick={() => download('anki')} disabled={busy !== null}>
          {busy === 'anki' ? 'Preparing download...' : 'Anki deck of my reviews'}
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {pendingAudio > 0 && (
        <Alert tone="info">
          {formatCount(pendingAudio)} audio {pendingAudio === 1 ? 'clip is' : 'clips are'} still being made.
          Download the deck again in a few minutes to add them: Anki updates the same notes.
        </Alert>
      )}
    </Card>
  );
}
