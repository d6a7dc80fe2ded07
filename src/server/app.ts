import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Database } from './db/client.js';
import apiDocsPlugin from './plugins/apiDocs.js';
import databasePlugin from './plugins/database.js';
import errorsPlugin, { noSuchEndpoint } from './plugins/errors.js';
import inputGuardPlugin from './plugins/inputGuard.js';
import metricsPlugin from './plugins/metrics.js';
import requestIdsPlugin, { REQUEST_ID_HEADER, requestIdGenerator } from './plugins/requestIds.js';
import securityPlugin, { createSecurityHeaders } from './plugins/security.js';
import sessionsPlugin from './plugins/sessions.js';
import spaPlugin from './plugins/spa.js';
import adminFailureRoutes from './routes/adminFailures.js';
import adminMailRoutes from './routes/adminMail.js';
import adminRoutes from './routes/admin.js';
import accountRoutes, { type AccountRouteOptions } from './routes/account.js';
import accountDeletionRoutes from './routes/accountDeletion.js';
import authRoutes, { type AuthRouteOptions } from './routes/auth.js';
import catalogRoutes from './routes/catalog.js';
import followedRequestRoutes, { type FollowedRequestRouteOptions } from './routes/followedRequest.js';
import healthRoutes from './routes/health.js';
import jobPostingRoutes from './routes/jobPostings.js';
import paymentRoutes from './routes/payment.js';
import onboardingRoutes from './routes/onboarding.js';
import passwordRecoveryRoutes, { type PasswordRecoveryRouteOptions } from './routes/passwordRecovery.js';
import referrerProfileRoutes from './routes/referrerProfile.js';
import workEmailRoutes, { type WorkEmailRouteOptions } from './routes/workEmail.js';
import liveRoutes from './routes/live.js';
import type { LiveHub } from './live/liveHub.js';
import { CatalogCache } from './catalogCache.js';
import { OUTPUT_BLOCK_BYTES } from './encodedBody.js';
import { UploadSlots, type UploadSlotLimits } from './uploadSlots.js';
import type { BackgroundJobs } from './jobs/backgroundJobs.js';
import { WHATSAPP_NOT_CONFIGURED, type MessageTransport } from './notifications/whatsapp.js';
import referralRequestRoutes, { type ReferralRequestRouteOptions } from './routes/referralRequests.js';
import matchReasonRoutes from './routes/matchReasons.js';
import { adminConversationRoutes, conversationRoutes, type ConversationRouteOptions } from './routes/conversations.js';
import shareLinkRoutes from './routes/shareLinks.js';
import blogRedirects from './routes/blogRedirects.js';
import surveyRoutes, { type SurveyRouteOptions } from './routes/survey.js';
import twoStepRoutes, { type TwoStepRouteOptions } from './routes/twoStep.js';
import twoStepPlugin from './twoStep.js';
import contactRoutes, { type ContactRouteOptions } from './routes/contact.js';
import dataExportRoutes, { type DataExportRouteOptions } from './routes/dataExport.js';
import sessionRoutes from './routes/sessions.js';
import { PUBLIC_HOST_FALLBACK, publicOrigin } from '../shared/publicUrl.js';
import { describePage } from './pageHeads.js';
import { CONVERSATION } from '../shared/conversation.js';
import { startPageRenderer } from '../rendering/pageRenderer.js';
import { trustedDevices } from './trustedDevice.js';
import { buildSerializerOnFirstUse, validatorCompiler } from './validation.js';

export interface AppOptions {
  db: Database;
  sessionSecret: string;
  production?: boolean;
  publicUrl?: string;
  /**
   * The origin of the links in mail (ServerConfig.mailLinkOrigin); never a request's Host header, which its sender
   * writes. Unset: PUBLIC_URL, else the public host that shared links use.
   */
  mailLinkOrigin?: string;
  /** SMTP_URL is set: mail leaves the outbox. Unset (a local try-out, tests), it stays there for admins to read. */
  mailDelivered?: boolean;
  /** See ServerConfig.trustProxy. */
  trustProxy?: false | string;
  /** The built SPA; when unset, only the API is served (tests, and `npm run dev`, where Vite serves the pages). */
  distDir?: string;
  /**
   * The built page renderer (dist/renderer), which renders the pages that show data per request, with their data
   * (src/rendering/pageRenderer.ts); unset, they are sent prerendered.
   */
  pageRendererFile?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Asks for a request to be matched or moved on soon: the job queue's (src/server/jobs/backgroundJobs.ts). Unset (tests
   * of routes alone), nothing is asked, and assignment happens only when called.
   */
  assignSoon?: (requestId: number, afterSeconds?: number) => void;
  /** This process's live updates (src/server/live/liveHub.ts); unset, the stream answers 503. */
  liveHub?: LiveHub;
  /**
   * This process's job queue, once started (main.ts starts it after building the app), for GET /api/health/ready and
   * GET /metrics. Unset, the app runs without one (tests of routes alone) and neither reports it.
   */
  backgroundJobs?: () => BackgroundJobs | undefined;
  /** METRICS_TOKEN (ServerConfig.metricsToken): who else than this machine may read GET /metrics. */
  metricsToken?: string;
  /**
   * Where WhatsApp notifications go (src/server/notifications/whatsapp.ts); unset, nowhere: not configured, as
   * `GET /api/me/account` tells /profile (whatsappConfigured).
   */
  whatsapp?: MessageTransport;
  /** How many uploads are read at once, and for how long they wait and arrive (src/server/uploadSlots.ts). */
  uploadSlots?: Partial<UploadSlotLimits>;
  rateLimits?: Partial<
    Pick<AuthRouteOptions, 'loginLimit' | 'registerLimit'> &
      Pick<ReferralRequestRouteOptions, 'referralRequestLimit'> &
      Pick<PasswordRecoveryRouteOptions, 'passwordResetLimit'> &
      Pick<WorkEmailRouteOptions, 'workEmailLimit'> &
      Pick<AccountRouteOptions, 'passwordChangeLimit'> &
      Pick<TwoStepRouteOptions, 'codeLimit'> &
      FollowedRequestRouteOptions &
      SurveyRouteOptions &
      ContactRouteOptions &
      DataExportRouteOptions &
      ConversationRouteOptions
  >;
}

const API_PREFIX = '/api/';

/** Methods that change nothing: every other answered request may have changed the catalogue. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sendFrameworkError(error: FastifyError, reply: FastifyReply) {
  const message = error.statusCode === 414 ? 'This address is too long.' : 'This address is not valid.';
  const requestId = reply.request.id;
  return reply
    .status(error.statusCode ?? 400)
    .header(REQUEST_ID_HEADER, requestId)
    .send({ message, requestId });
}

/** Builds the whole application; `main.ts` listens with it and tests call `inject()` on it. */
export async function buildApp(options: AppOptions) {
  const production = options.production ?? false;
  const mailLinkOrigin = options.mailLinkOrigin ?? options.publicUrl ?? PUBLIC_HOST_FALLBACK;
  const securityHeaders = createSecurityHeaders({ production });
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    genReqId: requestIdGenerator(options.trustProxy ?? false),
    // The default (0) lets a slow client hold a connection forever; 2 minutes leaves a 5 MiB resume
    // time to upload over a slow mobile link.
    requestTimeout: 120_000,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: { buildSerializer: buildSerializerOnFirstUse } },
    // The router's own refusals (a malformed percent-encoding, a parameter past 100 characters) run no hooks:
    // without this they would leave with Fastify's body and none of the security headers.
    frameworkErrors: (error, request, reply) => {
      securityHeaders(request.raw, reply.raw);
      sendFrameworkError(error, reply);
    },
  });

  // Each route's schema (src/shared/schemas) is its validation: AJV for the shape, the shared Yup rules after it.
  app.setValidatorCompiler(validatorCompiler);

  // JSON routes accept JSON only: a cross-site HTML form can send text/plain, which must not be parsed.
  app.removeContentTypeParser('text/plain');

  await app.register(errorsPlugin);
  await app.register(requestIdsPlugin);
  const jobs = options.backgroundJobs;
  const uploadSlots = new UploadSlots(options.uploadSlots);
  await app.register(metricsPlugin, {
    db: options.db,
    token: options.metricsToken,
    countJobs: jobs && (() => jobs()?.countJobs()),
    liveHub: options.liveHub,
    uploadSlots,
  });

  // The public catalogue's answers, kept until it changes (src/server/catalogCache.ts). This process's own writes empty
  // it before their answer leaves (but for routes that say they keep it), so the writer reads the change at once; the database's announcements empty it for
  // the changes of other processes and background jobs. Without a live hub (tests of routes alone) nothing is kept.
  const catalogCache = new CatalogCache({
    fresh: () => options.liveHub?.listening ?? false,
    onRead: app.countCatalogRead,
  });
  app.decorate('catalogCache', catalogCache);
  app.decorate('uploadSlots', uploadSlots);
  const stopInvalidating = options.liveHub?.onCatalogChange(() => catalogCache.invalidate());
  app.addHook('onClose', async () => stopInvalidating?.());
  app.addHook('onSend', async (request, reply) => {
    const write = !READ_ONLY_METHODS.has(request.method) && reply.statusCode < 400;
    if (write && !request.routeOptions.config?.keepsCatalogue) catalogCache.invalidate();
  });

  // Closing, the server stops taking connections and waits for the open ones, so that requests in flight finish.
  // A keep-alive connection whose request finished during the close would then hold it open for the whole keep-alive
  // timeout: answers sent while closing end their connection instead.
  let closing = false;
  // A connection that has not sent its first request yet (a browser's preconnect, a probe's, a client's opened just
  // as the close began) is not idle to Node: it counts as waiting for a request, and would hold the close for the
  // whole requestTimeout. Such connections are ended as the close begins; the server takes no new ones after it.
  const awaitingFirstRequest = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    awaitingFirstRequest.add(socket);
    socket.once('close', () => awaitingFirstRequest.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage) => awaitingFirstRequest.delete(request.socket));
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of awaitingFirstRequest) socket.destroy();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // Before @fastify/static (see spa.ts), as the plugin requires. Answers are compressed past 1 kB; request bodies are
  // never decompressed: a small gzip body could inflate past every limit before anything checks it.
  await app.register(fastifyCompress, {
    threshold: 1024,
    // Compressed in this thread up to 64 kB, as kept answers are (encodedBody.ts): an API answer of a few kilobytes
    // costs brotli a tenth of a millisecond, less than a stream through libuv's pool (the plugin's default on two
    // cores stops at 8 kB).
    syncThreshold: 64 * 1024,
    // In blocks the size of an answer's copy rather than zlib's 16 KiB (see OUTPUT_BLOCK_BYTES).
    brotliOptions: { chunkSize: OUTPUT_BLOCK_BYTES },
    zlibOptions: { chunkSize: OUTPUT_BLOCK_BYTES },
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  await app.register(securityPlugin, { publicUrl: options.publicUrl, securityHeaders, db: options.db });
  await app.register(inputGuardPlugin);
  await app.register(databasePlugin, { db: options.db });
  await app.register(sessionsPlugin, { db: options.db, secret: options.sessionSecret, secureCookie: production });
  await app.register(apiDocsPlugin, { production });

  await app.register(twoStepPlugin, { sessionSecret: options.sessionSecret, adminsMustEnrol: production });

  await app.register(healthRoutes, {
    jobQueueRunning: jobs && (() => jobs()?.running ?? false),
    liveUpdatesListening: options.liveHub && (() => options.liveHub!.listening),
  });
  const devices = trustedDevices({ secret: options.sessionSecret, secureCookie: production });
  await app.register(authRoutes, {
    loginLimit: options.rateLimits?.loginLimit ?? 10,
    registerLimit: options.rateLimits?.registerLimit ?? 20,
    trustedDevices: devices,
  });
  await app.register(twoStepRoutes, {
    codeLimit: options.rateLimits?.codeLimit ?? 10,
    passwordCheckLimit: options.rateLimits?.passwordChangeLimit ?? 10,
    trustedDevices: devices,
  });
  const whatsapp = options.whatsapp ?? WHATSAPP_NOT_CONFIGURED;
  // @fastify/multipart is registered inside these routes' own context, so only the upload accepts multipart bodies.
  await app.register(referralRequestRoutes, {
    referralRequestLimit: options.rateLimits?.referralRequestLimit ?? 20,
    mailLinkOrigin,
    assignSoon: options.assignSoon ?? (() => {}),
    whatsapp,
  });
  await app.register(matchReasonRoutes, { mailLinkOrigin });
  await app.register(conversationRoutes, {
    messageLimit: options.rateLimits?.messageLimit ?? CONVERSATION.messagesPerHour,
  });
  await app.register(adminConversationRoutes);
  await app.register(shareLinkRoutes);
  await app.register(followedRequestRoutes, {
    followedRequestLimit: options.rateLimits?.followedRequestLimit ?? 60,
    mailLinkOrigin,
    whatsapp,
  });
  await app.register(passwordRecoveryRoutes, {
    passwordResetLimit: options.rateLimits?.passwordResetLimit ?? 10,
    mailLinkOrigin,
    mailStaysInOutbox: !production && !options.mailDelivered,
  });
  // The outbox holds other people's mail, reset links included: admins read it outside production only.
  if (!production) await app.register(adminMailRoutes);
  // What failed (jobs, undelivered mail), without any mail's text: in every environment.
  await app.register(adminFailureRoutes);
  await app.register(surveyRoutes, { surveyLimit: options.rateLimits?.surveyLimit ?? 10 });
  await app.register(contactRoutes, { contactLimit: options.rateLimits?.contactLimit ?? 5 });
  await app.register(onboardingRoutes);
  await app.register(catalogRoutes);
  await app.register(jobPostingRoutes);
  await app.register(referrerProfileRoutes);
  await app.register(liveRoutes, { hub: options.liveHub });
  await app.register(workEmailRoutes, { workEmailLimit: options.rateLimits?.workEmailLimit ?? 10, mailLinkOrigin });
  await app.register(accountRoutes, {
    passwordChangeLimit: options.rateLimits?.passwordChangeLimit ?? 10,
    whatsappConfigured: whatsapp.configured,
  });
  await app.register(sessionRoutes);
  await app.register(dataExportRoutes, { dataExportLimit: options.rateLimits?.dataExportLimit ?? 5 });
  await app.register(accountDeletionRoutes, {
    mailLinkOrigin,
    passwordCheckLimit: options.rateLimits?.passwordChangeLimit ?? 10,
  });
  await app.register(paymentRoutes);
  await app.register(adminRoutes, { mailLinkOrigin, mailOutbox: !production });

  await app.register(blogRedirects);
  if (options.distDir) {
    /** The origin a page's link preview names: the configured public address, else the one the request came to. */
    const pageOrigin = (request: FastifyRequest) =>
      publicOrigin(`${request.protocol}://${request.host}`, options.publicUrl);
    await app.register(spaPlugin, {
      distDir: options.distDir,
      ...(options.pageRendererFile && {
        renderPage: startPageRenderer(app, {
          rendererFile: options.pageRendererFile,
          shellFile: path.join(options.distDir, 'index.html'),
          log: app.log,
          onPage: app.countPage,
        }),
      }),
      describePage: (request, page) => describePage(options.db, page, pageOrigin(request)),
      pageOrigin,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing /assets/ file is a 404: answering with the page would hand an old client HTML as its script.
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith(API_PREFIX) &&
      request.url !== '/api' &&
      !request.url.startsWith('/assets/');
    if (wantsPage && app.sendSpaPage) return app.sendSpaPage(request, reply);
    return reply.status(404).send(noSuchEndpoint(request));
  });

  return app;
}
