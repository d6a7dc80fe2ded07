import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ASSIGNMENT_SUGGESTIONS_MAX,
  OVERVIEW_WEEKS,
  REASSIGNMENT_REASON,
  type AdminListQuery,
  type Assignment,
} from '../../shared/admin.js';
import type { Paging } from '../../shared/paging.js';
import { REFERRAL_REQUEST_STATUSES, type ReferralRequestStatus } from '../../shared/referralRequest.js';
import type {
  AdminCompany,
  AdminJob,
  AdminSurveyResponse,
  AdminUser,
  AssignmentSuggestion,
  AwaitingAnswerRequest,
  Overview,
  OverviewWeek,
  PendingRequest,
  SurveySummary,
} from '../../shared/schemas/admin.js';
import { MEETING_NEEDS_OPTIONS, USER_PURPOSES, DELIGHT_RATING_MAX, DELIGHT_RATING_MIN } from '../../shared/survey.js';
import type { UserRole } from '../../shared/types.js';
import { companyDomain } from '../../shared/workEmail.js';
import type { Database } from '../db/client.js';
import {
  companies,
  jobs,
  referralRequestEvents,
  referralRequests,
  referrers,
  sessions,
  surveyResponses,
  users,
  workEmailVerifications,
} from '../db/schema.js';
import { notifyReferrerOfNewRequest } from '../mail/notifications.js';
import { recordRequestNotifications } from '../notifications/requestNotifications.js';
import { recordAdminAction, type AdminAction, type Transaction } from './auditLog.js';
import { containsPattern } from './likePattern.js';
import { surveyAnswerColumns } from './surveys.js';

/**
 * What the admin dashboard reads and changes. Every caller has checked that the viewer is an admin. Each change is
 * recorded in the audit log in its own transaction (recordAdminAction), with the admin who made it.
 */

type Admin = AdminAction['admin'];

const offsetOf = (paging: Paging) => (paging.page - 1) * paging.limit;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The marketplace's totals, and what each of the last OVERVIEW_WEEKS weeks added (weeks start on Monday, UTC). */
export async function loadOverview(db: Database): Promise<Omit<Overview, 'mailOutbox' | 'failures'>> {
  const [totals, statuses, weeks] = await Promise.all([
    db.execute<Omit<Overview['totals'], 'requestsByStatus'>>(sql`select
      (select count(*)::int from users) as "users",
      (select count(*)::int from users where role = 'admin') as "admins",
      (select count(*)::int from users where disabled_at is not null) as "disabledUsers",
      (select count(*)::int from referrers) as "referrers",
      (select count(*)::int from jobs where removed_at is null and closed_at is null) as "listedJobs",
      (select count(*)::int from jobs where removed_at is not null) as "removedJobs",
      (select count(*)::int from survey_responses) as "surveys",
      (select count(*)::int from referral_requests where pending_assignment) as "pendingAssignment"`),
    db
      .select({ status: referralRequests.status, total: count() })
      .from(referralRequests)
      .groupBy(referralRequests.status),
    // One range scan of each table's creation index per week: the charts never read a table whole.
    db.execute<OverviewWeek>(sql`
      select to_char(w.week at time zone 'UTC', 'YYYY-MM-DD') as "week",
        (select count(*)::int from users t where t.created_at >= w.week and t.created_at < w.week + interval '1 week') as "users",
        (select count(*)::int from referrers t where t.created_at >= w.week and t.created_at < w.week + interval '1 week') as "referrers",
        (select count(*)::int from referral_requests t where t.created_at >= w.week and t.created_at < w.week + interval '1 week') as "requests",
        (select count(*)::int from jobs t where t.posted_at >= w.week and t.posted_at < w.week + interval '1 week') as "jobs",
        (select count(*)::int from survey_responses t where t.created_at >= w.week and t.created_at < w.week + interval '1 week') as "surveys"
      from generate_series(
        date_trunc('week', now() at time zone 'UTC') at time zone 'UTC' - ${OVERVIEW_WEEKS - 1}::int * interval '1 week',
        date_trunc('week', now() at time zone 'UTC') at time zone 'UTC',
        interval '1 week') as w(week)
      order by w.week`),
  ]);
  const requestsByStatus = Object.fromEntries(REFERRAL_REQUEST_STATUSES.map((status) => [status, 0])) as Record<
    ReferralRequestStatus,
    number
  >;
  for (const row of statuses) requestsByStatus[row.status] = row.total;
  return { totals: { ...totals.rows[0]!, requestsByStatus }, weeks: weeks.rows };
}

const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  isReferrer: users.isReferrer,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
};

type AdminUserRow = Omit<AdminUser, 'createdAt' | 'disabledAt'> & { createdAt: Date; disabledAt: Date | null };
const toAdminUser = (row: AdminUserRow): AdminUser => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  disabledAt: iso(row.disabledAt),
});

/** Accounts, newest first, searched by name or e-mail. */
export async function listUsers(db: Database, query: AdminListQuery) {
  const pattern = containsPattern(query.search);
  const where = query.search
    ? or(sql`lower(${users.name}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`)
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: totalRow?.total ?? 0 };
}

export type UserChangeResult = { notFound: true } | { refused: 'self' } | { user: AdminUser };

/** The account's row locked for a change by an admin, with the values the audit log records before it. */
async function lockUser(tx: Transaction, userId: number) {
  const [row] = await tx
    .select({ role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** Makes an account an admin or an ordinary user. An admin cannot demote themselves (the last admin would lock all out). */
export async function changeUserRole(
  db: Database,
  admin: Admin,
  userId: number,
  role: UserRole,
): Promise<UserChangeResult> {
  if (userId === admin.id && role !== 'admin') return { refused: 'self' };
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before) return { notFound: true };
    const [row] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning(adminUserColumns);
    await recordAdminAction(tx, {
      admin,
      action: 'user.role_changed',
      object: { type: 'user', id: userId },
      before: { role: before.role },
      after: { role },
    });
    return { user: toAdminUser(row!) };
  });
}

/**
 * Disables an account and ends its sessions in the same transaction, so it is signed out everywhere the moment the
 * change is visible. Disabling a disabled account keeps the first date.
 */
export async function disableUser(db: Database, admin: Admin, userId: number): Promise<UserChangeResult> {
  if (userId === admin.id) return { refused: 'self' };
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before) return { notFound: true };
    const [row] = await tx
      .update(users)
      .set({ disabledAt: sql`coalesce(${users.disabledAt}, now())` })
      .where(eq(users.id, userId))
      .returning(adminUserColumns);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAdminAction(tx, {
      admin,
      action: 'user.disabled',
      object: { type: 'user', id: userId },
      before: { disabledAt: iso(before.disabledAt) },
      after: { disabledAt: iso(row!.disabledAt) },
    });
    return { user: toAdminUser(row!) };
  });
}

/** Lets a disabled account sign in again (its old sessions stay ended). */
export async function enableUser(db: Database, admin: Admin, userId: number): Promise<UserChangeResult> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before) return { notFound: true };
    const [row] = await tx
      .update(users)
      .set({ disabledAt: null })
      .where(eq(users.id, userId))
      .returning(adminUserColumns);
    await recordAdminAction(tx, {
      admin,
      action: 'user.enabled',
      object: { type: 'user', id: userId },
      before: { disabledAt: iso(before.disabledAt) },
      after: { disabledAt: null },
    });
    return { user: toAdminUser(row!) };
  });
}

/** Who asked, for what, and when: what both request queues show of each request. */
const requestSummaryColumns = {
  id: referralRequests.id,
  name: referralRequests.name,
  email: referralRequests.email,
  company: referralRequests.company,
  jobTitle: referralRequests.jobTitle,
  createdAt: referralRequests.createdAt,
};

/** Requests waiting for a referrer, oldest first: the longest wait is answered first. */
export async function listPendingRequests(db: Database, paging: Paging) {
  const where = eq(referralRequests.pendingAssignment, true);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...requestSummaryColumns,
        experience: referralRequests.experience,
        message: referralRequests.message,
        // Written out: inside a select list, drizzle names a column without its table.
        referrersAtCompany: sql<number>`(select count(*)::int from referrers r
          join companies c on c.id = r.company_id
          where lower(c.name) = lower(trim(referral_requests.company)))`,
      })
      .from(referralRequests)
      .where(where)
      .orderBy(referralRequests.createdAt, referralRequests.id)
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ total: count() }).from(referralRequests).where(where),
  ]);
  const items: PendingRequest[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items, total: totalRow?.total ?? 0 };
}

/** Requests with a referrer who has not answered them yet. */
const awaitingAnswer = and(eq(referralRequests.status, 'new'), isNotNull(referralRequests.referrerId));

/**
 * Requests with a referrer who has not answered them, the longest unanswered first (those given before automatic assignment
 * existed have no assignment time, and come last): an admin may move one to another referrer.
 */
export async function listRequestsAwaitingAnswer(db: Database, paging: Paging) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...requestSummaryColumns,
        referrerId: referrers.id,
        referrerName: referrers.name,
        assignedAt: referralRequests.assignedAt,
      })
      .from(referralRequests)
      .innerJoin(referrers, eq(referrers.id, referralRequests.referrerId))
      .where(awaitingAnswer)
      .orderBy(referralRequests.assignedAt, referralRequests.id)
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ total: count() }).from(referralRequests).where(awaitingAnswer),
  ]);
  const items: AwaitingAnswerRequest[] = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    assignedAt: iso(row.assignedAt),
  }));
  return { items, total: totalRow?.total ?? 0 };
}

/**
 * The referrers who could take a request: those at the company it names, those with an account first (only they can
 * read it), then the most successful and best rated. Referrers whose account is disabled are left out, and so is the
 * referrer who holds the request now. Undefined when the request does not exist.
 */
export async function suggestReferrers(
  db: Database,
  referralRequestId: number,
): Promise<AssignmentSuggestion[] | undefined> {
  const [request] = await db
    .select({ company: referralRequests.company, referrerId: referralRequests.referrerId })
    .from(referralRequests)
    .where(eq(referralRequests.id, referralRequestId));
  if (!request) return undefined;
  const notItsHolder = request.referrerId === null ? undefined : ne(referrers.id, request.referrerId);
  const hasAccount = sql<boolean>`(${users.id} is not null)`;
  return db
    .select({
      id: referrers.id,
      name: referrers.name,
      title: referrers.title,
      companyName: companies.name,
      rating: referrers.rating,
      successfulReferrals: referrers.successfulReferrals,
      openRequests: sql<number>`(select count(*)::int from referral_requests q
        where q.referrer_id = referrers.id and q.status = 'new')`,
      hasAccount,
    })
    .from(referrers)
    .innerJoin(companies, eq(companies.id, referrers.companyId))
    .leftJoin(users, eq(users.id, referrers.userId))
    .where(and(sql`lower(${companies.name}) = lower(trim(${request.company}))`, isNull(users.disabledAt), notItsHolder))
    .orderBy(desc(hasAccount), desc(referrers.successfulReferrals), desc(referrers.rating), referrers.id)
    .limit(ASSIGNMENT_SUGGESTIONS_MAX);
}

/**
 * Why a request cannot go where the admin asked: it has a referrer already (for a request the admin saw waiting), or
 * (for a move) its referrer answered it, it moved meanwhile, or it is with the chosen referrer already.
 */
export type AssignmentRefusal = 'alreadyAssigned' | 'answered' | 'moved' | 'sameReferrer';

export type AssignmentOutcome =
  | { notFound: true }
  | { refused: AssignmentRefusal }
  | { unknownReferrer: true }
  | { assigned: { id: number; referrerId: number; referrerName: string; pendingAssignment: boolean } };

/** Why the request cannot go where the admin asked, as they saw it; undefined when it can. */
function assignmentRefusal(
  request: { referrerId: number | null; pendingAssignment: boolean; status: ReferralRequestStatus },
  { referrerId, fromReferrerId }: Assignment,
): AssignmentRefusal | undefined {
  // A request waiting for its first referrer.
  if (fromReferrerId == null) {
    return request.pendingAssignment && request.referrerId === null ? undefined : 'alreadyAssigned';
  }
  // A move from the referrer who holds it: only before they answer, and only from where the admin saw it.
  if (request.status !== 'new') return 'answered';
  if (request.referrerId !== fromReferrerId) return 'moved';
  if (referrerId === fromReferrerId) return 'sameReferrer';
  return undefined;
}

/**
 * Gives a request to a referrer: one that waits for a referrer, or, with `fromReferrerId`, one its referrer has not
 * answered yet (the admin overrides the match; the previous referrer no longer sees it). The move is recorded in the
 * request's history as the admin's, and the referrer's "new request" mail and its notification commit in the same
 * transaction, so they go out exactly when the assignment stands. The request's row is locked first: two admins
 * assigning it at once are served one after the other, and the second is told it is taken or has moved. The
 * referrer is held (KEY SHARE) until commit. Automatic moves so far (reassignments) are left as they are.
 */
export async function assignReferralRequest(
  db: Database,
  admin: Admin,
  referralRequestId: number,
  assignment: Assignment,
  mailLinkOrigin: string,
): Promise<AssignmentOutcome> {
  const { referrerId } = assignment;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        referrerId: referralRequests.referrerId,
        pendingAssignment: referralRequests.pendingAssignment,
        status: referralRequests.status,
      })
      .from(referralRequests)
      .where(eq(referralRequests.id, referralRequestId))
      .for('update');
    if (!request) return { notFound: true };
    const refused = assignmentRefusal(request, assignment);
    if (refused) return { refused };
    const [referrer] = await tx
      .select({ id: referrers.id, name: referrers.name })
      .from(referrers)
      .where(eq(referrers.id, referrerId))
      .for('key share');
    if (!referrer) return { unknownReferrer: true };
    await tx
      .update(referralRequests)
      .set({
        referrerId,
        pendingAssignment: false,
        waitingReason: null,
        assignedAt: sql`now()`,
        triedReferrerIds: sql`array_append(${referralRequests.triedReferrerIds}, ${referrerId}::int)`,
      })
      .where(eq(referralRequests.id, referralRequestId));
    await tx.insert(referralRequestEvents).values({
      referralRequestId,
      fromStatus: request.status,
      toStatus: request.status,
      actorUserId: admin.id,
      actorParty: 'admin',
      assignedReferrerId: referrerId,
      reason: request.referrerId === null ? null : REASSIGNMENT_REASON,
    });
    await recordAdminAction(tx, {
      admin,
      action: request.referrerId === null ? 'referral_request.assigned' : 'referral_request.reassigned',
      object: { type: 'referral_request', id: referralRequestId },
      before: { referrerId: request.referrerId },
      after: { referrerId },
    });
    await notifyReferrerOfNewRequest(tx, referralRequestId, mailLinkOrigin);
    await recordRequestNotifications(
      tx,
      referralRequestId,
      { kind: 'request-received' },
      { kind: 'request-moved' },
      // The referrer it was taken from hears why it left their dashboard.
      ...(request.referrerId === null
        ? []
        : [
            {
              kind: 'request-taken-away' as const,
              fromReferrerId: request.referrerId,
              why: 'our team reassigned it',
            },
          ]),
    );
    return {
      assigned: { id: referralRequestId, referrerId, referrerName: referrer.name, pendingAssignment: false },
    };
  });
}

/** How the survey's answers split; every purpose, rating and needs option is listed, with 0 when nobody chose it. */
export async function summarizeSurveys(db: Database): Promise<SurveySummary> {
  const [purposes, ratings, needs, [totals]] = await Promise.all([
    db
      .select({ value: surveyResponses.userPurpose, count: count() })
      .from(surveyResponses)
      .groupBy(surveyResponses.userPurpose),
    db
      .select({ value: surveyResponses.delightRating, count: count() })
      .from(surveyResponses)
      .groupBy(surveyResponses.delightRating),
    db
      .select({ value: surveyResponses.meetingNeeds, count: count() })
      .from(surveyResponses)
      .groupBy(surveyResponses.meetingNeeds),
    db
      .select({ total: count(), average: sql<number | null>`avg(${surveyResponses.delightRating})::float8` })
      .from(surveyResponses),
  ]);
  const countOf = <Value>(rows: Array<{ value: Value; count: number }>, value: Value) =>
    rows.find((row) => row.value === value)?.count ?? 0;
  const ratingScale = Array.from(
    { length: DELIGHT_RATING_MAX - DELIGHT_RATING_MIN + 1 },
    (_, index) => DELIGHT_RATING_MIN + index,
  );
  const options: readonly string[] = MEETING_NEEDS_OPTIONS;
  return {
    total: totals?.total ?? 0,
    averageRating: totals?.average ?? null,
    purposes: USER_PURPOSES.map((purpose) => ({ purpose, count: countOf(purposes, purpose) })),
    ratings: ratingScale.map((rating) => ({ rating, count: countOf(ratings, rating) })),
    meetingNeeds: [
      ...options.map((answer) => ({ answer, count: countOf(needs, answer) })),
      ...needs.filter((row) => !options.includes(row.value)).map((row) => ({ answer: row.value, count: row.count })),
    ],
  };
}

/** Survey answers, newest first. */
export async function listSurveyResponses(db: Database, paging: Paging) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ id: surveyResponses.id, ...surveyAnswerColumns })
      .from(surveyResponses)
      .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
      .limit(paging.limit)
      .offset(offsetOf(paging)),
    db.select({ total: count() }).from(surveyResponses),
  ]);
  const items: AdminSurveyResponse[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items, total: totalRow?.total ?? 0 };
}

const poster = alias(users, 'poster');
const remover = alias(users, 'remover');

/** Every job, removed and closed ones too, newest first: the moderation list. */
function selectAdminJobs(db: Database | Transaction) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: companies.name,
      location: jobs.location,
      type: jobs.type,
      postedAt: jobs.postedAt,
      postedByName: poster.name,
      closedAt: jobs.closedAt,
      removedAt: jobs.removedAt,
      removedReason: jobs.removedReason,
      removedByName: remover.name,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(poster, eq(poster.id, jobs.postedByUserId))
    .leftJoin(remover, eq(remover.id, jobs.removedByUserId));
}

type AdminJobRow = Awaited<ReturnType<ReturnType<typeof selectAdminJobs>['execute']>>[number];
const toAdminJob = (row: AdminJobRow): AdminJob => ({
  ...row,
  postedAt: row.postedAt.toISOString(),
  closedAt: iso(row.closedAt),
  removedAt: iso(row.removedAt),
});

/** Jobs for moderation, searched by title or company. */
export async function listAdminJobs(db: Database, query: AdminListQuery) {
  const pattern = containsPattern(query.search);
  const where = query.search
    ? or(sql`lower(${jobs.title}) like ${pattern}`, sql`lower(${companies.name}) like ${pattern}`)
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    selectAdminJobs(db)
      .where(where)
      .orderBy(desc(jobs.postedAt), desc(jobs.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(jobs).innerJoin(companies, eq(companies.id, jobs.companyId)).where(where),
  ]);
  return { items: rows.map(toAdminJob), total: totalRow?.total ?? 0 };
}

export type JobRemovalResult = { notFound: true } | { alreadyRemoved: true } | { removed: AdminJob };

/**
 * Removes a job from the marketplace, with the reason and who removed it (on the job, and in the audit log). One
 * conditional update: of two removals at once, exactly one finds the job still listed.
 */
export async function removeJob(db: Database, admin: Admin, jobId: number, reason: string): Promise<JobRemovalResult> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(jobs)
      .set({ removedAt: sql`now()`, removedReason: reason, removedByUserId: admin.id })
      .where(and(eq(jobs.id, jobId), isNull(jobs.removedAt)))
      .returning({ removedAt: jobs.removedAt, removedReason: jobs.removedReason });
    const [row] = await selectAdminJobs(tx).where(eq(jobs.id, jobId));
    if (!row) return { notFound: true };
    if (!updated) return { alreadyRemoved: true };
    await recordAdminAction(tx, {
      admin,
      action: 'job.removed',
      object: { type: 'job', id: jobId },
      before: { removedAt: null, removedReason: null },
      after: { removedAt: iso(updated.removedAt), removedReason: updated.removedReason },
    });
    return { removed: toAdminJob(row) };
  });
}

/** Companies whose referrers cannot verify: no website on file, and someone there who would need one. */
const unverifiable = sql<boolean>`(coalesce(${companies.websiteUrl}, '') = ''
  and exists (select 1 from referrers r where r.company_id = ${companies.id}))`;

const adminCompanyColumns = {
  id: companies.id,
  name: companies.name,
  websiteUrl: companies.websiteUrl,
  // Written out: inside a select list, drizzle names a column without its table.
  referrers: sql<number>`(select count(*)::int from referrers r where r.company_id = companies.id)`,
  verifiedReferrers: sql<number>`(select count(*)::int from referrers r
    where r.company_id = companies.id and r.verified_at is not null)`,
};

type AdminCompanyRow = Omit<AdminCompany, 'domain'>;
const toAdminCompany = (row: AdminCompanyRow): AdminCompany => ({
  ...row,
  domain: companyDomain(row.websiteUrl) ?? null,
});

/**
 * Companies, searched by name: those whose referrers cannot verify (no website on file) first, as they need an
 * admin, then by name.
 */
export async function listAdminCompanies(db: Database, query: AdminListQuery) {
  const where = query.search ? sql`lower(${companies.name}) like ${containsPattern(query.search)}` : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(adminCompanyColumns)
      .from(companies)
      .where(where)
      .orderBy(desc(unverifiable), sql`lower(${companies.name})`, companies.id)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { items: rows.map(toAdminCompany), total: totalRow?.total ?? 0 };
}

/**
 * Sets a company's website (null clears it). Its domain is where its referrers' work e-mails must be: a referrer there
 * can ask for a confirmation link from now on. When the domain changes, the links still open are spent: they were
 * sent to addresses checked against a website the admin has replaced. Verified referrers stay verified.
 */
export async function setCompanyWebsite(
  db: Database,
  admin: Admin,
  companyId: number,
  websiteUrl: string | null,
): Promise<AdminCompany | undefined> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ websiteUrl: companies.websiteUrl })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('no key update');
    if (!company) return undefined;
    await tx.update(companies).set({ websiteUrl }).where(eq(companies.id, companyId));
    if (companyDomain(company.websiteUrl) !== companyDomain(websiteUrl)) {
      await tx
        .delete(workEmailVerifications)
        .where(
          inArray(
            workEmailVerifications.referrerId,
            tx.select({ id: referrers.id }).from(referrers).where(eq(referrers.companyId, companyId)),
          ),
        );
    }
    await recordAdminAction(tx, {
      admin,
      action: 'company.website_changed',
      object: { type: 'company', id: companyId },
      before: { websiteUrl: company.websiteUrl },
      after: { websiteUrl },
    });
    const [row] = await tx.select(adminCompanyColumns).from(companies).where(eq(companies.id, companyId));
    return toAdminCompany(row!);
  });
}
