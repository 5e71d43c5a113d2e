import { z } from 'zod';
import { freeText } from './common';

export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 has no input limit; this only stops a denial of service by huge bodies. */
export const PASSWORD_MAX_LENGTH = 1024;

const email = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'Email address is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

export const User = z.object({
  auth_token: z.string(),
  user_id: z.string(),
  alias: z.string(),
  email: z.string(),
  is_native_account: z.boolean(),
  tour_done: z.boolean(),
});
export type User = z.infer<typeof User>;

export const NativeLoginRequest = z.object({
  email,
  password: z
    .string({ error: 'Please enter a password' })
    .min(1, 'Please enter a password')
    .max(PASSWORD_MAX_LENGTH),
});
export type NativeLoginRequest = z.infer<typeof NativeLoginRequest>;

export const LoginResponse = z.object({ success: z.literal(true), user: User });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const GoogleLoginRequest = z.object({
  token: z.string().min(1, 'Missing Google credential').max(8192),
});
export type GoogleLoginRequest = z.infer<typeof GoogleLoginRequest>;

export const newPassword = z
  .string({ error: 'Please enter a password' })
  .min(1, 'Please enter a password')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

export const ALIAS_MAX_LENGTH = 40;
export const alias = freeText({
  label: 'Alias',
  blank: 'Please enter an alias, preferably in Katakana',
  max: ALIAS_MAX_LENGTH,
  tooLong: `Alias must be at most ${ALIAS_MAX_LENGTH} characters long`,
});

export const RegisterRequest = z.object({ email, alias, password: newPassword });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const ForgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;
export const ForgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

export const ValidateResetTokenRequest = z.object({ reset_token: z.string().max(256) });
export type ValidateResetTokenRequest = z.infer<typeof ValidateResetTokenRequest>;
export const ValidateResetTokenResponse = z.object({ valid: z.boolean() });
export type ValidateResetTokenResponse = z.infer<typeof ValidateResetTokenResponse>;

export const ResetPasswordRequest = z.object({ reset_token: z.string().max(256), new_password: newPassword });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** Body of verify-token and logout ("same shape"). */
export const TokenRequest = z.object({ token: z.string().max(256) });
export type TokenRequest = z.infer<typeof TokenRequest>;
export const TokenValidityResponse = z.object({ valid: z.boolean() });
export type TokenValidityResponse = z.infer<typeof TokenValidityResponse>;

/** What the SPA needs to know before sign-in. */
export const PublicConfigResponse = z.object({
  googleClientId: z.string().nullable(),
  aiEngine: z.string(),
});
export type PublicConfigResponse = z.infer<typeof PublicConfigResponse>;
