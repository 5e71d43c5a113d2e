import { api, type ResetPasswordRequest } from '@kaiwa/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import buttonStyles from '../../components/Button.module.css';
import { FormField } from '../../components/FormField';
import { call, errorMessage } from '../../lib/api';
import { AuthHeading, AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { validateResetPassword } from './validation';

const primaryLink = `${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.medium} ${styles.linkButton}`;
const secondaryLink = `${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.medium} ${styles.linkButton}`;

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';

  const validation = useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => call(api.validateResetToken, { body: { reset_token: token } }),
    enabled: token !== '',
    retry: false,
    // The answer changes once the token is used, so it is never served from cache.
    gcTime: 0,
  });

  const reset = useMutation({
    mutationFn: (body: ResetPasswordRequest) => call(api.resetPassword, { body }),
  });

  if (token && validation.isPending) {
    return (
      <AuthLayout>
        <AuthHeading japanese="新しいパスワード">Reset Your Password</AuthHeading>
        <p role="status" className={styles.lead}>
          Checking your reset link...
        </p>
      </AuthLayout>
    );
  }

  if (!token || validation.isError || !validation.data?.valid) {
    return (
      <AuthLayout>
        <AuthHeading japanese="リンクが無効です">Invalid Reset Link</AuthHeading>
        <Alert tone="error">Invalid or expired reset link</Alert>
        <div className={styles.actions}>
          <Link to="/forgot-password" className={primaryLink}>
            Request a new link
          </Link>
          <Link to="/login" className={secondaryLink}>
            Back to login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout>
        <AuthHeading japanese="完了しました">Password Reset Successful</AuthHeading>
        <Alert tone="success">
          Your password has been changed. You can now sign in with your new password.
        </Alert>
        <div className={styles.actions}>
          <Link to="/login" className={primaryLink}>
            Go to login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <ResetPasswordForm
      pending={reset.isPending}
      serverError={
        reset.isError ? errorMessage(reset.error, 'An error occurred while resetting your password') : null
      }
      onSubmit={(newPassword) => reset.mutate({ reset_token: token, new_password: newPassword })}
    />
  );
}

function ResetPasswordForm({
  pending,
  serverError,
  onSubmit,
}: {
  pending: boolean;
  serverError: string | null;
  onSubmit: (newPassword: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const mismatch = confirmPassword !== '' && password !== confirmPassword;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateResetPassword({ password, confirmPassword });
    setInvalid(problem);
    if (!problem) onSubmit(password);
  };

  const error = invalid ?? (pending ? null : serverError);

  return (
    <AuthLayout>
      <AuthHeading japanese="新しいパスワード">Reset Your Password</AuthHeading>

      {error && <Alert tone="error">{error}</Alert>}

      <form onSubmit={submit} noValidate aria-label="Set a new password">
        <FormField label="New Password">
          {(id) => (
            <input
              id={id}
              type="password"
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Confirm New Password" hint={mismatch ? 'Passwords do not match' : undefined}>
          {(id) => (
            <input
              id={id}
              type="password"
              autoComplete="new-password"
              aria-invalid={mismatch || undefined}
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
            />
          )}
        </FormField>
        <Button
          type="submit"
          className={styles.submit}
          disabled={!password || !confirmPassword || password !== confirmPassword || pending}
        >
          {pending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>

      <p className={styles.switch}>
        <Link to="/login">Back to login</Link>
      </p>
    </AuthLayout>
  );
}
