import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ValidationError } from 'yup';
import { RESUME_MAX_BYTES, referralRequestFieldsRules, referralRequestMessages } from '../../shared/referralRequest.js';
import { isKnownNoticeVersion, NOTICE_VERSION_FIELD, requestNoticeMessages } from '../../shared/requestNotice.js';
import { ErrorSchema, IdParamsSchema, MAX_ID } from '../../shared/schemas/common.js';
import {
  DirectReferralResponseSchema,
  OpenRequestAnswerSchema,
  OpenRequestQuerySchema,
  DirectReferralConflictSchema,
  ReferralRequestCountsQuerySchema,
  ReferralRequestCountsSchema,
  ReferralRequestEventSchema,
  ReferralRequestQuerySchema,
  ReferralRequestSchema,
  RatingAnswerSchema,
  RatingBodySchema,
  RequestMoveBodySchema,
  SubmissionBodySchema,
  ResumeFileResponseSchema,
  AskChangesBodySchema,
  RequestVersionSchema,
  VersionParamsSchema,
} from '../../shared/schemas/referralRequests.js';
import { sendChangesRules } from '../../shared/requestChanges.js';
import {
  askForChanges,
  findVersionResume,
  readVersionResumeBytes,
  requestVersionsOf,
  sendChanges,
  type ChangesResult,
} from '../repositories/requestChanges.js';
import { callerOf, idParam, signedIn, signedInAnd } from '../access.js';
import { loadCurrentUser } from '../currentUser.js';
import type { UserRow } from '../db/schema.js';
import type { MessageTransport } from '../notifications/whatsapp.js';
import { HttpError } from '../plugins/errors.js';
import { assertAcceptableInput } from '../plugins/inputGuard.js';
import {
  countReferralRequestsByStatus,
  createReferralRequest,
  findResumeForViewer,
  readResumeBytes,
  RESUME_SLICE_BYTES,
  isRequestSentBy,
  isRequestVisibleTo,
  listReferralRequests,
  moveReferralRequest,
  recordSubmission,
  requestHistory,
} from '../repositories/referralRequests.js';
import { rateReferrer } from '../repositories/ratings.js';
import {
  asUploadError,
  attachmentDisposition,
  checkResume,
  readResumeOnce,
  RESUME_FIELD,
  uploadMessages,
} from '../uploads.js';
import { RULE_OPTIONS } from '../validation.js';
import { referrerAtCapacityMessage } from '../../shared/responseStats.js';
import { retentionMessages } from '../../shared/retention.js';
import { ASSIGNMENT } from '../../shared/assignment.js';
import { openRequestMessage, type OpenRequestFound } from '../../shared/openRequest.js';
import { paths } from '../../shared/paths.js';
import type { OpenRequest } from '../../shared/schemas/referralRequests.js';
import { findOpenRequest } from '../repositories/openRequests.js';

export interface ReferralRequestRouteOptions {
  /** Referral requests per IP and hour. */
  referralRequestLimit: number;
  /** The origin of the links in the mails requests and moves send (AppOptions.mailLinkOrigin). */
  mailLinkOrigin: string;
  /** Asks for a request to be matched or moved on soon (AppOptions.assignSoon). */
  assignSoon: (requestId: number, afterSeconds?: number) => void;
  /** Where a candidate who chose WhatsApp hears of their referrer's answers (AppOptions.whatsapp). */
  whatsapp: MessageTransport;
}

/** Server-side messages; the form's own messages (SPEC section 5) come from the shared module. */
export const referralRequestServerMessages = {
  notMultipart: 'Send the referral request as a multipart form, with the resume attached.',
  oneFileOnly: uploadMessages.oneFileOnly,
  unexpectedFile: uploadMessages.unexpectedFile,
  tooManyFields: uploadMessages.tooManyFields,
  unreadableForm: uploadMessages.unreadableForm,
  unknownReferrer: 'We could not find that referrer. Choose another one, or send your request without one.',
  unknownJob: 'We could not find that job. It may have been removed.',
  closedJob: 'This job has closed and takes no more requests. Choose another job, or send your request without one.',
  resumeNotFound: 'Resume not found',
  requestNotFound: 'Referral request not found',
  /** A part the form does not have (jobId, referrerId, or none of its fields) cut at the multipart limit. */
  fieldTooLong: 'This field is too long',
} as const;

const messages = referralRequestServerMessages;

/** A field cut at the multipart limit gets the message the form gives that field past its length limit. */
function tooLongMessageOf(field: string): string {
  const formMessages: Record<string, string> = referralRequestMessages.tooLong;
  return Object.hasOwn(formMessages, field) ? formMessages[field]! : messages.fieldTooLong;
}

/**
 * Busboy's limits, so that no part of the body is unbounded: Fastify's bodyLimit does not apply to multipart.
 * Nine text fields are defined; the largest (the message, 5,000 characters) takes at most 20 kB in UTF-8.
 */
const MULTIPART_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  parts: 21,
  headerPairs: 20,
};

interface ReferralForm {
  fields: Record<string, string>;
  resume?: { fileName: string; data: Buffer };
}

/**
 * Its referrer, its candidate and admins; to everyone else signed in it answers as missing (404 with `message`), so
 * ids reveal nothing.
 */
const partiesOnly =
  (message: string = messages.requestNotFound) =>
  async (request: FastifyRequest, caller: UserRow) => {
    const id = idParam(request);
    if (id !== undefined && !(await isRequestVisibleTo(request.server.db, caller, id))) {
      throw new HttpError(404, message);
    }
  };
const requestParty = partiesOnly();

/** Its candidate only; to everyone else signed in it answers as missing. */
async function requestSender(request: FastifyRequest, caller: UserRow) {
  const id = idParam(request);
  if (id !== undefined && !(await isRequestSentBy(request.server.db, caller, id))) {
    throw new HttpError(404, messages.requestNotFound);
  }
}

/** The open request a candidate already has at a company, named, with the page that shows it ("My requests"). */
function describeOpenRequest(found: OpenRequestFound): OpenRequest {
  return { company: found.company, message: openRequestMessage(found), path: paths.profile.href() };
}

/** The 409 of a second open request at a company: its message names the first, `openRequest` links to it. */
function openRequestRefusal(found: OpenRequestFound) {
  const openRequest = describeOpenRequest(found);
  return { message: openRequest.message, openRequest };
}

const referralRequestRoutes: FastifyPluginAsyncTypebox<ReferralRequestRouteOptions> = async (app, options) => {
  // Registered here, not on the root: the plugin's parser is global to its context, and every other route must keep
  // refusing multipart bodies (JSON routes accept JSON only).
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/api/direct-referral-request',
    {
      config: { rateLimit: { max: options.referralRequestLimit, timeWindow: '1 hour' } },
      // The body is a multipart form, read and checked by the handler (the resume with the fields, in one answer).
      schema: {
        consumes: ['multipart/form-data'],
        response: {
          201: DirectReferralResponseSchema,
          409: DirectReferralConflictSchema,
          '4xx': ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    // Through one of the process's upload slots, from before the body is read until the resume is stored.
    (request, reply) =>
      app.uploadSlots.run(request, reply, async (slot) => {
        const form = await slot.arrive(readReferralForm(request));
        const { fields, noticeVersion, resume: upload } = await validateForm(form);
        const resume = await checkResume(upload);
        const user = await loadCurrentUser(request);

        // An id past the column's range cannot exist; asking PostgreSQL would fail with a driver error instead.
        if (fields.referrerId !== undefined && fields.referrerId > MAX_ID) throw unknownReference('referrerId');
        if (fields.jobId !== undefined && fields.jobId > MAX_ID) throw unknownReference('jobId');

        const result = await createReferralRequest(
          app.db,
          {
            candidateUserId: user?.id ?? null,
            name: fields.name,
            email: fields.email,
            phone: fields.phone,
            company: fields.company,
            // The column holds whole years; the shared rule accepts any number from 0, so "2.5" counts as 2.
            experience: Math.floor(fields.experience),
            message: fields.message,
            referrerId: fields.referrerId,
            jobId: fields.jobId,
            jobTitle: fields.jobTitle,
            noticeVersion,
            shareToken: fields.shareToken,
          },
          resume,
          options.mailLinkOrigin,
        );
        if ('unknown' in result) throw unknownReference(result.unknown);
        if ('openRequest' in result)
          return reply.status(409).send({ ...openRequestRefusal(result.openRequest), requestId: request.id });
        if ('closedJob' in result) throw new HttpError(409, messages.closedJob, { jobId: messages.closedJob });
        if ('atCapacity' in result) {
          const message = referrerAtCapacityMessage(result.atCapacity.name, result.atCapacity.company);
          throw new HttpError(409, message, { referrerId: message });
        }
        if (result.created.pendingAssignment) options.assignSoon(result.created.id);
        return reply.status(201).send(result.created);
      }),
  );

  app.get(
    '/api/open-referral-request',
    {
      onRequest: signedIn,
      schema: {
        querystring: OpenRequestQuerySchema,
        response: { 200: OpenRequestAnswerSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const found = await findOpenRequest(app.db, { userId: caller.id, email: caller.email }, request.query.company);
      reply.header('Cache-Control', 'private, no-store');
      return { openRequest: found ? describeOpenRequest(found) : null };
    },
  );

  app.get(
    '/api/referral-requests',
    {
      onRequest: signedIn,
      schema: {
        querystring: ReferralRequestQuerySchema,
        response: { 200: Type.Array(ReferralRequestSchema), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await listReferralRequests(app.db, callerOf(request), request.query);
      reply.header('X-Total-Count', String(total));
      // Candidates' contact details and cover letters: no shared cache may keep them.
      reply.header('Cache-Control', 'private, no-store');
      return items;
    },
  );

  app.get(
    '/api/referral-requests/counts',
    {
      onRequest: signedIn,
      schema: {
        querystring: ReferralRequestCountsQuerySchema,
        response: { 200: ReferralRequestCountsSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return countReferralRequestsByStatus(app.db, callerOf(request), request.query);
    },
  );

  app.post(
    '/api/referral-requests/:id/moves',
    {
      onRequest: signedInAnd(requestParty),
      schema: {
        params: IdParamsSchema,
        body: RequestMoveBodySchema,
        response: { 200: ReferralRequestSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await moveReferralRequest(app.db, callerOf(request), request.params.id, request.body, {
        linkOrigin: options.mailLinkOrigin,
        whatsapp: options.whatsapp,
      });
      // No longer theirs (moved on to another referrer since requestParty let them in): answered as missing.
      if ('notFound' in result) throw new HttpError(404, messages.requestNotFound);
      if ('refused' in result) throw new HttpError(409, result.refused);
      if ('invalid' in result) throw new HttpError(400, result.invalid);
      // A declined request moves on to another referrer (src/server/assignment/assign.ts).
      if (result.moved.status === 'declined')
        options.assignSoon(result.moved.id, ASSIGNMENT.movesOnAfterDeclineSeconds);
      reply.header('Cache-Control', 'private, no-store');
      return result.moved;
    },
  );

  app.put(
    '/api/referral-requests/:id/submission',
    {
      onRequest: signedInAnd(requestParty),
      schema: {
        params: IdParamsSchema,
        body: SubmissionBodySchema,
        response: { 200: ReferralRequestSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await recordSubmission(app.db, callerOf(request), request.params.id, request.body);
      if ('notFound' in result) throw new HttpError(404, messages.requestNotFound);
      if ('refused' in result) throw new HttpError(409, result.refused);
      if ('invalid' in result) throw new HttpError(400, result.invalid);
      reply.header('Cache-Control', 'private, no-store');
      return result.moved;
    },
  );

  app.post(
    '/api/referral-requests/:id/changes-asked',
    {
      onRequest: signedInAnd(requestParty),
      schema: {
        params: IdParamsSchema,
        body: AskChangesBodySchema,
        response: { 200: ReferralRequestSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await askForChanges(app.db, callerOf(request), request.params.id, request.body, {
        linkOrigin: options.mailLinkOrigin,
        whatsapp: options.whatsapp,
      });
      reply.header('Cache-Control', 'private, no-store');
      return changedOrThrow(result);
    },
  );

  app.post(
    '/api/referral-requests/:id/changes',
    {
      onRequest: signedInAnd(requestParty),
      // A multipart form (a new message, a job title, a resume: each optional), read and checked by the handler.
      schema: {
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 200: ReferralRequestSchema, '4xx': ErrorSchema, 503: ErrorSchema },
      },
    },
    (request, reply) =>
      app.uploadSlots.run(request, reply, async (slot) => {
        const form = await slot.arrive(readReferralForm(request));
        const fields = await sendChangesRules.validate(form.fields, RULE_OPTIONS);
        const resume = form.resume?.data.length ? await checkResume(form.resume) : undefined;
        const result = await sendChanges(
          app.db,
          callerOf(request),
          request.params.id,
          fields,
          resume,
          options.mailLinkOrigin,
        );
        reply.header('Cache-Control', 'private, no-store');
        return changedOrThrow(result);
      }),
  );

  app.get(
    '/api/referral-requests/:id/versions',
    {
      onRequest: signedInAnd(requestParty),
      schema: {
        params: IdParamsSchema,
        response: { 200: Type.Array(RequestVersionSchema), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return requestVersionsOf(app.db, request.params.id);
    },
  );

  app.get(
    '/api/referral-requests/:id/versions/:versionId/resume',
    {
      compress: false,
      onRequest: signedInAnd(partiesOnly(messages.resumeNotFound), () => new HttpError(404, messages.resumeNotFound)),
      schema: { params: VersionParamsSchema, response: { 200: ResumeFileResponseSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const { id, versionId } = request.params;
      const resume = await findVersionResume(app.db, id, versionId);
      if (!resume) throw new HttpError(404, messages.resumeNotFound);
      return sendResumeFile(reply, resume, readVersionResumeBytes(app.db, versionId, resume.size, RESUME_SLICE_BYTES));
    },
  );

  app.post(
    '/api/referral-requests/:id/rating',
    {
      onRequest: signedInAnd(requestSender),
      schema: {
        params: IdParamsSchema,
        body: RatingBodySchema,
        response: { 201: RatingAnswerSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await rateReferrer(app.db, callerOf(request), request.params.id, request.body);
      if ('notFound' in result) throw new HttpError(404, messages.requestNotFound);
      if ('refused' in result) throw new HttpError(409, result.refused);
      return reply.status(201).send(result.rated);
    },
  );

  app.get(
    '/api/referral-requests/:id/history',
    {
      onRequest: signedInAnd(requestParty),
      schema: {
        params: IdParamsSchema,
        response: { 200: Type.Array(ReferralRequestEventSchema), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return requestHistory(app.db, request.params.id);
    },
  );

  app.get(
    '/api/referral-requests/:id/resume',
    {
      // The file leaves byte for byte as it was checked and stored: no encoding, no transformation.
      compress: false,
      // Someone else's resume, or anyone's to a visitor who is not signed in, answers exactly like a missing one,
      // so ids reveal nothing.
      onRequest: signedInAnd(partiesOnly(messages.resumeNotFound), () => new HttpError(404, messages.resumeNotFound)),
      schema: { params: IdParamsSchema, response: { 200: ResumeFileResponseSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      // Read as the caller may see it: a request moved on since the hook let them in answers like a missing one.
      const resume = await findResumeForViewer(app.db, request.params.id, callerOf(request));
      if (!resume) throw new HttpError(404, messages.resumeNotFound);
      if ('deletedAt' in resume) throw new HttpError(410, retentionMessages.resumeDeleted(resume.deletedAt));
      return sendResumeFile(reply, resume, readResumeBytes(app.db, request.params.id, resume.size));
    },
  );
};

export default referralRequestRoutes;

/** The request an ask or an answer changed, or the refusal, as the API answers it. */
function changedOrThrow(result: ChangesResult) {
  // No longer theirs (moved on to another referrer since requestParty let them in): answered as missing.
  if ('notFound' in result) throw new HttpError(404, messages.requestNotFound);
  if ('refused' in result) throw new HttpError(409, result.refused);
  if ('invalid' in result) throw new HttpError(400, result.invalid);
  return result.changed;
}

/**
 * A stored resume as an attachment, byte for byte (no encoding, no transformation, never sniffed), streamed slice by
 * slice: a download holds a slice of the file in memory, not the whole of it.
 */
function sendResumeFile(
  reply: FastifyReply,
  resume: { fileName: string; mimeType: string; size: number },
  slices: AsyncGenerator<Uint8Array>,
) {
  return reply
    .header('Content-Type', resume.mimeType)
    .header('Content-Length', String(resume.size))
    .header('Content-Disposition', attachmentDisposition(resume.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store, no-transform')
    .send(streamOf(slices));
}

/** The chunks as a stream that asks for the next one only as the connection takes them (a slow reader holds one). */
function streamOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/**
 * Reads every part of the form. Each file is read whole (readResumeOnce, uploads.ts), and refused once it passes fileSize: read
 * as a stream and stored, it would instead arrive cut at the limit, and look like a valid, shorter resume.
 */
async function readReferralForm(request: FastifyRequest): Promise<ReferralForm> {
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);
  const form: ReferralForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await readResumeOnce(request, part);
        if (part.fieldname !== RESUME_FIELD) {
          throw new HttpError(400, messages.unexpectedFile, { [RESUME_FIELD]: messages.unexpectedFile });
        }
        form.resume = { fileName: part.filename, data };
        continue;
      }
      if (part.valueTruncated) {
        const message = tooLongMessageOf(part.fieldname);
        throw new HttpError(400, message, { [part.fieldname]: message });
      }
      // A repeated field keeps its first value, as URLSearchParams.get would.
      if (!Object.hasOwn(form.fields, part.fieldname)) form.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw asUploadError(request, error);
  }
  // Multipart fields are read here, after the app's input guard has run: the same check, at the same point.
  assertAcceptableInput(form.fields);
  return form;
}

/**
 * The spec's field rules, with a missing resume and the notice's version reported beside them, so the form shows every
 * problem at once. The one
 * route whose rules its handler runs: a multipart body is read part by part here, after the validator (validation.ts).
 */
async function validateForm(form: ReferralForm) {
  const problems: ValidationError[] = [];
  const fields = await referralRequestFieldsRules.validate(form.fields, RULE_OPTIONS).catch((error: unknown) => {
    if (!(error instanceof ValidationError)) throw error;
    problems.push(...(error.inner.length ? error.inner : [error]).map(withReferenceMessage));
    return undefined;
  });
  const resume = form.resume?.data.length ? form.resume : undefined;
  if (!resume) problems.push(new ValidationError(referralRequestMessages.resumeRequired, undefined, RESUME_FIELD));
  // Which notice the candidate saw is part of the request: one without a version the modal ever showed is refused.
  const noticeVersion = form.fields[NOTICE_VERSION_FIELD];
  if (!isKnownNoticeVersion(noticeVersion)) {
    problems.push(new ValidationError(requestNoticeMessages.outOfDate, noticeVersion, NOTICE_VERSION_FIELD));
  }
  if (!fields || !resume || !isKnownNoticeVersion(noticeVersion)) throw new ValidationError(problems);
  return { fields, noticeVersion, resume };
}

/**
 * The shared schema gives referrerId and jobId no messages of their own, so "abc" would read as Yup's cast error;
 * an id that is not one cannot name a referrer or job, and is reported as such.
 */
function withReferenceMessage(error: ValidationError) {
  if (error.path === 'referrerId' || error.path === 'jobId') {
    return new ValidationError(unknownReferenceMessage(error.path), error.value, error.path);
  }
  return error;
}

function unknownReference(field: 'referrerId' | 'jobId') {
  const message = unknownReferenceMessage(field);
  return new HttpError(400, message, { [field]: message });
}

function unknownReferenceMessage(field: 'referrerId' | 'jobId') {
  return field === 'referrerId' ? messages.unknownReferrer : messages.unknownJob;
}
