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

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it.each([
    [{}, true],
    [{ HOST: '127.0.0.1' }, true],
    [{ HOST: '::1' }, true],
    [{ HOST: '0.0.0.0' }, false],
    [{ HOST: '::' }, false],
    [{ HOST: '10.1.2.3' }, false],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }, false],
    [{ HOST: '0.0.0.0', DEMO_ACCOUNTS: 'true' }, true],
    [{ DEMO_ACCOUNTS: 'false' }, false],
  ])('with %o, the demo accounts are enabled: %s', (env, enabled) => {
    expect(loadConfig(env).demoAccounts).toBe(enabled);
  });

  it('trusts X-Forwarded-For only from the proxies it names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.0.3' }).trustProxy).toBe('10.0.0.2,10.0.0.3');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,loopback' }).trustProxy).toBe('10.0.0.0/8,loopback');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/would believe every address/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/cannot be a number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/"proxy.internal" is not an address/);
    expect(() => loadConfig({ DEMO_ACCOUNTS: 'yes' })).toThrow(/DEMO_ACCOUNTS must be true, false or auto/);
  });

  it('keeps mail in the outbox without SMTP_URL, its links on this machine', () => {
    expect(loadConfig({ PORT: '4000' })).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'ReferBridge <no-reply@localhost>',
      mailLinkOrigin: 'http://localhost:4000',
    });
  });

  it('takes a METRICS_TOKEN long enough not to be guessed, and never repeats a refused one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'a'.repeat(31) + '-Z9';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const refused of ['short-token', `${'a'.repeat(32)} spaced`, `${'a'.repeat(32)}"`]) {
      expect(() => loadConfig({ METRICS_TOKEN: refused })).toThrow(ConfigError);
      expect(() => loadConfig({ METRICS_TOKEN: refused })).not.toThrow(refused);
    }
  });

  it('sends mail over SMTP_URL with links to PUBLIC_URL, which it requires', () => {
    const smtpUrl = 'smtps://mailer:secret@mail.example.com:465';
    expect(loadConfig({ SMTP_URL: smtpUrl, PUBLIC_URL: 'https://referbridge.example/' })).toMatchObject({
      smtpUrl,
      mailFrom: 'ReferBridge <no-reply@referbridge.example>',
      mailLinkOrigin: 'https://referbridge.example',
    });
    expect(
      loadConfig({ SMTP_URL: smtpUrl, PUBLIC_URL: 'https://a.example', MAIL_FROM: 'Team <team@a.example>' }).mailFrom,
    ).toBe('Team <team@a.example>');
    expect(() => loadConfig({ SMTP_URL: smtpUrl })).toThrow(/SMTP_URL needs PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com', PUBLIC_URL: 'https://a.example' })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
    // The message never repeats the value, which may hold the SMTP password.
    expect(() => loadConfig({ SMTP_URL: 'not a url :secret', PUBLIC_URL: 'https://a.example' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret') }),
    );
  });

  it('keeps resumes RESUME_RETENTION_DAYS after their request ended, 180 unless set, and refuses a bad value', () => {
    expect(loadConfig({}).resumeRetentionDays).toBe(180);
    expect(loadConfig({ RESUME_RETENTION_DAYS: '' }).resumeRetentionDays).toBe(180);
    expect(loadConfig({ RESUME_RETENTION_DAYS: '30' }).resumeRetentionDays).toBe(30);
    for (const bad of ['0', '-5', '1.5', '30 days', 'abc', '1e3', '36501']) {
      expect(() => loadConfig({ RESUME_RETENTION_DAYS: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ RESUME_RETENTION_DAYS: 'six months' })).toThrow(
      'RESUME_RETENTION_DAYS must be a whole number of days from 1 to 36500 (the default is 180), got "six months"',
    );
  });
});
