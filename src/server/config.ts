import { randomBytes } from 'node:crypto';
import path from 'node:path';

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
  trustProxy: boolean;
  logLevel: string;
}

export class ConfigError extends Error {}

const MIN_SECRET_LENGTH = 32;

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

  return {
    production,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    sessionSecret,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
  };
}
