import { PASSWORD_MIN_LENGTH } from '@kaiwa/contract';

// Each validator returns the message of the first failing rule (spec §5), or null when all pass.

/** Spec §9: the reset form only asks for 6 characters; the server still applies its own minimum. */
export const RESET_PASSWORD_MIN_LENGTH = 6;

/** Deliberately loose: one @, something on both sides and a dot in the domain. The server has the final say. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin({ email, password }: { email: string; password: string }): string | null {
  if (!email.trim()) return 'Please enter your email address';
  if (!password) return 'Please enter a password';
  return null;
}

export type SignUpValues = { email: string; alias: string; password: string; confirmPassword: string };

/** Checks the trimmed values, as they will be sent. */
export function validateSignUp(values: SignUpValues): string | null {
  const email = values.email.trim();
  const password = values.password.trim();
  if (!email) return 'Please enter your email address';
  if (!values.alias.trim()) return 'Please enter an alias, preferably in Katakana';
  if (!password) return 'Please enter a password';
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  }
  if (password !== values.confirmPassword.trim()) return 'Passwords do not match';
  if (!EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  return null;
}

export function validateForgotPassword({ email }: { email: string }): string | null {
  return email.trim() ? null : 'Please enter your email address';
}

export function validateResetPassword({
  password,
  confirmPassword,
}: {
  password: string;
  confirmPassword: string;
}): string | null {
  if (!password) return 'Please enter a new password';
  if (password.length < RESET_PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${RESET_PASSWORD_MIN_LENGTH} characters long`;
  }
  if (password !== confirmPassword) return 'Passwords do not match';
  return null;
}
