import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('configuration', () => {
  it('has working defaults outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      databaseUrl: undefined,
      dataDir: path.resolve('.data'),
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db/referbridge',
      DATA_DIR: '/tmp/rb',
      SESSION_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://referbridge.example/some/path',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'secret password',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db/referbridge',
      dataDir: '/tmp/rb',
      sessionSecret: 's'.repeat(40),
      publicUrl: 'https://referbridge.example',
      adminEmail: 'admin@example.com',
      adminPassword: 'secret password',
    });
  });

  it('refuses to start in production without a real session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).production).toBe(true);
  });

  it('refuses a bad port and a half-configured admin', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow(/ADMIN_PASSWORD/);
  });
});
