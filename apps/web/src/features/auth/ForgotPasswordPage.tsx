import { api } from '@kaiwa/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { call, errorMessage } from '../../lib/api';
import { AuthHeading, AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { EmailField } from './EmailField';
import { validateForgotPassword } from './validation';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const request = useMutation({
    mutationFn: (address: string) => call(api.forgotPassword, { body: { email: address } }),
    onError: (failure) => setError(errorMessage(failure, 'An error occurred while processing your request')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateForgotPassword({ email });
    setError(invalid);
    if (!invalid) request.mutate(email.trim());
  };

  if (request.isSuccess) {
    return (
      <AuthLayout>
        <AuthHeading japanese="メールを確認してください">Check Your Email</AuthHeading>
        <Alert tone="success">{request.data.message}</Alert>
        <p className="muted">
          The link in the e-mail lets you choose a new password. If nothing arrives, check your spam folder or
          send another one.
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => request.reset()}>
            Send Another Email
          </Button>
        </div>
        <p className={styles.switch}>
          <Link to="/login">Back to login</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <AuthHeading japanese="パスワードをお忘れですか？">Forgot Password?</AuthHeading>
      <p className={styles.lead}>
        Enter the e-mail address of your account and we'll send you a link to reset your password.
      </p>

      {error && <Alert tone="error">{error}</Alert>}

      <form onSubmit={onSubmit} noValidate aria-label="Request a password reset">
        <EmailField value={email} onChange={setEmail} autoFocus />
        <Button type="submit" className={styles.submit} disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>

      <p className={styles.switch}>
        Remembered it? <Link to="/login">Back to login</Link>
      </p>
    </AuthLayout>
  );
}
