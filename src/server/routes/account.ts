import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { accountMessages } from '../../shared/account.js';
import { authMessages } from '../../shared/auth.js';
import { RESUME_MAX_BYTES, referralRequestMessages } from '../../shared/referralRequest.js';
import {
  AccountBodySchema,
  AccountSchema,
  CandidateProfileBodySchema,
  CandidateProfileSchema,
  PasswordChangeBodySchema,
  SavedAccountSchema,
  SavedResumeSchema,
} from '../../shared/schemas/account.js';
import { ErrorSchema, NoContentSchema } from '../../shared/schemas/common.js';
import { ResumeFileResponseSchema } from '../../shared/schemas/referralRequests.js';
import { callerOf, signedIn } from '../access.js';
import { hashPassword, requireOwnPassword } from '../passwords.js';
import { HttpError } from '../plugins/errors.js';
import {
  deleteCandidateResume,
  findAccount,
  findCandidateProfile,
  findCandidateResume,
  replacePassword,
  saveAccount,
  saveCandidateProfile,
  saveCandidateResume,
} from '../repositories/account.js';
import { toPublicUser } from '../repositories/users.js';
import {
  asUploadError,
  attachmentDisposition,
  checkResume,
  readResumeOnce,
  RESUME_FIELD,
  uploadMessages,
} from '../uploads.js';

export interface AccountRouteOptions {
  /** Password changes per IP and 15 minutes: a session left open must not become a way to guess the password. */
  passwordChangeLimit: number;
  /** Whether this server sends WhatsApp messages (AppOptions.whatsapp): /profile says so beside the preference. */
  whatsappConfigured: boolean;
}

export const accountServerMessages = {
  noSavedResume: 'You have no saved resume.',
  resumeRequired: referralRequestMessages.resumeRequired,
} as const;

/**
 * Only a resume: one file, no other fields. No limit of parts: files and fields bound them, and each of those limits
 * says what was wrong (a second file, a field), where a parts limit would hit first and say only "too many".
 */
const RESUME_UPLOAD_LIMITS = { fileSize: RESUME_MAX_BYTES, files: 1, fields: 0, headerPairs: 20 };

/**
 * Reads the one file of a resume upload whole, held once (readResumeOnce throws past the size limit, instead of cutting
 * the file). Every
 * part is read, so that the limits see a second file or a text field: reading the first file alone would ignore them.
 */
async function readResumeUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the resume as a multipart form.');
  let resume: { fileName: string; data: Buffer } | undefined;
  try {
    // The limits allow no text field, so every part that arrives is a file.
    for await (const part of request.files()) {
      const data = await readResumeOnce(request, part);
      if (part.fieldname !== RESUME_FIELD) {
        throw new HttpError(400, uploadMessages.unexpectedFile, { [RESUME_FIELD]: uploadMessages.unexpectedFile });
      }
      resume = { fileName: part.filename, data };
    }
  } catch (error) {
    throw asUploadError(request, error);
  }
  if (!resume?.data.length) {
    throw new HttpError(400, accountServerMessages.resumeRequired, {
      [RESUME_FIELD]: accountServerMessages.resumeRequired,
    });
  }
  return resume;
}

/**
 * The signed-in user's own account: /profile (name, e-mail, notification preferences, password) and /referee-profile
 * (the candidate profile and a default resume the request form offers to send again).
 */
const accountRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, options) => {
  // Every route here is the caller's own, the upload's too: signed in, before its body or file is read.
  app.addHook('onRequest', signedIn);

  /** The account of a signed-in user (who exists), with what this server can send. */
  const accountOf = async (userId: number) => ({
    ...(await findAccount(app.db, userId))!,
    whatsappConfigured: options.whatsappConfigured,
  });

  app.get(
    '/api/me/account',
    { schema: { response: { 200: AccountSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      reply.header('Cache-Control', 'private, no-store');
      return accountOf(user.id);
    },
  );

  app.put(
    '/api/me/account',
    { schema: { body: AccountBodySchema, response: { 200: SavedAccountSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      const saved = await saveAccount(app.db, user.id, request.body);
      if (!saved) throw new HttpError(401, authMessages.notSignedIn);
      if ('emailTaken' in saved) throw new HttpError(409, authMessages.emailTaken, { email: authMessages.emailTaken });
      reply.header('Cache-Control', 'private, no-store');
      return { user: toPublicUser(saved.user), account: await accountOf(user.id) };
    },
  );

  app.post(
    '/api/me/password',
    {
      config: { rateLimit: { max: options.passwordChangeLimit, timeWindow: '15 minutes' } },
      schema: { body: PasswordChangeBodySchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const user = callerOf(request);
      await requireOwnPassword(user, request.body.currentPassword, {
        field: 'currentPassword',
        message: accountMessages.currentPasswordWrong,
      });
      // Every session ends, this one too; this browser is then signed in afresh, under a new session id.
      await replacePassword(app.db, user.id, await hashPassword(request.body.newPassword));
      await app.signIn(request, user.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/me/candidate-profile',
    { schema: { response: { 200: CandidateProfileSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      reply.header('Cache-Control', 'private, no-store');
      return findCandidateProfile(app.db, user.id);
    },
  );

  app.put(
    '/api/me/candidate-profile',
    { schema: { body: CandidateProfileBodySchema, response: { 200: CandidateProfileSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      reply.header('Cache-Control', 'private, no-store');
      return saveCandidateProfile(app.db, user.id, request.body);
    },
  );

  app.get(
    '/api/me/resume',
    {
      // The file leaves byte for byte as it was checked and stored.
      compress: false,
      schema: { response: { 200: ResumeFileResponseSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const user = callerOf(request);
      const resume = await findCandidateResume(app.db, user.id);
      if (!resume) throw new HttpError(404, accountServerMessages.noSavedResume);
      return reply
        .type(resume.mimeType)
        .header('Content-Disposition', attachmentDisposition(resume.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store, no-transform')
        .send(resume.data);
    },
  );

  app.delete(
    '/api/me/resume',
    { schema: { response: { 204: NoContentSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const user = callerOf(request);
      if (!(await deleteCandidateResume(app.db, user.id)))
        throw new HttpError(404, accountServerMessages.noSavedResume);
      return reply.status(204).send();
    },
  );

  // In a context of its own: the multipart parser then serves this route only, and every other route keeps JSON.
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, { limits: RESUME_UPLOAD_LIMITS, throwFileSizeLimit: true });
    upload.put(
      '/api/me/resume',
      {
        schema: {
          consumes: ['multipart/form-data'],
          response: { 200: SavedResumeSchema, '4xx': ErrorSchema, 503: ErrorSchema },
        },
      },
      (request, reply) =>
        upload.uploadSlots.run(request, reply, async (slot) => {
          const user = callerOf(request);
          // The same checks as a referral request's resume: its type from its bytes, a safe name.
          const resume = await checkResume(await slot.arrive(readResumeUpload(request)));
          await saveCandidateResume(app.db, user.id, resume);
          reply.header('Cache-Control', 'private, no-store');
          return (await findCandidateProfile(app.db, user.id)).resume!;
        }),
    );
  });
};

export default accountRoutes;
