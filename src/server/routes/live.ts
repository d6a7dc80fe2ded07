import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerResponse } from 'node:http';
import { Type } from 'typebox';
import { LIVE_EVENT, LIVE_RETRY_MS } from '../../shared/notifications.js';
import { ErrorSchema } from '../../shared/schemas/common.js';
import {
  MarkNotificationsReadBodySchema,
  UnreadNotificationsSchema,
  type UserNotification,
} from '../../shared/schemas/notifications.js';
import { callerOf, signedIn } from '../access.js';
import {
  markNotificationsRead,
  positionText,
  readPosition,
  unreadNotifications,
  type LiveHub,
  type LivePosition,
} from '../live/liveHub.js';
import { HttpError } from '../plugins/errors.js';

export interface LiveRouteOptions {
  /** This process's hub (src/server/live/liveHub.ts); unset, the stream answers 503 (apps built for route tests). */
  hub: LiveHub | undefined;
}

export const liveMessages = {
  eventStreamOnly: 'This address streams live updates: ask for text/event-stream, as EventSource does.',
  notRunning: 'Live updates are not running on this server.',
} as const;

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/** Each event's id is the stream's position after it, which a reconnecting EventSource sends back. */
function eventOf(notification: UserNotification, position: LivePosition) {
  return `id: ${positionText(position)}\nevent: ${LIVE_EVENT}\ndata: ${JSON.stringify(notification)}\n\n`;
}

/**
 * Live updates: a Server-Sent Events stream of the signed-in account's own notifications (a request received, moved, answered
 * or withdrawn), and the unread count the navbar shows.
 */
const liveRoutes: FastifyPluginAsyncTypebox<LiveRouteOptions> = async (app, options) => {
  // Each account's own notifications: signed in, before anything sent is read.
  app.addHook('onRequest', signedIn);

  // Open streams never end by themselves: closing the app ends them, so the close does not wait on them.
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    // Ended and its connection closed: an ended stream's keep-alive connection would otherwise hold the close.
    for (const response of open) response.end(() => response.socket?.destroy());
  });

  app.get(
    '/api/live',
    {
      schema: {
        response: {
          200: {
            description: 'Server-Sent Events: `notification` events, each with its id for Last-Event-ID',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          '4xx': ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new HttpError(406, liveMessages.eventStreamOnly);
      }
      const hub = options.hub;
      if (!hub) throw new HttpError(503, liveMessages.notRunning);
      // A reconnecting EventSource says what it had last: it gets what it missed, and nothing twice.
      const header = request.headers['last-event-id'];
      const said = readPosition(typeof header === 'string' ? header : undefined);
      const start = said ? { position: said } : await hub.present(user.id);

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        // Proxies such as nginx would hold the events back in a buffer.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${LIVE_RETRY_MS}\n\n`);
      open.add(response);
      const heartbeat = setInterval(() => response.write(': still here\n\n'), HEARTBEAT_MS);
      let unsubscribe = () => {};
      let closed = false;
      const close = () => {
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(response);
      };
      // The response's close, not the request's: a GET's request stream closes as soon as it has been read, while
      // the response closes when the browser goes away or the stream is ended.
      response.on('close', close);
      unsubscribe = await hub.subscribe({
        userId: user.id,
        ...start,
        send: (notification, sentPosition) => response.write(eventOf(notification, sentPosition)),
      });
      // Gone while it was being subscribed: the close above ran before there was anything to remove.
      if (closed) close();
    },
  );

  app.get(
    '/api/me/notifications',
    { schema: { response: { 200: UnreadNotificationsSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      reply.header('Cache-Control', 'private, no-store');
      return unreadNotifications(app.db, user.id);
    },
  );

  app.post(
    '/api/me/notifications/read',
    {
      config: { keepsCatalogue: true },
      schema: {
        body: MarkNotificationsReadBodySchema,
        response: { 200: UnreadNotificationsSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      await markNotificationsRead(app.db, user.id, request.body.throughId);
      reply.header('Cache-Control', 'private, no-store');
      return unreadNotifications(app.db, user.id);
    },
  );
};

export default liveRoutes;
