import { api, PROFILE_PICTURE_FIELD, PROFILE_PICTURE_MAX_BYTES } from '@kaiwa/contract';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useUser } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { UserAvatar } from '../../components/UserAvatar';
import { call, errorMessage } from '../../lib/api';
import styles from './SettingsPage.module.css';

type UploadStatus = { tone: 'success' | 'error' | 'info'; text: string } | null;

const MAX_MEGABYTES = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

export function ProfilePictureSection() {
  const user = useUser();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<UploadStatus>(null);
  const [uploading, setUploading] = useState(false);
  const [version, setVersion] = useState(0);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(null);
    setStatus(null);
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setStatus({ tone: 'error', text: 'Please choose an image file (for example PNG or JPEG).' });
      return;
    }
    if (chosen.size > PROFILE_PICTURE_MAX_BYTES) {
      setStatus({ tone: 'error', text: `The picture must be at most ${MAX_MEGABYTES} MB.` });
      return;
    }
    setFile(chosen);
  };

  const onUpload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const form = new FormData();
    form.append(PROFILE_PICTURE_FIELD, file);
    setUploading(true);
    setStatus({ tone: 'info', text: 'Uploading...' });
    try {
      await call(api.uploadProfilePicture, { body: form });
      setStatus({ tone: 'success', text: 'Profile picture uploaded!' });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      setVersion((current) => current + 1);
    } catch (error) {
      setStatus({ tone: 'error', text: errorMessage(error, 'Error uploading profile picture') });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card className={styles.picture}>
      <h2 className={styles.sectionTitle}>Profile picture</h2>
      <div className={styles.pictureBody}>
        <UserAvatar userId={user.user_id} alias={user.alias} size="large" version={version} />
        <form className={styles.uploadForm} onSubmit={onUpload}>
          <label htmlFor="profile-picture-file" className={styles.label}>
            Choose a picture
          </label>
          <input
            ref={inputRef}
            id="profile-picture-file"
            type="file"
            accept="image/*"
            className={styles.fileInput}
            onChange={onChoose}
          />
          <p className={styles.note}>An image of up to {MAX_MEGABYTES} MB. Your friends can see it.</p>
          <Button type="submit" disabled={!file || uploading}>
            {uploading ? 'Uploading...' : 'Upload'}
          </Button>
        </form>
      </div>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
    </Card>
  );
}
