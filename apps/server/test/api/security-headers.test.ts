import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE, api } from '@kaiwa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** A built SPA in miniature: the page, a hashed asset and the intro video, as Vite lays them out. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kaiwa-web-dist-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.mkdirSync(path.join(webDist, 'intro'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("kaiwa")');
fs.writeFileSync(path.join(webDist, 'intro', 'kaiwa-intro.webm'), Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

/** Each directive of a Content-Security-Policy header with its sources. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});
async function appWith(env: Record<string, string> = {}) {
  const app = await createTestApp({ env: { WEB_DIST_DIR: webDist, ...env } });
  apps.push(app);
  return app;
}

let t: TestApp;
let learnerHeaders: Record<string, string>;
beforeAll(async () => {
  t = await appWith();
  const registered = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${api.registerNative.path}`,
    payload: { email: 'headers@example.com', alias: 'ヘッダー', password: 'correct horse battery staple' },
  });
  const { user } = registered.json();
  learnerHeaders = { authorization: `Bearer ${user.auth_token}`, 'x-user-id': user.user_id };
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it.each([
    ['the SPA on a client route', '/dashboard', 'text/html'],
    ['the SPA page itself', '/', 'text/html'],
    ['a static asset', '/assets/index-abc123.js', 'javascript'],
    ['the intro video', '/intro/kaiwa-intro.webm', 'video/webm'],
    ['a public API answer', `${API_BASE}${api.health.path}`, 'application/json'],
    ['an unknown API call', `${API_BASE}/no-such-call`, 'application/json'],
  ])('are sent with %s', async (_name, url, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(url.includes('no-such') ? 404 : 200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(response.headers['permissions-policy']).toContain(feature);
    }
    // PUBLIC_URL is plain http here: HSTS would mean nothing.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['content-security-policy']).not.toContain('unsafe');
    expect(response.headers['content-security-policy']).not.toContain('google');
  });

  it('let Google sign-in load its script, style and frame only when a Google client id is set', async () => {
    const google = await appWith({ GOOGLE_CLIENT_ID: 'kaiwa.apps.googleusercontent.com' });
    const response = await google.app.inject({ method: 'GET', url: '/login' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(csp.get('style-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/style']);
    expect(csp.get('frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

    const without = directives((await get('/login')).headers['content-security-policy']);
    expect(without.get('frame-src')).toEqual(["'none'"]);
    expect(without.get('connect-src')).toEqual(["'self'"]);
  });

  it('add HSTS and upgrade insecure requests when PUBLIC_URL is https', async () => {
    const https = await appWith({ PUBLIC_URL: 'https://kaiwa.example' });
    for (const url of ['/dashboard', `${API_BASE}${api.health.path}`]) {
      const response = await https.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(
        directives(response.headers['content-security-policy']).get('upgrade-insecure-requests'),
      ).toEqual([]);
    }
  });
});

describe('caching of API answers', () => {
  it.each([
    ['GET', api.getAlias.path, undefined],
    ['GET', api.getToggleSettings.path, undefined],
    ['GET', api.getTranslationHistory.path, undefined],
    ['GET', api.getFriends.path, undefined],
    ['POST', api.setAlias.path, { alias: 'ヘッダー' }],
    ['POST', api.setAlias.path, { alias: 'ヘッ\u0000ダー' }],
    ['POST', api.verifyToken.path, { token: 'not-a-token' }],
  ])('%s %s answers with Cache-Control: no-store', async (method, route, payload) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url: `${API_BASE}${route}`,
      headers: learnerHeaders,
      payload,
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refusals of authenticated calls are not cached either', async () => {
    const response = await get(`${API_BASE}${api.getAlias.path}`);
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the SPA and its files are not marked no-store', async () => {
    expect((await get('/dashboard')).headers['cache-control']).not.toBe('no-store');
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).not.toBe('no-store');
  });
});
