import { useQuery } from '@tanstack/react-query';
import { useUser } from '../../app/session';
import { Card } from '../../components/Card';
import { DangerZone } from './DangerZone';
import { DataExportSection } from './DataExportSection';
import { PreferencesForm } from './PreferencesForm';
import { ProfilePictureSection } from './ProfilePictureSection';
import { ReviewSettingsSection } from './ReviewSettingsSection';
import styles from './SettingsPage.module.css';
import { loadSettings } from './settingsApi';

export function SettingsPage() {
  const user = useUser();
  const settings = useQuery({
    queryKey: ['settings', 'all', user.user_id],
    queryFn: () => loadSettings(user.alias),
    // Always show what the server has now, not a copy from an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });

  return (
    <section className="page">
      <h1>Settings</h1>
      <div className={styles.grid}>
        <ProfilePictureSection />
        {settings.data ? (
          <PreferencesForm loaded={settings.data} />
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
