import { api, type DeleteAccountRequest } from '@kaiwa/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession, useUser } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { FormField } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { call, errorMessage } from '../../lib/api';
import styles from './SettingsPage.module.css';

const FORM_ID = 'delete-account-form';

export function DangerZone() {
  const user = useUser();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    if (deleting) return;
    setOpen(false);
    setPassword('');
    setError(null);
  };

  const onDelete = async (event: FormEvent) => {
    event.preventDefault();
    // Only accounts with a password of their own must confirm with it (spec §5, §6).
    if (user.is_native_account && !password) {
      setError('Please enter your password');
      return;
    }
    const body: DeleteAccountRequest = user.is_native_account ? { password } : {};
    setError(null);
    setDeleting(true);
    try {
      await call(api.deleteAccount, { body });
    } catch (failure) {
      setError(errorMessage(failure, 'Error deleting account. Please try again.'));
      setDeleting(false);
      return;
    }
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <Card className={styles.danger}>
      <h2 className={`${styles.sectionTitle} ${styles.dangerTitle}`}>Danger Zone</h2>
      <p>
        Deleting your account removes your profile, conversations, progress and friends for good. This cannot
        be undone.
      </p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Modal
        open={open}
        title="Delete your account?"
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="danger" type="submit" form={FORM_ID} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete my account'}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} onSubmit={onDelete} noValidate>
          <p>All your data will be deleted permanently. You will be signed out.</p>
          {user.is_native_account && (
            <FormField label="Password" hint="Enter your password to confirm.">
              {(id) => (
                <input
                  id={id}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
          )}
          {error && <Alert tone="error">{error}</Alert>}
        </form>
      </Modal>
    </Card>
  );
}
