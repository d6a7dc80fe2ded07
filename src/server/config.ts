import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { RETENTION } from '../shared/retention.js';
import { ASSIGNMENT } from '../shared/assignment.js';

export interface ServerConfig {
  production: boolean;
  port: number;
  host: string;
  /** Unset: the server starts its own PostgreSQL in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  /** The public origin (scheme://host[:port]); state-changing calls must come from it. */
  publicUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /**
   * Whose X-Forwarded-For to believe: nobody's (false: the client is the socket's peer), or the listed proxies'
   * (addresses, CIDR ranges or proxy-addr's names). Never everybody's: a client can write the header itself.
   */
  trustProxy: false | string;
  /** Fill an empty database with the demo marketplace. */
  seedDemoData: boolean;
  /** The demo accounts of the README exist and sign in; otherwise any the database holds are locked. */
  demoAccounts: boolean;
  logLevel: string;
  /** Where mail is sent (smtp:// or smtps://, credentials in the URL); unset, it stays in the outbox for admins. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /**
   * The origin of the links mail carries: PUBLIC_URL, else this server on this machine (mail then only waits in the
   * outbox: SMTP_URL requires PUBLIC_URL). Never a request's Host header, which whoever sends the request writes.
   */
  mailLinkOrigin: string;
  /** How long a referrer has to answer a request before it moves on to another (ANSWER_WITHIN_HOURS). */
  answerWithinHours: number;
  /** Days a request's resume is kept once the request ended (RESUME_RETENTION_DAYS, src/shared/retention.ts). */
  resumeRetentionDays: number;
  /** METRICS_TOKEN: GET /metrics answers `Authorization: Bearer <it>` from anywhere; unset, this machine only. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

const MIN_SECRET_LENGTH = 32;

/** Which database the app uses: DATABASE_URL's, else the embedded one in DATA_DIR. The database tools read only this. */
export function readDatabaseLocation(env: NodeJS.ProcessEnv = process.env) {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: path.resolve(env.DATA_DIR ?? '.data') };
}

/** Reads the environment once, at start-up; production refuses weak or missing secrets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);

  let sessionSecret = env.SESSION_SECRET;
  if (!sessionSecret || sessionSecret.length < MIN_SECRET_LENGTH) {
    if (production) {
      throw new ConfigError(
        `SESSION_SECRET must be set to at least ${MIN_SECRET_LENGTH} random characters in production`,
      );
    }
    // Outside production a per-process secret is fine: sessions simply do not survive a restart.
    sessionSecret = randomBytes(32).toString('hex');
  }

  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }

  const publicUrl = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined;
  const smtpUrl = readSmtpUrl(env.SMTP_URL, publicUrl);

  const answerWithinHours = Number(env.ANSWER_WITHIN_HOURS ?? ASSIGNMENT.answerWithinDays * 24);
  if (!Number.isFinite(answerWithinHours) || answerWithinHours <= 0) {
    throw new ConfigError(`ANSWER_WITHIN_HOURS must be a number of hours above 0, got "${env.ANSWER_WITHIN_HOURS}"`);
  }

  const resumeRetentionDays = readResumeRetentionDays(env.RESUME_RETENTION_DAYS);
  const metricsToken = readMetricsToken(env.METRICS_TOKEN);

  const host = env.HOST || 'localhost';
  const demoAccounts = readDemoAccounts(env.DEMO_ACCOUNTS, { production, host });

  return {
    production,
    port,
    host,
    ...readDatabaseLocation(env),
    sessionSecret,
    publicUrl,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    demoAccounts,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    smtpUrl,
    answerWithinHours,
    resumeRetentionDays,
    mailFrom: env.MAIL_FROM || `ReferBridge <no-reply@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}>`,
    mailLinkOrigin: publicUrl ?? `http://localhost:${port}`,
    metricsToken,
  };
}

/** A bearer token a scraper sends in a header: long enough not to be guessed, in the characters a header carries. */
function readMetricsToken(value: string | undefined) {
  if (!value) return undefined;
  // The message never repeats the value: it is a secret, and start logs are read by many.
  if (value.length < MIN_SECRET_LENGTH || !/^[A-Za-z0-9._~+/=-]+$/.test(value)) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${MIN_SECRET_LENGTH} characters of letters, digits and . _ ~ + / = - ` +
        '(for example the output of `openssl rand -hex 32`)',
    );
  }
  return value;
}

/** Mail that leaves carries links, and only PUBLIC_URL says where people reach the app. */
function readSmtpUrl(value: string | undefined, publicUrl: string | undefined) {
  if (!value) return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    // The value itself may hold the SMTP password, so the message does not repeat it.
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  if (!publicUrl) {
    throw new ConfigError(
      'SMTP_URL needs PUBLIC_URL: the links in mail must carry the address people reach the app at',
    );
  }
  return value;
}

/** A whole number of days: at least one (a resume is kept a day after its request ends), at most a century. */
const MAX_RESUME_RETENTION_DAYS = 36_500;

function readResumeRetentionDays(value: string | undefined) {
  if (value === undefined || value === '') return RETENTION.resumeDaysAfterEnd;
  const days = Number(value);
  if (!/^\s*[0-9]+\s*$/.test(value) || days < 1 || days > MAX_RESUME_RETENTION_DAYS) {
    throw new ConfigError(
      `RESUME_RETENTION_DAYS must be a whole number of days from 1 to ${MAX_RESUME_RETENTION_DAYS} (the default is ` +
        `${RETENTION.resumeDaysAfterEnd}), got "${value}"`,
    );
  }
  return days;
}

/** Only this machine can reach a server that listens on these. */
export function isLoopbackHost(host: string) {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
}

/**
 * The demo accounts' passwords are published in the README. By default they work only on a server that this machine
 * alone can reach, outside production; DEMO_ACCOUNTS=true or false decides otherwise.
 */
function readDemoAccounts(value: string | undefined, where: { production: boolean; host: string }) {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === undefined || value === '' || value === 'auto') return !where.production && isLoopbackHost(where.host);
  throw new ConfigError(`DEMO_ACCOUNTS must be true, false or auto, got "${value}"`);
}

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function readTrustProxy(value: string | undefined): false | string {
  if (value === undefined || value === '' || value === 'false') return false;
  const howTo =
    'List the addresses of the proxies in front of the app, as the app sees them: TRUST_PROXY=10.0.0.2, ' +
    'TRUST_PROXY=10.0.0.2,10.0.0.3, a range such as TRUST_PROXY=10.0.0.0/8, or TRUST_PROXY=loopback for a proxy on ' +
    'this machine.';
  if (value === 'true') {
    throw new ConfigError(
      `TRUST_PROXY=true would believe every address in X-Forwarded-For, which clients can write themselves. ${howTo}`,
    );
  }
  if (/^[0-9]+$/.test(value)) {
    // Fastify no longer trusts a bare hop count (it cannot tell a proxy from a client that sends the header).
    throw new ConfigError(`TRUST_PROXY cannot be a number of proxies. ${howTo}`);
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  for (const address of addresses) {
    const [ip, prefix] = address.split('/');
    const validPrefix = prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= 128);
    if (!PROXY_ADDRESS_NAMES.has(address) && !(isIP(ip ?? '') && validPrefix)) {
      throw new ConfigError(`TRUST_PROXY: "${address}" is not an address, a range or a proxy-addr name. ${howTo}`);
    }
  }
  return addresses.join(',');
}
