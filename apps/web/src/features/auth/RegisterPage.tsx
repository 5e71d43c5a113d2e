import { api, PASSWORD_MIN_LENGTH, type RegisterRequest } from '@kaiwa/contract';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FormField } from '../../components/FormField';
import { call, errorMessage } from '../../lib/api';
import { AuthHeading, AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { type SignUpValues, validateSignUp } from './validation';

export function RegisterPage() {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignUpValues>({
    email: '',
    alias: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);

  const signUp = useMutation({
    mutationFn: (body: RegisterRequest) => call(api.registerNative, { body }),
    onSuccess: ({ user }) => {
      setUser(user);
      // Spec §4: sign-up lands on /login, which sends the now signed-in user on to the dashboard.
      navigate('/login', { replace: true });
    },
    onError: (failure) =>
      setError(errorMessage(failure, 'An error occurred during signup. Please try again.')),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateSignUp(values);
    setError(invalid);
    if (invalid) return;
    signUp.mutate({
      email: values.email.trim(),
      alias: values.alias.trim(),
      password: values.password.trim(),
    });
  };

  const field = (name: keyof SignUpValues) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <AuthLayout>
      <AuthHeading japanese="はじめまして！">Create your account</AuthHeading>

      {error && <Alert tone="error">{error}</Alert>}

      <form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <FormField label="Email">
          {(id) => <input id={id} type="email" autoComplete="email" inputMode="email" {...field('email')} />}
        </FormField>
        <FormField
          label="Alias (preferably in Katakana)"
          hint="The name characters and friends will call you."
        >
          {(id) => (
            <input id={id} type="text" autoComplete="nickname" placeholder="例: タナカ" {...field('alias')} />
          )}
        </FormField>
        <FormField label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
          {(id) => <input id={id} type="password" autoComplete="new-password" {...field('password')} />}
        </FormField>
        <FormField label="Confirm Password">
          {(id) => (
            <input id={id} type="password" autoComplete="new-password" {...field('confirmPassword')} />
          )}
        </FormField>
        <Button type="submit" className={styles.submit} disabled={signUp.isPending}>
          {signUp.isPending ? 'Signing Up...' : 'Sign Up'}
        </Button>
      </form>

      <p className={styles.switch}>
        Already have an account? <Link to="/login">Sign in here</Link>
      </p>
    </AuthLayout>
  );
}
