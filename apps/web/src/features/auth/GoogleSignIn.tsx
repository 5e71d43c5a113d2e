import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { settingQueries } from '../../app/accountSettings';
import styles from './AuthLayout.module.css';

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The part of the Google Identity Services client this page uses. */
type GoogleIdentity = {
  accounts: {
    id: {
      initialize(config: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
};

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let loading: Promise<GoogleIdentity> | undefined;

/** Adds the provider's script once per page load; a failed load may be retried by the next caller. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (window.google) return Promise.resolve(window.google);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google sign-in is missing'));
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Could not load Google sign-in'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Google's own button, shown only when the server has a Google client id configured. */
export function GoogleSignIn({ onCredential }: { onCredential: (credential: string | undefined) => void }) {
  const { data: config } = useQuery(settingQueries.publicConfig);
  const clientId = config?.googleClientId;
  const containerRef = useRef<HTMLDivElement>(null);

  // Google keeps the first callback it is given; the ref lets it reach the current handler.
  const onCredentialRef = useRef(onCredential);
  useEffect(() => {
    onCredentialRef.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    const container = containerRef.current;
    if (!clientId || !container) return;
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        if (cancelled) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => onCredentialRef.current(response.credential),
        });
        google.accounts.id.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          // Google accepts 200 to 400 px.
          width: Math.max(200, Math.min(container.offsetWidth || 320, 400)),
        });
      },
      (error: unknown) => console.warn(error),
    );
    return () => {
      cancelled = true;
      container.replaceChildren();
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <>
      <div className={styles.divider}>or</div>
      <div ref={containerRef} className={styles.provider} />
    </>
  );
}
