import {
  ForgotPasswordRequest,
  type ForgotPasswordResponse,
  GoogleLoginRequest,
  type LoginResponse,
  NativeLoginRequest,
  type PublicConfigResponse,
  RegisterRequest,
  ResetPasswordRequest,
  Routes,
  type SuccessResponse,
  TokenRequest,
  type TokenValidityResponse,
  ValidateResetTokenRequest,
  type ValidateResetTokenResponse,
} from '@kaiwa/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/errors';
import type { Services } from '../../services';

/** Sign-in, sign-up, password reset and session checks: the calls made without authentication. */
export const authRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { auth } = services;

  app.get(Routes.publicConfig, async (): Promise<PublicConfigResponse> => auth.publicConfig());

  app.post(Routes.nativeLogin, async (request): Promise<LoginResponse> => {
    const input = parseInput(NativeLoginRequest, request.body);
    return { success: true, user: await auth.nativeLogin(input, request.ip) };
  });

  app.post(Routes.googleLogin, async (request): Promise<LoginResponse> => {
    const { token } = parseInput(GoogleLoginRequest, request.body);
    return { success: true, user: await auth.googleLogin(token, request.ip, request.log) };
  });

  app.post(Routes.registerNative, async (request): Promise<LoginResponse> => {
    const input = parseInput(RegisterRequest, request.body);
    return { success: true, user: await auth.register(input, request.ip) };
  });

  app.post(Routes.forgotPassword, async (request): Promise<ForgotPasswordResponse> => {
    const { email } = parseInput(ForgotPasswordRequest, request.body);
    return { success: true, message: await auth.forgotPassword(email, request.ip, request.log) };
  });

  app.post(Routes.validateResetToken, async (request): Promise<ValidateResetTokenResponse> => {
    const { reset_token } = parseInput(ValidateResetTokenRequest, request.body);
    return { valid: await auth.validateResetToken(reset_token) };
  });

  app.post(Routes.resetPassword, async (request): Promise<SuccessResponse> => {
    const { reset_token, new_password } = parseInput(ResetPasswordRequest, request.body);
    await auth.resetPassword(reset_token, new_password);
    return { success: true };
  });

  app.post(Routes.verifyToken, async (request): Promise<TokenValidityResponse> => {
    const { token } = parseInput(TokenRequest, request.body);
    return { valid: await auth.verifyToken(token, request.ip) };
  });

  app.post(Routes.logout, async (request): Promise<TokenValidityResponse> => {
    const { token } = parseInput(TokenRequest, request.body);
    return { valid: await auth.logout(token) };
  });
};
