import type { FastifyRequest } from 'fastify';
import { authMessages } from '../shared/auth.js';
import type { UserRow } from './db/schema.js';
import { findUserById } from './repositories/users.js';
import { HttpError } from './plugins/errors.js';

/**
 * The signed-in user's row, read afresh on every call: a role or an account can change after sign-in,
 * and a deleted account must not be written into other rows as a foreign key. A disabled account counts as signed
 * out, whatever session it still holds.
 */
export async function loadCurrentUser(request: FastifyRequest): Promise<UserRow | undefined> {
  const userId = request.session?.userId;
  if (!userId) return undefined;
  const user = await findUserById(request.server.db, userId);
  return user?.disabledAt ? undefined : user;
}

/**
 * The signed-in user, or a 401 with the same message as GET /api/me. A route does not call it in its handler: it
 * declares `signedIn` from access.ts as its onRequest hook, which decides before anything sent is read.
 */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await loadCurrentUser(request);
  if (!user) throw new HttpError(401, authMessages.notSignedIn);
  return user;
}

/**
 * The signed-in admin. Anyone else, signed in or not, gets the same 404 as an address that does not exist: the admin
 * API does not tell outsiders that it is there.
 */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await loadCurrentUser(request);
  if (user?.role !== 'admin') {
    throw new HttpError(404, `No such endpoint: ${request.method} ${request.url.split('?', 1)[0]}`);
  }
  return user;
}
