import { Type, type Static } from 'typebox';
import { adminListQueryRules, assignmentRules, companyWebsiteRules, jobRemovalRules, roleChangeRules } from '../admin';
import { USER_ROLES } from '../auth';
import { REFERRAL_REQUEST_STATUSES } from '../referralRequest';
import { USER_PURPOSES } from '../survey';
import { DateTimeSchema, IdSchema, Nullable, NullableTextSchema, ScalarInputSchema, StringEnum } from './common';
import { withRules } from './rules';

/** The API of the admin dashboard (src/server/routes/admin.ts); every route answers 404 to anyone but an admin. */

const Count = Type.Integer({ minimum: 0 });

/** `?search=&page=&limit=` of GET /api/admin/users, /api/admin/jobs and /api/admin/companies. */
export const AdminListQuerySchema = withRules(adminListQueryRules, {
  page: Type.String(),
  limit: Type.String(),
  search: Type.String(),
});

/** One week of the overview's charts: what was created in the seven days from `week` (a Monday, YYYY-MM-DD). */
export const OverviewWeekSchema = Type.Object({
  week: Type.String({ format: 'date' }),
  users: Count,
  referrers: Count,
  requests: Count,
  jobs: Count,
  surveys: Count,
});
export type OverviewWeek = Static<typeof OverviewWeekSchema>;

/** GET /api/admin/overview: the marketplace's totals, and the last weeks' new rows, oldest week first. */
export const OverviewSchema = Type.Object({
  totals: Type.Object({
    users: Count,
    admins: Count,
    disabledUsers: Count,
    referrers: Count,
    /** Jobs the lists show: neither removed nor closed. */
    listedJobs: Count,
    removedJobs: Count,
    surveys: Count,
    pendingAssignment: Count,
    requestsByStatus: Type.Object(
      Object.fromEntries(REFERRAL_REQUEST_STATUSES.map((status) => [status, Count])) as Record<
        (typeof REFERRAL_REQUEST_STATUSES)[number],
        typeof Count
      >,
    ),
  }),
  weeks: Type.Array(OverviewWeekSchema),
  /** Whether the server offers the mail outbox (GET /api/admin/mail): outside production only. */
  mailOutbox: Type.Boolean(),
  /** What failed and is listed in the Failures tab: jobs (kept 7 days), and mail given up on after every attempt. */
  failures: Type.Object({ jobs: Count, mail: Count }),
});
export type Overview = Static<typeof OverviewSchema>;

/** An account as the users tab lists it. */
export const AdminUserSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  email: Type.String(),
  role: StringEnum(USER_ROLES),
  isReferrer: Type.Boolean(),
  createdAt: DateTimeSchema,
  /** When an admin disabled the account; null while it works. */
  disabledAt: Nullable(DateTimeSchema),
});
export type AdminUser = Static<typeof AdminUserSchema>;

/** `POST /api/admin/users/{id}/role`. */
export const RoleChangeBodySchema = withRules(roleChangeRules, { role: Type.String() });

/** A request waiting for a referrer, oldest first: who sent it, for which company and job, and why. */
export const PendingRequestSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  email: Type.String(),
  company: Type.String(),
  jobTitle: NullableTextSchema,
  experience: Type.Integer(),
  message: Type.String(),
  createdAt: DateTimeSchema,
  /** How many referrers work at the company the candidate named (matched case-insensitively). */
  referrersAtCompany: Count,
});
export type PendingRequest = Static<typeof PendingRequestSchema>;

/**
 * A request with a referrer who has not answered it yet, the longest waiting first: an admin may move it to another
 * referrer.
 */
export const AwaitingAnswerRequestSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  email: Type.String(),
  company: Type.String(),
  jobTitle: NullableTextSchema,
  createdAt: DateTimeSchema,
  /** The referrer who holds it now. */
  referrerId: IdSchema,
  referrerName: Type.String(),
  /** When they were given it; null for a request given before automatic assignment existed. */
  assignedAt: Nullable(DateTimeSchema),
});
export type AwaitingAnswerRequest = Static<typeof AwaitingAnswerRequestSchema>;

/** A referrer the assignment dialog suggests: one at the request's company, best first. */
export const AssignmentSuggestionSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  title: Type.String(),
  companyName: Type.String(),
  rating: Type.Number(),
  successfulReferrals: Type.Integer(),
  /** Requests assigned to them that they have not answered yet. */
  openRequests: Count,
  /** Whether the profile belongs to an account: only then can the referrer read the request. */
  hasAccount: Type.Boolean(),
});
export type AssignmentSuggestion = Static<typeof AssignmentSuggestionSchema>;

/** `POST /api/admin/referral-requests/{id}/assignment`. */
export const AssignmentBodySchema = withRules(assignmentRules, {
  referrerId: ScalarInputSchema,
  fromReferrerId: ScalarInputSchema,
});

/** The answer of an assignment, or of a move to another referrer: the request, now in the referrer's inbox. */
export const AssignmentResultSchema = Type.Object({
  id: IdSchema,
  referrerId: IdSchema,
  referrerName: Type.String(),
  pendingAssignment: Type.Boolean(),
});
export type AssignmentResult = Static<typeof AssignmentResultSchema>;

/** GET /api/admin/surveys/summary: how the answers split, every option listed (with 0 when nobody chose it). */
export const SurveySummarySchema = Type.Object({
  total: Count,
  /** Null when there is no answer yet. */
  averageRating: Nullable(Type.Number()),
  purposes: Type.Array(Type.Object({ purpose: StringEnum(USER_PURPOSES), count: Count })),
  ratings: Type.Array(Type.Object({ rating: Type.Integer(), count: Count })),
  /** The options in the survey's order, then any answer the options no longer hold. */
  meetingNeeds: Type.Array(Type.Object({ answer: Type.String(), count: Count })),
});
export type SurveySummary = Static<typeof SurveySummarySchema>;

/** One survey answer, as the survey tab lists them, newest first. */
export const AdminSurveyResponseSchema = Type.Object({
  id: IdSchema,
  userPurpose: Type.String(),
  otherPurpose: NullableTextSchema,
  meetingNeeds: Type.String(),
  delightRating: Type.Integer(),
  loveFeedback: NullableTextSchema,
  improvementFeedback: NullableTextSchema,
  jobRole: NullableTextSchema,
  company: NullableTextSchema,
  contactConsent: Type.String(),
  contactEmail: NullableTextSchema,
  contactPhone: NullableTextSchema,
  additionalFeedback: NullableTextSchema,
  createdAt: DateTimeSchema,
});
export type AdminSurveyResponse = Static<typeof AdminSurveyResponseSchema>;

/** A job as the moderation tab lists it: listed, closed by its poster, or removed (with why and by whom). */
export const AdminJobSchema = Type.Object({
  id: IdSchema,
  title: Type.String(),
  companyName: Type.String(),
  location: Type.String(),
  type: Type.String(),
  postedAt: DateTimeSchema,
  /** The account that posted it; null for the catalogue's own jobs. */
  postedByName: NullableTextSchema,
  closedAt: Nullable(DateTimeSchema),
  removedAt: Nullable(DateTimeSchema),
  removedReason: NullableTextSchema,
  removedByName: NullableTextSchema,
});
export type AdminJob = Static<typeof AdminJobSchema>;

/** `POST /api/admin/jobs/{id}/removal`. */
export const JobRemovalBodySchema = withRules(jobRemovalRules, { reason: Nullable(Type.String()) });

/** A company as the companies tab lists it: its website, and whether its referrers can verify through it. */
export const AdminCompanySchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  websiteUrl: NullableTextSchema,
  /** The domain of the website, where its referrers' work e-mails must be; null without a usable website. */
  domain: NullableTextSchema,
  referrers: Count,
  verifiedReferrers: Count,
});
export type AdminCompany = Static<typeof AdminCompanySchema>;

/** `PUT /api/admin/companies/{id}/website`. */
export const CompanyWebsiteBodySchema = withRules(companyWebsiteRules, { websiteUrl: NullableTextSchema });
