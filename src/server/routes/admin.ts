import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { adminMessages } from '../../shared/admin.js';
import {
  AdminCompanySchema,
  AdminJobSchema,
  AdminListQuerySchema,
  AdminSurveyResponseSchema,
  AdminUserSchema,
  AssignmentBodySchema,
  AssignmentResultSchema,
  AssignmentSuggestionSchema,
  AwaitingAnswerRequestSchema,
  CompanyWebsiteBodySchema,
  JobRemovalBodySchema,
  OverviewSchema,
  PendingRequestSchema,
  RoleChangeBodySchema,
  SurveySummarySchema,
} from '../../shared/schemas/admin.js';
import { AuditLogEntrySchema } from '../../shared/schemas/auditLog.js';
import { MatchScoresSchema } from '../../shared/schemas/matchReasons.js';
import {
  ErrorSchema,
  IdParamsSchema,
  MAX_ID,
  NoContentSchema,
  PagingQuerySchema,
} from '../../shared/schemas/common.js';
import { accountDeletionMessages } from '../../shared/accountDeletion.js';
import { ASSIGNMENT } from '../../shared/assignment.js';
import { adminOnly, callerOf } from '../access.js';
import { scoreReferrersFor } from '../assignment/matchReasons.js';
import { countFailedJobs } from '../jobs/failedJobs.js';
import { countOutbox } from '../mail/outbox.js';
import { HttpError } from '../plugins/errors.js';
import { deleteAccount } from '../repositories/accountDeletion.js';
import { listAdminAuditLog } from '../repositories/auditLog.js';
import {
  assignReferralRequest,
  changeUserRole,
  disableUser,
  enableUser,
  listAdminCompanies,
  listAdminJobs,
  listPendingRequests,
  listRequestsAwaitingAnswer,
  listSurveyResponses,
  listUsers,
  loadOverview,
  removeJob,
  setCompanyWebsite,
  suggestReferrers,
  summarizeSurveys,
  type AssignmentRefusal,
  type UserChangeResult,
} from '../repositories/admin.js';

/** What an admin reads here (accounts, candidates' messages, survey contacts) no shared cache may keep. */
function privateAnswer(reply: FastifyReply) {
  reply.header('Cache-Control', 'private, no-store');
}

function listAnswer<Item>(reply: FastifyReply, { items, total }: { items: Item[]; total: number }) {
  privateAnswer(reply);
  reply.header('X-Total-Count', String(total));
  return items;
}

function changedUser(result: UserChangeResult, refusal: string) {
  if ('notFound' in result) throw new HttpError(404, adminMessages.userNotFound);
  if ('refused' in result) throw new HttpError(409, refusal);
  return result.user;
}

/** Why an assignment is refused (a 409: the request is no longer where the admin saw it). */
const ASSIGNMENT_REFUSALS: Record<AssignmentRefusal, string> = {
  alreadyAssigned: adminMessages.alreadyAssigned,
  answered: adminMessages.requestAnswered,
  moved: adminMessages.requestMoved,
  sameReferrer: adminMessages.sameReferrer,
};

const listSchema = <Item extends Parameters<typeof Type.Array>[0]>(item: Item) => ({
  200: Type.Array(item),
  '4xx': ErrorSchema,
});

/**
 * The admin dashboard's API. Every request passes `adminOnly` first, which answers anyone else exactly as an
 * address that does not exist (404), so the API tells outsiders nothing, not even that it is there.
 */
export interface AdminRouteOptions {
  /** The origin of the links in the mail an assignment sends (AppOptions.mailLinkOrigin). */
  mailLinkOrigin: string;
  /** Whether the mail outbox's routes are registered (outside production), so the dashboard shows its tab. */
  mailOutbox: boolean;
}

const adminRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (app, options) => {
  // Before the body is parsed and validated (src/server/access.ts): a refusal of bad input would otherwise tell
  // outsiders the route exists.
  app.addHook('onRequest', adminOnly);
  // In production an admin without two-step sign-in is sent to turn it on (403) before anything else.
  app.addHook('onRequest', async (request) => {
    await app.twoStep.requireForAdmin(callerOf(request));
  });

  app.get(
    '/api/admin/overview',
    { schema: { response: { 200: OverviewSchema, '4xx': ErrorSchema } } },
    async (_request, reply) => {
      privateAnswer(reply);
      const [overview, failedJobs, outbox] = await Promise.all([
        loadOverview(app.db),
        countFailedJobs(app.db),
        countOutbox(app.db),
      ]);
      return { ...overview, mailOutbox: options.mailOutbox, failures: { jobs: failedJobs, mail: outbox.failed } };
    },
  );

  app.get(
    '/api/admin/users',
    { schema: { querystring: AdminListQuerySchema, response: listSchema(AdminUserSchema) } },
    async (request, reply) => {
      return listAnswer(reply, await listUsers(app.db, request.query));
    },
  );

  app.post(
    '/api/admin/users/:id/role',
    {
      schema: {
        params: IdParamsSchema,
        body: RoleChangeBodySchema,
        response: { 200: AdminUserSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const admin = callerOf(request);
      privateAnswer(reply);
      const result = await changeUserRole(app.db, admin, request.params.id, request.body.role);
      return changedUser(result, adminMessages.ownRole);
    },
  );

  app.post(
    '/api/admin/users/:id/disable',
    { schema: { params: IdParamsSchema, response: { 200: AdminUserSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const admin = callerOf(request);
      privateAnswer(reply);
      return changedUser(await disableUser(app.db, admin, request.params.id), adminMessages.ownAccount);
    },
  );

  app.post(
    '/api/admin/users/:id/enable',
    { schema: { params: IdParamsSchema, response: { 200: AdminUserSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      privateAnswer(reply);
      return changedUser(await enableUser(app.db, callerOf(request), request.params.id), adminMessages.ownAccount);
    },
  );

  // For a person who asks by e-mail: the same deletion as their own Delete my account, without their password.
  app.delete(
    '/api/admin/users/:id',
    { schema: { params: IdParamsSchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const admin = callerOf(request);
      if (request.params.id === admin.id) throw new HttpError(409, accountDeletionMessages.ownAccountHere);
      const result = await deleteAccount(app.db, request.params.id, {
        linkOrigin: options.mailLinkOrigin,
        maxReassignments: ASSIGNMENT.maxReassignments,
        byAdmin: admin,
      });
      if ('notFound' in result || 'refused' in result) throw new HttpError(404, adminMessages.userNotFound);
      request.log.info(
        { userId: request.params.id, adminId: admin.id, ...result.deleted },
        'account deleted by an admin',
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/referral-requests/pending',
    { schema: { querystring: PagingQuerySchema, response: listSchema(PendingRequestSchema) } },
    async (request, reply) => {
      return listAnswer(reply, await listPendingRequests(app.db, request.query));
    },
  );

  app.get(
    '/api/admin/referral-requests/awaiting-answer',
    { schema: { querystring: PagingQuerySchema, response: listSchema(AwaitingAnswerRequestSchema) } },
    async (request, reply) => {
      return listAnswer(reply, await listRequestsAwaitingAnswer(app.db, request.query));
    },
  );

  app.get(
    '/api/admin/referral-requests/:id/suggestions',
    { schema: { params: IdParamsSchema, response: listSchema(AssignmentSuggestionSchema) } },
    async (request, reply) => {
      const suggestions = await suggestReferrers(app.db, request.params.id);
      if (!suggestions) throw new HttpError(404, adminMessages.requestNotFound);
      privateAnswer(reply);
      return suggestions;
    },
  );

  // Every referrer the matching weighs for the request, scored by its own function (src/server/assignment/).
  app.get(
    '/api/admin/referral-requests/:id/match-scores',
    { schema: { params: IdParamsSchema, response: { 200: MatchScoresSchema, '4xx': ErrorSchema } } },
    async (request, reply) => {
      const scores = await scoreReferrersFor(app.db, request.params.id, new Date());
      if (!scores) throw new HttpError(404, adminMessages.requestNotFound);
      privateAnswer(reply);
      return scores;
    },
  );

  app.post(
    '/api/admin/referral-requests/:id/assignment',
    {
      schema: {
        params: IdParamsSchema,
        body: AssignmentBodySchema,
        response: { 200: AssignmentResultSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { referrerId } = request.body;
      const admin = callerOf(request);
      const unknownReferrer = () =>
        new HttpError(400, adminMessages.unknownReferrer, { referrerId: adminMessages.unknownReferrer });
      // An id past the column's range cannot exist; asking PostgreSQL would fail with a driver error instead.
      if (referrerId > MAX_ID) throw unknownReferrer();
      const result = await assignReferralRequest(app.db, admin, id, request.body, options.mailLinkOrigin);
      if ('notFound' in result) throw new HttpError(404, adminMessages.requestNotFound);
      if ('refused' in result) throw new HttpError(409, ASSIGNMENT_REFUSALS[result.refused]);
      if ('unknownReferrer' in result) throw unknownReferrer();
      privateAnswer(reply);
      return result.assigned;
    },
  );

  app.get(
    '/api/admin/companies',
    { schema: { querystring: AdminListQuerySchema, response: listSchema(AdminCompanySchema) } },
    async (request, reply) => {
      return listAnswer(reply, await listAdminCompanies(app.db, request.query));
    },
  );

  app.put(
    '/api/admin/companies/:id/website',
    {
      schema: {
        params: IdParamsSchema,
        body: CompanyWebsiteBodySchema,
        response: { 200: AdminCompanySchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const company = await setCompanyWebsite(app.db, callerOf(request), request.params.id, request.body.websiteUrl);
      if (!company) throw new HttpError(404, adminMessages.companyNotFound);
      privateAnswer(reply);
      return company;
    },
  );

  app.get(
    '/api/admin/audit-log',
    { schema: { querystring: PagingQuerySchema, response: listSchema(AuditLogEntrySchema) } },
    async (request, reply) => {
      return listAnswer(reply, await listAdminAuditLog(app.db, request.query));
    },
  );

  app.get(
    '/api/admin/surveys/summary',
    { schema: { response: { 200: SurveySummarySchema, '4xx': ErrorSchema } } },
    async (_request, reply) => {
      privateAnswer(reply);
      return summarizeSurveys(app.db);
    },
  );

  app.get(
    '/api/admin/surveys',
    { schema: { querystring: PagingQuerySchema, response: listSchema(AdminSurveyResponseSchema) } },
    async (request, reply) => {
      return listAnswer(reply, await listSurveyResponses(app.db, request.query));
    },
  );

  app.get(
    '/api/admin/jobs',
    { schema: { querystring: AdminListQuerySchema, response: listSchema(AdminJobSchema) } },
    async (request, reply) => {
      return listAnswer(reply, await listAdminJobs(app.db, request.query));
    },
  );

  app.post(
    '/api/admin/jobs/:id/removal',
    {
      schema: {
        params: IdParamsSchema,
        body: JobRemovalBodySchema,
        response: { 200: AdminJobSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const admin = callerOf(request);
      const result = await removeJob(app.db, admin, request.params.id, request.body.reason);
      if ('notFound' in result) throw new HttpError(404, adminMessages.jobNotFound);
      if ('alreadyRemoved' in result) throw new HttpError(409, adminMessages.jobAlreadyRemoved);
      privateAnswer(reply);
      return result.removed;
    },
  );
};

export default adminRoutes;
