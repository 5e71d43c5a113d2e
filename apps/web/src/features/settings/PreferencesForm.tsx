import {
  api,
  JLPT_LEVEL_LABELS,
  JLPT_LEVELS,
  type JlptLevel,
  OTHER_LANGUAGES,
  type OtherLanguage,
  Speed,
  type Voice,
} from '@kaiwa/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { type PreferenceValues, useSavePreferences } from '../../app/accountSettings';
import { Alert } from '../../components/Alert';
import { AudioButton } from '../../components/AudioButton';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { FormField } from '../../components/FormField';
import { SPEED_LABELS } from '../../components/SpeedSelect';
import styles from './SettingsPage.module.css';

export type LoadedPreferences = {
  values: PreferenceValues;
  voices: Voice[];
  /** Some value could not be read; its default (or the session's alias) stands in. */
  failed: boolean;
};

/** Spec §9: the "Settings saved!" notice shows for 2 s. */
export const SAVED_NOTICE_MS = 2000;
const ALIAS_REQUIRED = 'Please enter an alias, preferably in Katakana';

type SaveStatus = 'none' | 'saving' | 'saved' | 'error';

/** The values that differ from what was saved before. */
function changedValues(before: PreferenceValues, after: PreferenceValues): Partial<PreferenceValues> {
  const names = Object.keys(after) as (keyof PreferenceValues)[];
  return Object.fromEntries(
    names.filter((name) => after[name] !== before[name]).map((name) => [name, after[name]]),
  );
}

export function PreferencesForm({ loaded }: { loaded: LoadedPreferences }) {
  const savePreferences = useSavePreferences();
  const [saved, setSaved] = useState<PreferenceValues>(loaded.values);
  const [values, setValues] = useState<PreferenceValues>(loaded.values);
  const [status, setStatus] = useState<SaveStatus>(loaded.failed ? 'error' : 'none');
  const [aliasError, setAliasError] = useState<string | null>(null);

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => setStatus('none'), SAVED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const set = <K extends keyof PreferenceValues>(key: K, value: PreferenceValues[K]) =>
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
      await savePreferences(changedValues(saved, next));
    } catch (error) {
      console.error('Could not save settings', error);
      setStatus('error');
      return;
    }
    setSaved(next);
    setValues(next);
    setStatus('saved');
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
                  path: api.getAudioSample.path,
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
