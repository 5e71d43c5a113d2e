import { api, type LoginResponse } from '@kaiwa/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FormField } from '../../components/FormField';
import { call, errorMessage } from '../../lib/api';
import { AuthHeading, AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { DataProtectionDeclaration } from './DataProtectionDeclaration';
import { EmailField } from './EmailField';
import { GoogleSignIn } from './GoogleSignIn';
import { validateLogin } from './validation';
import { WhatIsIt, WhatIsItVideo } from './WhatIsIt';

const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';

export function LoginPage() {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [declarationOpen, setDeclarationOpen] = useState(false);
  const [whatIsItOpen, setWhatIsItOpen] = useState(false);

  const signedIn = ({ user }: LoginResponse) => {
    setUser(user);
    navigate('/dashboard', { replace: true });
  };

  const nativeLogin = useMutation({
    mutationFn: (body: { email: string; password: string }) => call(api.nativeLogin, { body }),
    onSuccess: signedIn,
    onError: (failure) => setError(errorMessage(failure, 'An error occurred during login')),
  });

  const googleLogin = useMutation({
    mutationFn: (token: string) => call(api.googleLogin, { body: { token } }),
    onSuccess: signedIn,
    onError: () => {
      setError(GOOGLE_FAILED);
      setUser(null);
    },
  });

  const pending = nativeLogin.isPending || googleLogin.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateLogin({ email, password });
    setError(invalid);
    // Sign-up trims the password (spec §5), so sign-in must too or such accounts could never sign in.
    if (!invalid) nativeLogin.mutate({ email: email.trim(), password: password.trim() });
  };

  const onGoogleCredential = (credential: string | undefined) => {
    if (credential) {
      setError(null);
      googleLogin.mutate(credential);
    } else {
      setError(GOOGLE_FAILED);
      setUser(null);
    }
  };

  return (
    <AuthLayout aside={<WhatIsItVideo />}>
      <AuthHeading japanese="ようこそ！">Welcome to Kaiwa</AuthHeading>
      <p className={styles.lead}>
        Chat in Japanese with AI characters and friends, study JLPT vocabulary and kanji, and track your
        progress from N5 to N1.
      </p>
      <p className={styles.notice}>
        Kaiwa is in beta and free to use. It works best on a desktop computer. It is not affiliated with the
        official JLPT.
      </p>

      {error && <Alert tone="error">{error}</Alert>}

      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <EmailField value={email} onChange={setEmail} />
        <FormField label="Password">
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
        <div className={styles.fieldFooter}>
          <Link to="/forgot-password">Forgot Password?</Link>
        </div>
        <Button type="submit" className={styles.submit} disabled={!email || !password || pending}>
          {nativeLogin.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>

      <GoogleSignIn onCredential={onGoogleCredential} />

      <p className={styles.switch}>
        Don't have an account? <Link to="/register">Register here</Link>
      </p>

      <footer className={styles.footer}>
        <button
          type="button"
          className={styles.textButton}
          aria-haspopup="dialog"
          onClick={() => setWhatIsItOpen((open) => !open)}
        >
          What is it?
        </button>
        <button
          type="button"
          className={styles.textButton}
          aria-haspopup="dialog"
          onClick={() => setDeclarationOpen((open) => !open)}
        >
          Data Protection Declaration
        </button>
      </footer>
      <DataProtectionDeclaration open={declarationOpen} onClose={() => setDeclarationOpen(false)} />
      <WhatIsIt open={whatIsItOpen} onClose={() => setWhatIsItOpen(false)} />
    </AuthLayout>
  );
}
