import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Readable } from 'node:stream';
import { exportFileName } from '../../shared/dataExport.js';
import { ErrorSchema } from '../../shared/schemas/common.js';
import { DataExportResponseSchema } from '../../shared/schemas/dataExport.js';
import { callerOf, signedIn } from '../access.js';
import { exportDocument, listExportedResumes } from '../repositories/dataExport.js';
import { attachmentDisposition } from '../uploads.js';

export interface DataExportRouteOptions {
  /** Archives per account and hour: each reads every resume the person sent. */
  dataExportLimit: number;
}

/** What README.txt in the archive says. */
export const EXPORT_README = `Your data from ReferBridge
==========================

This archive holds what ReferBridge keeps about your account, as it was when you downloaded it.

data.json
  Everything below, in JSON (dates in UTC, ISO 8601):
  - account: your name, e-mail, role, and when you registered;
  - notificationSettings: how you asked to be told about your requests;
  - profile: what you told us during onboarding (title, company, experience, LinkedIn, bio, interests);
  - savedResume: the resume your request form offers to send again, and its file in resumes/;
  - referrerProfile: your referrer card, if you are a referrer;
  - requestsSent: every referral request you sent, with what you wrote, its referrer, its history (your progress
    after a referral and who closed its conversation included), the day your referrer submitted you to their company,
    whether a hire counts, your rating, its resume's file in resumes/, and its earlier versions: each time you sent
    the changes a referrer asked for, the message, job and resume you replaced, when you had sent them and when you
    replaced them;
  - requestsReceived: the requests you received as a referrer, with when they came, how they stand (while they are
    still with you), and your own answers. The candidates' e-mail addresses, phone numbers, messages and resumes, and
    the earlier versions they replaced, are theirs, not yours, and are not included;
  - surveyAnswers: your answers to our feedback survey;
  - jobsPosted: the jobs you posted;
  - sessions: where you are signed in (the browser, when the session began and when it was last used);
  - notifications: the news about your requests that ReferBridge showed you;
  - conversations: the conversations on your requests (those you sent, and those you received as a referrer), with
    every message of both sides, when it was written, and whether it was reported.

resumes/
  The resume files you uploaded, byte for byte as you sent them: request-<id>-<name> for the resume of request <id>
  in data.json, earlier-versions/request-<id>-version-<n>-<name> for the resume of its version <n> that you
  replaced, and saved-resume-<name> for your saved resume. A resume deleted while the archive was being made is an
  empty file.

Questions about your data: privacy@referbridge.example
`;

/** "Download my data": a ZIP of the caller's data (README.txt, data.json, resumes/), streamed as it is read. */
const dataExportRoutes: FastifyPluginAsyncTypebox<DataExportRouteOptions> = async (app, options) => {
  app.get(
    '/api/me/export',
    {
      // Who may ask is settled first; the limit then counts only the account's own archives.
      onRequest: signedIn,
      config: {
        rateLimit: {
          max: options.dataExportLimit,
          timeWindow: '1 hour',
          keyGenerator: (request) => `account:${request.session.userId}`,
        },
      },
      // A ZIP is compressed already, and the resumes in it leave byte for byte.
      compress: false,
      schema: { response: { 200: DataExportResponseSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const userId = callerOf(request).id;
      const madeAt = new Date();
      const resumes = await listExportedResumes(app.db, userId);

      // Loaded with the first export, not as the server starts.
      const { ZipFile } = await import('yazl');
      const zip = new ZipFile();
      zip.addBuffer(Buffer.from(EXPORT_README), 'README.txt', { mtime: madeAt });
      const fail = (error: unknown) => zip.emit('error', error);
      zip.addReadStreamLazy('data.json', { mtime: madeAt }, (done) => {
        const document = Readable.from(exportDocument(app.db, userId, request.session.sessionId, madeAt), {
          objectMode: false,
        });
        document.on('error', fail);
        done(null, document);
      });
      // Each resume is read from the database only when the archive reaches it: one in memory at a time.
      for (const resume of resumes) {
        zip.addReadStreamLazy(resume.path, { mtime: resume.modifiedAt, compress: false }, (done) => {
          resume.read().then((data) => done(null, Readable.from(data ? [data] : [])), fail);
        });
      }
      zip.end();
      const archive = zip.outputStream as Readable;
      // Cut short rather than ended: a browser then reports a failed download, not a damaged archive.
      zip.on('error', (error: unknown) => {
        request.log.error({ err: error }, 'data export failed while streaming');
        archive.destroy(error instanceof Error ? error : new Error('data export failed'));
      });

      return (
        reply
          .type('application/zip')
          .header('Content-Disposition', attachmentDisposition(exportFileName(madeAt)))
          .header('Cache-Control', 'private, no-store, no-transform')
          .header('X-Content-Type-Options', 'nosniff')
          // The schema's type is the archive's bytes; Fastify sends a stream of them as they come.
          .send(archive as unknown as Uint8Array)
      );
    },
  );
};

export default dataExportRoutes;
