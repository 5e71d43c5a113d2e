import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes } from '../../http/route';
import type { Services } from '../../services';

/** Sign-in, sign-up, password reset and session checks: the calls made without authentication. */
export const authRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { auth } = services;
  registerRoutes(app, services.sessions, {
    publicConfig: async () => auth.publicConfig(),

    nativeLogin: async ({ body, request }) => ({
      success: true,
      user: await auth.nativeLogin(body, request.ip),
    }),

    googleLogin: async ({ body, request }) => ({
      success: true,
      user: await auth.googleLogin(body.token, request.ip, request.log),
    }),

    registerNative: async ({ body, request }) => ({
      success: true,
      user: await auth.register(body, request.ip),
    }),

    forgotPassword: async ({ body, request }) => ({
      success: true,
      message: await auth.forgotPassword(body.email, request.ip, request.log),
    }),

    validateResetToken: async ({ body }) => ({
      valid: await auth.validateResetToken(body.reset_token),
    }),

    resetPassword: async ({ body }) => {
      await auth.resetPassword(body.reset_token, body.new_password);
      return { success: true };
    },

    verifyToken: async ({ body, request }) => ({
      valid: await auth.verifyToken(body.token, request.ip),
    }),

    logout: async ({ body }) => ({ valid: await auth.logout(body.token) }),
  });
};
