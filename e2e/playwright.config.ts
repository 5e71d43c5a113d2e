import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The server under test keeps its SQLite file and mail outbox here; tests read mail from `outbox/`. */
export const e2eDataDir = path.join(os.tmpdir(), `kaiwa-e2e-${port}`);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // The media generator runs only by hand (scripts/make-intro-media.sh).
  testIgnore: process.env.KAIWA_MAKE_MEDIA ? [] : /media\.spec\.ts$/,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: process.env.CI ? 'list' : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // A fresh database for every run; the built server serves the built SPA on one port.
    command: `rm -rf ${e2eDataDir} && node ../apps/server/dist/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Every test registers its learners from this one machine, more than a real network would in an hour.
      SIGNUPS_PER_HOUR: '1000',
    },
  },
});
