import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PRODUCT_NAME } from '../shared/product.js';
import { normalizeCode, TWO_STEP, twoStepMessages } from '../shared/twoStep.js';
import type { UserRow } from './db/schema.js';
import { HttpError } from './plugins/errors.js';
import { countHit } from './repositories/rateLimits.js';
import {
  claimTimeStep,
  clearCodeAttempts,
  confirmEnrolment,
  countRecoveryCodesLeft,
  findPendingEnrolment,
  findTwoStep,
  spendRecoveryCode,
  startEnrolment,
  turnOffTwoStep,
} from './repositories/twoStep.js';

declare module 'fastify' {
  interface Session {
    /**
     * A sign-in whose password was right, waiting for its code (POST /api/login/code): not a signed-in session, which
     * has `userId`. `until` is when it lapses (ms).
     */
    twoStepPending?: { userId: number; until: number };
  }
  interface FastifyInstance {
    twoStep: TwoStep;
  }
}

/** What a code was worth: a pass, a refusal, or none tried because the account's attempts are spent for now. */
export type CodeCheck = { passed: true } | { passed: false } | { locked: true; msLeft: number };

/**
 * Two-step sign-in, decorated on the app as `app.twoStep` so that any route (sign-in, account deletion, the admin
 * API) reaches the same rules.
 *
 * - The secret is sealed with AES-256-GCM under a key derived (HKDF) from SESSION_SECRET, with the account's id as
 *   associated data: a copy of the database alone cannot make codes, and a sealed secret moved to another account
 *   does not open. SESSION_SECRET is required in production; where it is random per process (a try-out), a restart
 *   leaves the secrets unreadable, and the account signs in with a recovery code.
 * - Recovery codes carry 80 random bits each, so a plain SHA-256 of each is kept: argon2 is for passwords, which
 *   people choose and can be guessed; nobody can search 2^80 codes, and a key would tie the codes to SESSION_SECRET,
 *   which is the one way back in when the secret cannot be read.
 * - A code from the app is accepted once: its time step is stored, and a code of that step or an earlier one is
 *   refused.
 * - Codes tried are counted per account in PostgreSQL (rate_limit_counters), so the limit holds across processes,
 *   sessions and addresses.
 */
export interface TwoStep {
  /** Whether the account's sign-in asks for a code. */
  isEnabled(userId: number): Promise<boolean>;
  /** For `GET /api/me/two-step`. */
  status(user: UserRow): Promise<{
    enabled: boolean;
    enabledAt: string | null;
    recoveryCodesLeft: number;
    required: boolean;
  }>;
  /**
   * Checks a code of the account's second factor: an authenticator code not used before, or an unused recovery code
   * (which it spends). False for a wrong, expired or reused code, and when two-step sign-in is off. Past the
   * account's limit of attempts it throws a 429 without checking. For confirming a grave action (deleting the
   * account) with "the second factor, if on": ask `isEnabled` first.
   */
  verifySecondFactor(userId: number, code: string): Promise<boolean>;
  /** `verifySecondFactor` with the wait of a locked account, for routes that say it in Retry-After. */
  checkCode(userId: number, code: string): Promise<CodeCheck>;
  /** After a right password: a short-lived pending sign-in in a fresh session, and the 401 that asks for the code. */
  askForCode(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<FastifyReply>;
  /** Begins an enrolment (the password was checked); undefined when two-step sign-in is already on. */
  startEnrolment(user: UserRow): Promise<{ secret: string; otpauthUri: string } | undefined>;
  /** The first code from the app turns it on: the recovery codes, shown once. */
  confirmEnrolment(userId: number, code: string): Promise<{ recoveryCodes: string[] } | 'noEnrolment' | 'wrongCode'>;
  turnOff(userId: number): Promise<boolean>;
  /** The admin API's rule: in production, an admin without two-step sign-in gets a 403 that sends them to enrol. */
  requireForAdmin(admin: UserRow): Promise<void>;
}

export interface TwoStepOptions {
  sessionSecret: string;
  /** NODE_ENV=production: admins must turn it on before using the admin dashboard and its API. */
  adminsMustEnrol: boolean;
}

const SEAL_VERSION = 'v1';
/** The authenticator codes' library, loaded with the first code or enrolment rather than as the server starts. */
const loadOtplib = () => import('otplib');
const CODE_TOLERANCE_SECONDS = TWO_STEP.periodSeconds;
const ATTEMPT_WINDOW_MS = TWO_STEP.attemptWindowMinutes * 60_000;
const TOTP_CODE = new RegExp(`^[0-9]{${TWO_STEP.codeDigits}}$`);
const RECOVERY_CODE = new RegExp(`^[${TWO_STEP.recoveryCodeAlphabet}]{${TWO_STEP.recoveryCodeLength}}$`);

export function hashRecoveryCode(code: string) {
  return createHash('sha256').update(normalizeCode(code)).digest('hex');
}

export function newRecoveryCode() {
  const { recoveryCodeAlphabet: alphabet, recoveryCodeLength: length } = TWO_STEP;
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The key under which an account's code attempts are counted (in rate_limit_counters, apart from route limits). */
export function codeAttemptsKey(userId: number) {
  return `two-step-codes|${userId}`;
}

export function createTwoStep(app: FastifyInstance, options: TwoStepOptions): TwoStep {
  const db = app.db;
  const key = Buffer.from(
    hkdfSync('sha256', options.sessionSecret, Buffer.alloc(0), 'referbridge two-step secret', 32),
  );
  const associatedData = (userId: number) => Buffer.from(`two-step:${userId}`);

  const seal = (userId: number, secret: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(associatedData(userId));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
    return [SEAL_VERSION, ...parts].join('.');
  };
  const unseal = (userId: number, value: string) => {
    const [version, iv, sealed, tag] = value.split('.');
    try {
      if (version !== SEAL_VERSION || !iv || !sealed || !tag) {
        throw new Error('unknown format');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(associatedData(userId))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      app.log.warn({ userId }, 'a two-step secret could not be read: was SESSION_SECRET changed?');
      return undefined;
    }
  };

  /** The time step of an authenticator code for this secret, if it is current and later than `afterTimeStep`. */
  const acceptedTimeStep = async (secret: string, code: string, afterTimeStep: number | null) => {
    const { verify } = await loadOtplib();
    const result = await verify({
      secret,
      token: code,
      epochTolerance: CODE_TOLERANCE_SECONDS,
      ...(afterTimeStep !== null && { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  };

  const passes = async (userId: number, code: string) => {
    const row = await findTwoStep(db, userId);
    if (!row?.enabledAt) return false;
    const typed = normalizeCode(code);
    if (TOTP_CODE.test(typed)) {
      const secret = unseal(userId, row.secretSealed);
      if (secret === undefined) return false;
      const timeStep = await acceptedTimeStep(secret, typed, row.lastUsedStep);
      return timeStep !== undefined && (await claimTimeStep(db, userId, timeStep));
    }
    if (RECOVERY_CODE.test(typed)) return spendRecoveryCode(db, userId, hashRecoveryCode(typed));
    return false;
  };

  const checkCode = async (userId: number, code: string): Promise<CodeCheck> => {
    // Counted before the check, in one statement, so that attempts sent at once in several processes all count.
    const { hits, msLeft } = await countHit(db, codeAttemptsKey(userId), ATTEMPT_WINDOW_MS);
    if (hits > TWO_STEP.attemptsPerWindow) return { locked: true, msLeft };
    if (!(await passes(userId, code))) return { passed: false };
    await clearCodeAttempts(db, codeAttemptsKey(userId));
    return { passed: true };
  };

  const isEnabled = async (userId: number) => Boolean((await findTwoStep(db, userId))?.enabledAt);

  return {
    isEnabled,

    async status(user) {
      const row = await findTwoStep(db, user.id);
      const enabledAt = row?.enabledAt ?? null;
      return {
        enabled: enabledAt !== null,
        enabledAt: enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabledAt ? await countRecoveryCodesLeft(db, user.id) : 0,
        required: options.adminsMustEnrol && user.role === 'admin',
      };
    },

    async verifySecondFactor(userId, code) {
      const result = await checkCode(userId, code);
      if ('locked' in result) throw tooManyAttempts(result.msLeft);
      return result.passed;
    },

    checkCode,

    async askForCode(request, reply, userId) {
      // A fresh session id, holding no user: nothing signed in is handed out until the code is right.
      await request.session.regenerate();
      request.session.twoStepPending = { userId, until: Date.now() + TWO_STEP.pendingSignInMinutes * 60_000 };
      return reply.status(401).send({ message: twoStepMessages.codeNeeded, secondStep: true, requestId: request.id });
    },

    async startEnrolment(user) {
      const { generateSecret, generateURI } = await loadOtplib();
      const secret = generateSecret();
      if (!(await startEnrolment(db, user.id, seal(user.id, secret)))) return undefined;
      return { secret, otpauthUri: generateURI({ issuer: PRODUCT_NAME, label: user.email, secret }) };
    },

    async confirmEnrolment(userId, code) {
      const pending = await findPendingEnrolment(db, userId, TWO_STEP.pendingEnrolmentMinutes);
      const secret = pending && unseal(userId, pending.secretSealed);
      if (!pending || secret === undefined) return 'noEnrolment';
      const typed = normalizeCode(code);
      const timeStep = TOTP_CODE.test(typed) ? await acceptedTimeStep(secret, typed, null) : undefined;
      if (timeStep === undefined) return 'wrongCode';
      const recoveryCodes = Array.from({ length: TWO_STEP.recoveryCodeCount }, newRecoveryCode);
      const confirmed = await confirmEnrolment(db, userId, {
        secretSealed: pending.secretSealed,
        timeStep,
        recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
      });
      return confirmed ? { recoveryCodes } : 'noEnrolment';
    },

    turnOff(userId) {
      return turnOffTwoStep(db, userId);
    },

    async requireForAdmin(admin) {
      if (options.adminsMustEnrol && !(await isEnabled(admin.id))) {
        throw new HttpError(403, twoStepMessages.adminMustEnrol);
      }
    },
  };
}

export function tooManyAttempts(msLeft: number) {
  return new HttpError(429, twoStepMessages.tooManyAttempts(Math.max(1, Math.ceil(msLeft / 60_000))));
}

async function twoStepPlugin(app: FastifyInstance, options: TwoStepOptions) {
  app.decorate('twoStep', createTwoStep(app, options));
}

export default fp(twoStepPlugin, { name: 'two-step', dependencies: ['database'] });
