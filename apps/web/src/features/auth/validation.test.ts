import { describe, expect, it } from 'vitest';
import {
  type SignUpValues,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  validateSignUp,
} from './validation';

describe('validateLogin', () => {
  it('needs a non-blank e-mail first', () => {
    expect(validateLogin({ email: '   ', password: '' })).toBe('Please enter your email address');
  });

  it('then a password', () => {
    expect(validateLogin({ email: 'kana@example.com', password: '' })).toBe('Please enter a password');
  });

  it('accepts both', () => {
    expect(validateLogin({ email: 'kana@example.com', password: 'x' })).toBeNull();
  });
});

describe('validateSignUp', () => {
  const valid: SignUpValues = {
    email: 'kana@example.com',
    alias: 'カナ',
    password: 'password1',
    confirmPassword: 'password1',
  };

  it('accepts valid values', () => {
    expect(validateSignUp(valid)).toBeNull();
  });

  // Each step breaks every rule from that point on, so only the rule order decides which message wins.
  it.each<[string, SignUpValues, string]>([
    [
      'e-mail required',
      { email: ' ', alias: '', password: '', confirmPassword: 'x' },
      'Please enter your email address',
    ],
    [
      'alias required',
      { email: 'not-an-email', alias: '  ', password: '', confirmPassword: 'x' },
      'Please enter an alias, preferably in Katakana',
    ],
    [
      'password required',
      { email: 'not-an-email', alias: 'カナ', password: '   ', confirmPassword: 'x' },
      'Please enter a password',
    ],
    [
      'password at least 8 characters',
      { email: 'not-an-email', alias: 'カナ', password: 'short', confirmPassword: 'x' },
      'Password must be at least 8 characters long',
    ],
    [
      'passwords match',
      { email: 'not-an-email', alias: 'カナ', password: 'password1', confirmPassword: 'password2' },
      'Passwords do not match',
    ],
    [
      'e-mail looks valid',
      { email: 'not-an-email', alias: 'カナ', password: 'password1', confirmPassword: 'password1' },
      'Please enter a valid email address',
    ],
  ])('checks %s in order', (_rule, values, message) => {
    expect(validateSignUp(values)).toBe(message);
  });

  it('measures the trimmed password', () => {
    expect(validateSignUp({ ...valid, password: '  seven7  ', confirmPassword: 'seven7' })).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('compares the trimmed passwords', () => {
    expect(validateSignUp({ ...valid, password: ' password1', confirmPassword: 'password1 ' })).toBeNull();
  });

  it.each(['kana@', '@example.com', 'kana@example', 'ka na@example.com'])(
    'rejects the e-mail %s',
    (email) => {
      expect(validateSignUp({ ...valid, email })).toBe('Please enter a valid email address');
    },
  );
});

describe('validateForgotPassword', () => {
  it('needs a non-blank e-mail', () => {
    expect(validateForgotPassword({ email: ' ' })).toBe('Please enter your email address');
    expect(validateForgotPassword({ email: 'kana@example.com' })).toBeNull();
  });
});

describe('validateResetPassword', () => {
  it('checks required, then length, then match', () => {
    expect(validateResetPassword({ password: '', confirmPassword: 'x' })).toBe('Please enter a new password');
    expect(validateResetPassword({ password: '12345', confirmPassword: 'x' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(validateResetPassword({ password: '123456', confirmPassword: '1234567' })).toBe(
      'Passwords do not match',
    );
  });

  it('accepts 6 matching characters', () => {
    expect(validateResetPassword({ password: '123456', confirmPassword: '123456' })).toBeNull();
  });
});
