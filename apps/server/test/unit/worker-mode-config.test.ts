import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('WORKER_MODE', () => {
  it('runs the job worker inside the server by default', () => {
    expect(loadConfig({}).workerMode).toBe('inline');
  });

  it('leaves the jobs to worker processes when external, which needs PostgreSQL', () => {
    expect(loadConfig({ WORKER_MODE: 'external', DATABASE_URL: 'postgres://db/kaiwa' }).workerMode).toBe(
      'external',
    );
    expect(() => loadConfig({ WORKER_MODE: 'external' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKER_MODE: 'external' })).toThrow(
      /DATABASE_URL: required when WORKER_MODE is external/,
    );
    expect(() => loadConfig({ WORKER_MODE: 'sometimes' })).toThrow(/WORKER_MODE/);
  });
});

describe('WORKER_CONCURRENCY', () => {
  it('runs 32 jobs at a time on either engine unless told otherwise, and refuses nonsense', () => {
    expect(loadConfig({}).workerConcurrency).toBe(32);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/kaiwa' }).workerConcurrency).toBe(32);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/kaiwa', WORKER_CONCURRENCY: '4' }).workerConcurrency,
    ).toBe(4);
    expect(loadConfig({ WORKER_CONCURRENCY: '3' }).workerConcurrency).toBe(3);
    expect(() => loadConfig({ WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
    expect(() => loadConfig({ WORKER_CONCURRENCY: 'many' })).toThrow(/WORKER_CONCURRENCY/);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('keeps ten connections per process unless told otherwise, and refuses nonsense', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'lots' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
