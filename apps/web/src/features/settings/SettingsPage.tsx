import { DEFAULT_SETTINGS } from '@kaiwa/contract';
import { useQueries } from '@tanstack/react-query';
import { type PreferenceValues, settingQueries } from '../../app/accountSettings';
import { useUser } from '../../app/session';
import { Card } from '../../components/Card';
import { DangerZone } from './DangerZone';
import { DataExportSection } from './DataExportSection';
import { type LoadedPreferences, PreferencesForm } from './PreferencesForm';
import { ProfilePictureSection } from './ProfilePictureSection';
import { ReviewSettingsSection } from './ReviewSettingsSection';
import styles from './SettingsPage.module.css';

// Always show what the server has now, not a copy from an earlier visit.
const fresh = { staleTime: 0 } as const;

/**
 * Reads every preference at once. A failing read does not block the others, so the user can still change
 * what did load; the form reports the failure. Undefined until each read of this visit has answered.
 */
function useLoadedPreferences(fallbackAlias: string): LoadedPreferences | undefined {
  return useQueries({
    queries: [
      { ...settingQueries.jlptTrainLevel, ...fresh },
      { ...settingQueries.alias, ...fresh },
      { ...settingQueries.voice, ...fresh },
      { ...settingQueries.speed, ...fresh },
      { ...settingQueries.translationLanguage, ...fresh },
      { ...settingQueries.voices, ...fresh },
    ],
    combine: (results) => {
      if (results.some((result) => result.isFetching || !result.isFetchedAfterMount)) return undefined;
      const [level, alias, voice, speed, language, voices] = results;
      const values: PreferenceValues = {
        jlptTrainLevel: level.data ?? DEFAULT_SETTINGS.jlptTrainLevel,
        alias: alias.data ?? fallbackAlias,
        voice: voice.data ?? '',
        speed: speed.data ?? DEFAULT_SETTINGS.speed,
        translationLanguage: language.data ?? DEFAULT_SETTINGS.translationLanguage,
      };
      return { values, voices: voices.data ?? [], failed: results.some((result) => result.isError) };
    },
  });
}

export function SettingsPage() {
  const user = useUser();
  const loaded = useLoadedPreferences(user.alias);

  return (
    <section className="page">
      <h1>Settings</h1>
      <div className={styles.grid}>
        <ProfilePictureSection />
        {loaded ? (
          <PreferencesForm loaded={loaded} />
        ) : (
          <Card className={styles.preferences}>
            <h2 className={styles.sectionTitle}>Learning preferences</h2>
            <p className="muted">Loading...</p>
          </Card>
        )}
        <ReviewSettingsSection />
        <DataExportSection />
        <DangerZone />
      </div>
    </section>
  );
}
