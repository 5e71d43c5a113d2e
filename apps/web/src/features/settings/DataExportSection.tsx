import { DataExportRoutes } from '@kaiwa/contract';
import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ApiError, apiFetch, errorMessage } from '../../lib/api';
import styles from './SettingsPage.module.css';

/** The file name the server suggests, or a dated default. */
function fileNameOf(response: Response): string {
  const suggested = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return suggested ?? `kaiwa-export-${new Date().toISOString().slice(0, 10)}.json`;
}

/** "Download my data": the whole account as one JSON file (fetched with the session headers, then saved). */
export function DataExportSection() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await apiFetch(DataExportRoutes.exportAccount);
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        throw new ApiError(response.status, body.error ?? `Request failed (${response.status})`);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response);
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not download your data. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={styles.dataExport}>
      <h2 className={styles.sectionTitle}>Your data</h2>
      <p>
        Download everything Kaiwa keeps about you: your account, settings, friends, conversations with their
        analyses, translations and review cards, as one JSON file.
      </p>
      <Button variant="secondary" onClick={download} disabled={busy}>
        {busy ? 'Preparing download...' : 'Download my data'}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </Card>
  );
}
