import fastifyHelmet from '@fastify/helmet';
import { API_BASE } from '@kaiwa/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Where Google Identity Services loads from (its documented CSP sources), only when Google sign-in is on. */
const GOOGLE_IDENTITY = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
};

/** Browser features Kaiwa never uses: no page of it, or anything injected into one, may ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The Content-Security-Policy of every answer. No inline script anywhere; styles only from files, which
 * React's `style` props do not need (they set the CSSOM, which CSP does not govern). Audio clips and
 * profile pictures are fetched with headers and played or shown from blob: URLs.
 */
export function contentSecurityPolicy(config: Pick<Config, 'google' | 'publicUrl'>) {
  const google = config.google.clientId !== undefined;
  const https = config.publicUrl.startsWith('https:');
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...(google ? [GOOGLE_IDENTITY.script] : [])],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...(google ? [GOOGLE_IDENTITY.style] : [])],
    imgSrc: ["'self'", 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(google ? [GOOGLE_IDENTITY.frame] : [])],
    frameSrc: google ? [GOOGLE_IDENTITY.frame] : ["'none'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // On plain http (a local install) there is no https to upgrade to.
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * Security headers on every answer (SPA, static files, API), following the OWASP HTTP headers cheat sheet,
 * and `Cache-Control: no-store` on API answers unless a route chose its own caching. Register before the
 * routes, so the hooks cover them all.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'google' | 'publicUrl'>,
): Promise<void> {
  const google = config.google.clientId !== undefined;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Google's sign-in popup reports back to the page that opened it.
    crossOriginOpenerPolicy: { policy: google ? 'same-origin-allow-popups' : 'same-origin' },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS over plain http would be ignored at best; it is sent only where users arrive over https.
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // API answers carry personal data and session state: no browser or proxy may keep a copy. A route that
  // serves media may choose its own private caching (audio clips revalidate by ETag).
  app.addHook('onSend', async (request, reply) => {
    const api = request.url === API_BASE || request.url.startsWith(`${API_BASE}/`);
    if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
