import type { FastifyRequest } from 'fastify';
import type { UserRow } from './db/schema.js';
import { findUserById } from './repositories/users.js';
import { HttpError } from './plugins/errors.js';

/**
 * The signed-in user's row, read afresh on every call: a role or an account can change after sign-in, and a deleted
 * account must not be written into other rows as a foreign key. A handler that acts on the caller after reading a
 * body (an upload can take seconds) reads them here. A disabled account counts as signed out, whatever session it
 * still holds.
 */
export async function loadCurrentUser(request: FastifyRequest): Promise<UserRow | undefined> {
  const userId = request.session?.userId;
  if (!userId) return undefined;
  return signedInAs(await findUserById(request.server.db, userId));
}

/**
 * The signed-in user as the request began: the account read with the session, in its statement
 * (plugins/sessions.ts), so that the access rules (access.ts), which run first, cost no read of their own. A session
 * begun during this request (a sign-in) has no account read with it, and its account is read now.
 */
export async function accountAtStart(request: FastifyRequest): Promise<UserRow | undefined> {
  const account = request.session?.account;
  if (account && account.id === request.session.userId) return signedInAs(account);
  return loadCurrentUser(request);
}

const signedInAs = (user: UserRow | undefined) => (user?.disabledAt ? undefined : user);

/**
 * The signed-in admin. Anyone else, signed in or not, gets the same 404 as an address that does not exist: the admin
 * API does not tell outsiders that it is there.
 */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await accountAtStart(request);
  if (user?.role !== 'admin') {
    throw new HttpError(404, `No such endpoint: ${request.method} ${request.url.split('?', 1)[0]}`);
  }
  return user;
}
