import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import styles from './DataProtectionDeclaration.module.css';

const VERSION = '1.0';
const EFFECTIVE_DATE = '2025-07-11';

/** The data protection declaration shown from the login screen (spec §1). */
export function DataProtectionDeclaration({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Data Protection Declaration"
      wide
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <div className={styles.declaration}>
        <p className={styles.version}>
          Version {VERSION}, effective {EFFECTIVE_DATE}
        </p>

        <h3>Who is responsible</h3>
        <p>
          The operator of this installation of Kaiwa is responsible for the data described here and is your
          contact for any question about it.
        </p>

        <h3>What is stored</h3>
        <ul>
          <li>your account e-mail address and your alias;</li>
          <li>
            a hash of your password (never the password itself), if you sign up with e-mail and password;
          </li>
          <li>your settings, such as your JLPT level, speaking speed, voice and translation language;</li>
          <li>your conversations, including the analysis of your messages and your learning progress;</li>
          <li>your translations;</li>
          <li>your profile picture, if you upload one.</li>
        </ul>

        <h3>Why</h3>
        <p>
          The data is used only to provide Kaiwa to you: to sign you in, to keep your settings, to generate
          replies, translations and analysis, and to show your history and progress.
        </p>

        <h3>What your friends see</h3>
        <p>
          Friends may see your name, e-mail address and profile picture, with your permission: only people
          whose friend request you accept, or who accept yours.
        </p>

        <h3>Deleting your data</h3>
        <p>
          You can delete your account and the data stored with it at any time under Settings → Danger Zone.
        </p>

        <h3>Contact</h3>
        <p>For questions about your data, contact the operator of this installation.</p>
      </div>
    </Modal>
  );
}
