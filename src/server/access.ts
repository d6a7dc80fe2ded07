import type { FastifyReply, FastifyRequest } from 'fastify';
import { authMessages } from '../shared/auth.js';
import { MAX_ID } from '../shared/schemas/common.js';
import { accountAtStart, requireAdmin } from './currentUser.js';
import type { UserRow } from './db/schema.js';
import { HttpError } from './plugins/errors.js';

/**
 * Who may call a route, decided before anything the caller sent is read: a route declares its rule as its
 * `onRequest` hook (`{ onRequest: signedIn }`, or `app.addHook('onRequest', adminOnly)` for a whole plugin), which
 * runs before the body is parsed, before the query, parameters and body are validated, and before a multipart file is
 * read. A caller the rule refuses gets the same answer whatever they send: malformed JSON, another content type, a
 * body past the limit, a file or a query string of any kind. The handler takes the caller the rule let in from
 * `callerOf(request)`, so the account is read once per request.
 *
 * A rule sees the URL's parameters, as text: `idParam` reads an id the way the validator would, so that a rule about
 * whose object it is (`POST /api/referral-requests/:id/moves`) can answer 403 or 404 first. An id the validator would
 * refuse is left to it: that answer is about the address, the same for every caller the rule lets that far.
 */

const callers = new WeakMap<FastifyRequest, UserRow>();

/**
 * Any signed-in account; everyone else gets 401 with the message of `GET /api/me`. A session whose account has since
 * been deleted or disabled counts as signed out, and is ended here, its cookie cleared.
 */
export async function signedIn(request: FastifyRequest, reply: FastifyReply) {
  await letInSignedIn(request, reply, () => new HttpError(401, authMessages.notSignedIn));
}

async function letInSignedIn(request: FastifyRequest, reply: FastifyReply, signedOut: () => HttpError) {
  const user = await accountAtStart(request);
  if (!user) {
    if (request.session?.userId) await request.server.signOut(request, reply);
    throw signedOut();
  }
  callers.set(request, user);
  return user;
}

/**
 * Signed-in callers who also pass `check`, which throws the refusal (a 403, or the 404 of an object that is not theirs):
 * the hook of a route for some signed-in accounts only, such as referrers, or the parties of a request. Signed out,
 * the caller gets 401, or what `signedOut` makes (a route that answers everyone else as if the object were missing).
 */
export function signedInAnd(
  check: (request: FastifyRequest, caller: UserRow) => Promise<void>,
  signedOut = () => new HttpError(401, authMessages.notSignedIn),
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await check(request, await letInSignedIn(request, reply, signedOut));
  };
}

/** Admins only: everyone else, signed in or not, gets the 404 of an address that does not exist. */
export async function adminOnly(request: FastifyRequest) {
  callers.set(request, await requireAdmin(request));
}

/** The caller the route's access rule let in. A route without one has no caller to give: a bug, answered 500. */
export function callerOf(request: FastifyRequest): UserRow {
  const caller = callers.get(request);
  if (!caller) throw new Error(`${request.method} ${request.routeOptions.url} reads its caller but has no access rule`);
  return caller;
}

/** The request's `:id` as the validator reads it (digits, from 1 to MAX_ID), or undefined for one it refuses. */
export function idParam(request: FastifyRequest): number | undefined {
  const text = (request.params as { id?: unknown }).id;
  if (typeof text !== 'string' || !/^[0-9]+$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}
