import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

describe('METRICS', () => {
  it('is off by default', () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: false, port: undefined, token: undefined });
  });

  it('serves on a port of its own, or on the public port only with a token of at least 16 characters', () => {
    expect(loadConfig({ METRICS: 'true', METRICS_PORT: '9464' }).metrics).toMatchObject({
      enabled: true,
      port: 9464,
    });
    const token = 'x'.repeat(16);
    expect(loadConfig({ METRICS: 'true', METRICS_TOKEN: token }).metrics).toEqual({
      enabled: true,
      port: undefined,
      token,
    });
    expect(() => loadConfig({ METRICS: 'true' })).toThrow(
      /METRICS_TOKEN: required when METRICS is true without METRICS_PORT/,
    );
    expect(() => loadConfig({ METRICS: 'true', METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16/,
    );
    expect(() => loadConfig({ METRICS: 'true', METRICS_PORT: '99999' })).toThrow(/METRICS_PORT/);
  });
});
