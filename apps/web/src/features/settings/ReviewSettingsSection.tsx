import { MAX_NEW_CARDS_PER_DAY } from '@kaiwa/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { settingQueries, useSaveReviewSettings } from '../../app/accountSettings';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { FormField } from '../../components/FormField';
import { errorMessage } from '../../lib/api';
import styles from './SettingsPage.module.css';

/** How many new cards the review queue brings in a day (cards from chats and "Add to reviews" wait their turn). */
export function ReviewSettingsSection() {
  const settings = useQuery(settingQueries.reviewSettings);
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSaveReviewSettings();

  const value = draft ?? String(settings.data?.new_cards_per_day ?? '');
  const parsed = Number(value);
  const valid =
    value.trim() !== '' && Number.isInteger(parsed) && parsed >= 0 && parsed <= MAX_NEW_CARDS_PER_DAY;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) save.mutate(parsed, { onSuccess: () => setDraft(null) });
  };

  return (
    <Card className={styles.dataExport}>
      <h2 className={styles.sectionTitle}>Reviews</h2>
      <form onSubmit={submit} noValidate>
        <FormField
          label="New cards per day"
          hint={`How many words you have never reviewed join your reviews each day (0 to ${MAX_NEW_CARDS_PER_DAY}).`}
        >
          {(id) => (
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_NEW_CARDS_PER_DAY}
              value={value}
              disabled={!settings.data}
              onChange={(event) => {
                setDraft(event.target.value);
                save.reset();
              }}
            />
          )}
        </FormField>
        {!valid && draft !== null && (
          <Alert tone="error">Please enter a whole number from 0 to {MAX_NEW_CARDS_PER_DAY}.</Alert>
        )}
        {settings.isError && (
          <Alert tone="error">{errorMessage(settings.error, 'Could not load your review settings.')}</Alert>
        )}
        {save.isError && (
          <Alert tone="error">{errorMessage(save.error, 'Could not save. Please try again.')}</Alert>
        )}
        {save.isSuccess && <Alert tone="success">Saved.</Alert>}
        <Button type="submit" variant="secondary" disabled={!valid || draft === null || save.isPending}>
          {save.isPending ? 'Applying...' : 'Apply limit'}
        </Button>
      </form>
    </Card>
  );
}
