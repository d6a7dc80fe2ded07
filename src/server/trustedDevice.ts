import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP's device cookie: a browser that signed in to an account before carries a signed note of it, and is exempt
 * from that account's sign-in lock. A stranger guessing passwords can lock the account for other browsers, but not
 * for the owner's own. Guessing from a trusted browser is still held back by the per-address rate limit.
 */
export const TRUSTED_DEVICE_COOKIE = 'rb.device';
const TRUST_DAYS = 180;

export interface TrustedDevices {
  /** The account this browser has signed in to before, if its cookie is genuine and current. */
  accountOf(request: FastifyRequest): number | undefined;
  trust(reply: FastifyReply, userId: number): void;
}

export function trustedDevices(options: { secret: string; secureCookie: boolean }): TrustedDevices {
  // A key of its own, derived from the session secret, so a device cookie can never pass for anything else.
  const key = createHmac('sha256', options.secret).update('referbridge trusted device').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    accountOf(request) {
      const cookie = request.cookies?.[TRUSTED_DEVICE_COOKIE];
      const [userId, issuedAt, nonce, signature] = cookie?.split('.') ?? [];
      if (!userId || !issuedAt || !nonce || !signature) return undefined;
      const expected = Buffer.from(sign(`${userId}.${issuedAt}.${nonce}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const ageDays = (Date.now() / 1000 - Number(issuedAt)) / 86_400;
      if (!(ageDays >= 0 && ageDays <= TRUST_DAYS)) return undefined;
      return Number(userId);
    },
    trust(reply, userId) {
      const payload = `${userId}.${Math.floor(Date.now() / 1000)}.${randomBytes(9).toString('base64url')}`;
      reply.setCookie(TRUSTED_DEVICE_COOKIE, `${payload}.${sign(payload)}`, {
        path: '/api/login',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookie,
        maxAge: TRUST_DAYS * 86_400,
      });
    },
  };
}
