import {
  AudioRoutes,
  JLPT_LEVEL_LABELS,
  JLPT_LEVELS,
  type JlptLevel,
  OTHER_LANGUAGES,
  type OtherLanguage,
  Speed,
} from '@kaiwa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { AudioButton } from '../../components/AudioButton';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { FormField } from '../../components/FormField';
import { SPEED_LABELS } from '../../components/SpeedSelect';
import { audioPlayer } from '../../lib/audioPlayer';
import styles from './SettingsPage.module.css';
import { type LoadedSettings, type SettingsValues, saveChangedSettings } from './settingsApi';

/** Spec §9: the "Settings saved!" notice shows for 2 s. */
export const SAVED_NOTICE_MS = 2000;
const ALIAS_REQUIRED = 'Please enter an alias, preferably in Katakana';

type SaveStatus = 'none' | 'saving' | 'saved' | 'error';

export function PreferencesForm({ loaded }: { loaded: LoadedSettings }) {
  const { updateUser } = useSession();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<SettingsValues>(loaded.values);
  const [values, setValues] = useState<SettingsValues>(loaded.values);
  const [status, setStatus] = useState<SaveStatus>(loaded.failed ? 'error' : 'none');
  const [aliasError, setAliasError] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => setStatus('none'), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { ...values, alias: values.alias.trim() };
    if (!next.alias) {
      setAliasError(ALIAS_REQUIRED);
      return;
    }
    setAliasError(null);
    setStatus('saving');
    try {
      await saveChangedSettings(saved, next);
    } catch (error) {
      console.error('Could not save settings', error);
      setStatus('error');
      return;
    }
    if (next.alias !== saved.alias) updateUser({ alias: next.alias });
    // Clips fetched so far were read in the old voice or speed.
    if (next.voice !== saved.voice || next.speed !== saved.speed) audioPlayer.clearCache();
    setSaved(next);
    setValues(next);
    setStatus('saved');
    // Other screens cache these settings (level, speed, language); make them read the new values.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'settings' });
  };

  // A voice saved earlier that the server no longer offers stays selectable rather than silently changing.
  const voiceOptions =
    values.voice && !loaded.voices.some((voice) => voice.id === values.voice)
      ? [...loaded.voices, { id: values.voice, name: values.voice }]
      : loaded.voices;

  return (
    <Card className={styles.preferences}>
      <h2 className={styles.sectionTitle}>Learning preferences</h2>
      <form onSubmit={onSubmit} noValidate>
        <div className={styles.fields}>
          <FormField label="JLPT level" hint="Characters and vocabulary are tailored to this level.">
            {(id) => (
              <select
                id={id}
                value={values.jlptTrainLevel}
                onChange={(event) => set('jlptTrainLevel', event.target.value as JlptLevel)}
              >
                {JLPT_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level} - {JLPT_LEVEL_LABELS[level]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label="Alias"
            hint={
              aliasError ? (
                <span role="alert" className={styles.fieldError}>
                  {aliasError}
                </span>
              ) : (
                'The name others see, preferably in Katakana.'
              )
            }
          >
            {(id) => (
              <input
                id={id}
                value={values.alias}
                maxLength={40}
                autoComplete="nickname"
                aria-invalid={aliasError ? true : undefined}
                onChange={(event) => set('alias', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Voice"
            hint={
              <AudioButton
                request={{
                  path: AudioRoutes.sample,
                  query: { voice: values.voice || undefined, speed: values.speed },
                }}
                label="a sample of the chosen voice"
                text="Play sample"
                size="small"
              />
            }
          >
            {(id) => (
              <select id={id} value={values.voice} onChange={(event) => set('voice', event.target.value)}>
                {!values.voice && <option value="">Default voice</option>}
                {voiceOptions.map((voice) => (
                  <option key={voice.id} value={voice.id}>
                    {voice.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Audio speed">
            {(id) => (
              <select
                id={id}
                value={values.speed}
                onChange={(event) => set('speed', event.target.value as Speed)}
              >
                {Speed.options.map((speed) => (
                  <option key={speed} value={speed}>
                    {SPEED_LABELS[speed]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label="Translation language"
            hint="Messages and words are translated into this language."
          >
            {(id) => (
              <select
                id={id}
                value={values.translationLanguage}
                onChange={(event) => set('translationLanguage', event.target.value as OtherLanguage)}
              >
                {OTHER_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {language}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {status === 'saved' && <Alert tone="success">Settings saved!</Alert>}
        {status === 'error' && <Alert tone="error">Error saving settings</Alert>}
        <Button type="submit" disabled={status === 'saving'}>
          {status === 'saving' ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </Card>
  );
}
