import { getTableName, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  type PgColumn,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MatchScore } from '../../shared/schemas/matchReasons.js';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, type AuditValues } from '../../shared/auditLog.js';
import { USER_ROLES } from '../../shared/auth.js';
import { REFERRAL_REQUEST_STATUSES, REQUEST_EVENT_KINDS } from '../../shared/referralRequest.js';
import { CHANGE_KINDS } from '../../shared/requestChanges.js';
import { NOTIFICATION_KINDS } from '../../shared/notifications.js';
import { EVENT_PARTIES, WAITING_REASONS } from '../../shared/assignment.js';
import { CONVERSATION_PARTIES } from '../../shared/conversation.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** PostgreSQL's 64-bit transaction id, read as its decimal text: the live streams' order (src/server/live/liveHub.ts). */
const xid8 = customType<{ data: string }>({
  dataType: () => 'xid8',
});

/** Written by triggers only (migrations 0002 and 0003), never by the app: see src/server/db/README.md. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * A foreign key named as PostgreSQL names one written inline in a hand-written migration (`<table>_<column>_fkey`),
 * where `.references()` would give drizzle-kit's name, and a later generated migration would drop a key that is not there.
 */
function inlineForeignKey(column: PgColumn, foreignColumn: PgColumn) {
  return foreignKey({
    name: `${getTableName(column.table)}_${column.name}_fkey`,
    columns: [column],
    foreignColumns: [foreignColumn],
  });
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // Stored lower-cased by the schema that validates it, so the unique index is case-insensitive in effect.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    isReferrer: boolean('is_referrer').notNull().default(false),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    createdAt: createdAt(),
    // Set by an admin: the account cannot sign in and counts as signed out, while its rows stay on record.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email), index('users_created_at_idx').on(table.createdAt)],
);

/** What a user told us during onboarding (SPEC section 3, "Onboarding profile payload"). */
export const onboardingProfiles = pgTable('onboarding_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  company: text('company'),
  experience: integer('experience'),
  linkedin: text('linkedin'),
  bio: text('bio').notNull().default(''),
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifyWhatsapp: boolean('notify_whatsapp').notNull().default(false),
  notifyRealtime: boolean('notify_realtime').notNull().default(true),
  interests: text('interests')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  role: text('role', { enum: ['candidate', 'referrer', 'both'] })
    .notNull()
    .default('candidate'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    industry: text('industry').notNull().default(''),
    logo: text('logo'),
    websiteUrl: text('website_url'),
    createdAt: createdAt(),
  },
  // One company per name in any case: "acme" joins Acme.
  (table) => [
    uniqueIndex('companies_name_lower_unique').on(sql`lower(${table.name})`),
    index('companies_name_lower_idx').on(sql`lower(${table.name})`),
  ],
);

export const referrers = pgTable(
  'referrers',
  {
    id: serial('id').primaryKey(),
    // A referrer profile may belong to an account (onboarded referrers) or stand alone (imported data).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    photo: text('photo'),
    title: text('title').notNull().default(''),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bio: text('bio').notNull().default(''),
    rating: real('rating').notNull().default(0),
    successfulReferrals: integer('successful_referrals').notNull().default(0),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /** Set once the referrer confirms a work e-mail at their company's domain; only verified referrers are matched. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedEmail: text('verified_email'),
    /** How many requests they take a week; null for no limit. */
    weeklyCap: integer('weekly_cap'),
    /** How many ratings `rating` averages (src/server/repositories/ratings.ts). */
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * The share of requests given to them that they answered, and the median hours it took, from request histories
     * (src/server/assignment/referrerStats.ts); null while there are too few to tell.
     */
    responseRate: real('response_rate'),
    typicalReplyHours: real('typical_reply_hours'),
    /**
     * What referrer search reads (src/server/repositories/referrerSearch.ts): the whole profile, and its headline alone
     * (name, title, company, specialties). Kept by the trigger of migration 0003, which also counts each headline word
     * in referrer_search_words.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    headlineVector: tsvector('headline_vector')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (table) => [
    uniqueIndex('referrers_user_unique').on(table.userId),
    index('referrers_company_idx').on(table.companyId),
    index('referrers_created_at_idx').on(table.createdAt),
    index('referrers_search_vector_idx').using('gin', table.searchVector).with({ fastupdate: 'off' }),
    index('referrers_headline_vector_idx').using('gin', table.headlineVector).with({ fastupdate: 'off' }),
    // Also INCLUDEs name, headline_vector, company_id and specialties (migration 0004), which drizzle cannot declare.
    index('referrers_rank_idx').on(table.successfulReferrals.desc().nullsFirst(), table.id),
    check('referrers_rating_range', sql`${table.rating} >= 0 and ${table.rating} <= 5`),
    check('referrers_response_rate_range', sql`${table.responseRate} between 0 and 1`),
    check('referrers_verified_has_email', sql`(${table.verifiedAt} is null) = (${table.verifiedEmail} is null)`),
    check('referrers_weekly_cap_range', sql`${table.weeklyCap} between 1 and 100`),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    location: text('location').notNull(),
    experienceLevel: text('experience_level').notNull(),
    description: text('description').notNull().default(''),
    postedByUserId: integer('posted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when its poster closes it (the role is filled); a closed job leaves the lists but its page stays readable.
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // Set by an admin's moderation, with the reason: a removed job leaves the lists and its page answers 404.
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
    removedByUserId: integer('removed_by_user_id'),
  },
  (table) => [
    inlineForeignKey(table.removedByUserId, users.id).onDelete('set null'),
    index('jobs_company_idx').on(table.companyId),
    index('jobs_posted_at_idx').on(table.postedAt),
    index('jobs_search_trgm_idx').using('gin', sql`lower(${table.title} || ' ' || ${table.location}) gin_trgm_ops`),
    check('jobs_removal_has_reason', sql`(${table.removedAt} is null) = (${table.removedReason} is null)`),
  ],
);

/**
 * A referrer's share link (src/server/repositories/shareLinks.ts): an opaque token for their profile or a job at their
 * company, one per target. It carries no personal data; visits are counted, never who made them.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => referrers.id, { onDelete: 'cascade' }),
    /** Null for the referrer's profile. */
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    visits: integer('visits').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('share_links_token_unique').on(table.token),
    // One link per target: the profile, and each job.
    uniqueIndex('share_links_profile_unique')
      .on(table.referrerId)
      .where(sql`${table.jobId} is null`),
    uniqueIndex('share_links_job_unique')
      .on(table.referrerId, table.jobId)
      .where(sql`${table.jobId} is not null`),
    index('share_links_job_idx').on(table.jobId),
  ],
);

export const referralRequests = pgTable(
  'referral_requests',
  {
    id: serial('id').primaryKey(),
    // Null while the request waits for a referrer (pendingAssignment).
    referrerId: integer('referrer_id').references(() => referrers.id, { onDelete: 'set null' }),
    candidateUserId: integer('candidate_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    experience: integer('experience').notNull(),
    message: text('message').notNull(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    jobTitle: text('job_title'),
    pendingAssignment: boolean('pending_assignment').notNull().default(false),
    status: text('status', { enum: REFERRAL_REQUEST_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
    /** When its current referrer was given it: their answer is due ASSIGNMENT.answerWithinDays later. */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** The automatic moves to another referrer so far (src/server/assignment/). */
    reassignments: integer('reroutes').notNull().default(0),
    /** Every referrer who has had the request: none is given it twice. */
    triedReferrerIds: integer('tried_referrer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Why a request without a referrer waits; null while it waits for its first match. */
    waitingReason: text('waiting_reason', { enum: WAITING_REASONS }),
    /** The version of the notice its candidate saw (src/shared/requestNotice.ts); null for requests sent before it. */
    noticeVersion: text('notice_version'),
    /** When the account that sent it was deleted: the request then holds nothing of them (migration 0020). */
    senderDeletedAt: timestamp('sender_deleted_at', { withTimezone: true }),
    /** When its candidate asked for someone else at the company (src/server/assignment/): once per request. */
    someoneElseAskedAt: timestamp('someone_else_asked_at', { withTimezone: true }),
    /** What happened after "referred" (src/shared/requestLifecycle.ts, migration 0028): when it was referred. */
    referredAt: timestamp('referred_at', { withTimezone: true }),
    /** The day the referrer submitted the candidate in their company's system. */
    submittedOn: date('submitted_on', { mode: 'string' }),
    /** When the referrer marked it hired: the candidate may dispute that for HIRE_DISPUTE_DAYS. */
    hireMarkedAt: timestamp('hire_marked_at', { withTimezone: true }),
    /** When its hire was confirmed (by the candidate, or undisputed): only then does it count. */
    hireConfirmedAt: timestamp('hire_confirmed_at', { withTimezone: true }),
    /** How many of OUTCOME_REMINDER_DAYS' reminders were sent. */
    outcomeRemindersSent: integer('outcome_reminders_sent').notNull().default(0),
    /** The referrer's share link the candidate came through (migration 0030), counted on the referrer's dashboard. */
    shareLinkId: integer('share_link_id'),
    /** When its referrer last asked for changes (src/shared/requestLifecycle.ts): the ask expires 7 days later. */
    changesAskedAt: timestamp('changes_asked_at', { withTimezone: true }),
    /** When its candidate last sent the changes asked for: the request is marked updated, its current version dated. */
    revisedAt: timestamp('revised_at', { withTimezone: true }),
  },
  (table) => [
    // Each list's order, id included (migration 0024): a page is read off the index, never sorted out of the whole.
    index('referral_requests_referrer_idx').on(
      table.referrerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('referral_requests_candidate_idx').on(
      table.candidateUserId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('referral_requests_referrer_status_idx').on(
      table.referrerId,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('referral_requests_created_at_idx').on(table.createdAt, table.id),
    inlineForeignKey(table.shareLinkId, shareLinks.id).onDelete('set null'),
    index('referral_requests_share_link_idx')
      .on(table.shareLinkId)
      .where(sql`${table.shareLinkId} is not null`),
    // A candidate's open request at a company, found by e-mail (migration 0029).
    index('referral_requests_company_email_idx').on(sql`lower(btrim(${table.company}))`, sql`lower(${table.email})`),
    index('referral_requests_pending_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.pendingAssignment}`),
    index('referral_requests_unanswered_idx')
      .on(table.assignedAt, table.id)
      .where(sql`${table.status} = 'new' and ${table.referrerId} is not null`),
    index('referral_requests_outcome_reminders_idx')
      .on(table.referredAt, table.id)
      .where(sql`${table.status} = 'referred' and ${table.outcomeRemindersSent} < 2`),
    index('referral_requests_unconfirmed_hires_idx')
      .on(table.hireMarkedAt, table.id)
      .where(sql`${table.status} = 'hired' and ${table.hireConfirmedAt} is null`),
    index('referral_requests_changes_asked_idx')
      .on(table.changesAskedAt, table.id)
      .where(sql`${table.status} = 'changes_asked'`),
    check('referral_requests_experience_nonnegative', sql`${table.experience} >= 0`),
    check(
      'referral_requests_waiting_reason_known',
      sql`${table.waitingReason} in ('no-referrer-at-company', 'no-verified-referrer', 'referrers-at-capacity', 'admin-queue')`,
    ),
    check(
      'referral_requests_status_known',
      sql`${table.status} in ('new', 'accepted', 'declined', 'referred', 'hired', 'withdrawn', 'interviewing', 'offer', 'not_selected', 'changes_asked')`,
    ),
    check(
      'referral_requests_deleted_sender_anonymous',
      sql`${table.senderDeletedAt} is null or (${table.candidateUserId} is null and ${table.name} = 'Deleted account'
        and ${table.email} = '' and ${table.phone} = '' and ${table.message} = '')`,
    ),
  ],
);

export { REQUEST_EVENT_KINDS };

/** Every move of a referral request (src/shared/requestLifecycle.ts): who made it, when, and why. */
export const referralRequestEvents = pgTable(
  'referral_request_events',
  {
    id: serial('id').primaryKey(),
    referralRequestId: integer('referral_request_id').notNull(),
    fromStatus: text('from_status', { enum: REFERRAL_REQUEST_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: REFERRAL_REQUEST_STATUSES }).notNull(),
    actorUserId: integer('actor_user_id'),
    actorParty: text('actor_party', { enum: EVENT_PARTIES }).notNull(),
    reason: text('reason'),
    /** An admin's assignment: the referrer the waiting request was given to (its status stays as it was). */
    assignedReferrerId: integer('assigned_referrer_id'),
    /** A change of the request, or another line of its history (REQUEST_EVENT_KINDS), its status unchanged. */
    kind: text('kind', { enum: REQUEST_EVENT_KINDS }).notNull().default('change'),
    /** The matching's move: the score that chose the referrer (src/server/assignment/matching.ts: scoreBreakdown). */
    matchScore: jsonb('match_score').$type<MatchScore>(),
    /** A `submitted` entry: the day the referrer submitted the candidate in their company's system. */
    submittedOn: date('submitted_on', { mode: 'string' }),
    /** An ask for changes: what the referrer asks for (the note is the reason). */
    changesKind: text('changes_kind', { enum: CHANGE_KINDS }),
    createdAt: createdAt(),
  },
  (table) => [
    inlineForeignKey(table.referralRequestId, referralRequests.id).onDelete('cascade'),
    inlineForeignKey(table.actorUserId, users.id).onDelete('set null'),
    inlineForeignKey(table.assignedReferrerId, referrers.id).onDelete('set null'),
    index('referral_request_events_request_idx').on(table.referralRequestId, table.id),
    uniqueIndex('referral_request_events_resume_deleted_unique')
      .on(table.referralRequestId)
      .where(sql`${table.kind} = 'resume-deleted'`),
    check(
      'referral_request_events_kind_check',
      sql`${table.kind} in ('change', 'resume-deleted', 'submitted', 'hire-confirmed', 'conversation-closed')`,
    ),
    check(
      'referral_request_events_changes_kind_check',
      sql`${table.changesKind} is null or ${table.changesKind} in ('resume', 'message', 'job')`,
    ),
    check(
      'referral_request_events_actor_party_check',
      sql`${table.actorParty} in ('referrer', 'candidate', 'admin', 'system')`,
    ),
  ],
);

/** A candidate's rating of the referrer who referred them: one per request, once it was referred. */
export const referrerRatings = pgTable(
  'referrer_ratings',
  {
    id: serial('id').primaryKey(),
    referralRequestId: integer('referral_request_id').notNull(),
    referrerId: integer('referrer_id').notNull(),
    candidateUserId: integer('candidate_user_id'),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    inlineForeignKey(table.referralRequestId, referralRequests.id).onDelete('cascade'),
    inlineForeignKey(table.referrerId, referrers.id).onDelete('cascade'),
    inlineForeignKey(table.candidateUserId, users.id).onDelete('set null'),
    uniqueIndex('referrer_ratings_request_unique').on(table.referralRequestId),
    index('referrer_ratings_referrer_idx').on(table.referrerId, table.createdAt),
    check('referrer_ratings_stars_check', sql`${table.stars} between 1 and 5`),
  ],
);

/** A candidate's default resume (/referee-profile), which the request form offers to send again. */
export const candidateResumes = pgTable(
  'candidate_resumes',
  {
    userId: integer('user_id').primaryKey(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [inlineForeignKey(table.userId, users.id).onDelete('cascade')],
);

/** The resume of a referral request; one per request, stored in the same transaction. */
export const resumes = pgTable('resumes', {
  id: serial('id').primaryKey(),
  referralRequestId: integer('referral_request_id')
    .notNull()
    .unique()
    .references(() => referralRequests.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/**
 * A version of a request that its candidate replaced by sending the changes asked for: its message, job and resume as
 * they were, and when that version was sent. The request row holds the current version; nothing is overwritten.
 */
export const requestVersions = pgTable(
  'request_versions',
  {
    id: serial('id').primaryKey(),
    referralRequestId: integer('referral_request_id').notNull(),
    message: text('message').notNull(),
    jobTitle: text('job_title'),
    /** Null once deleted with the request's resume (retention, or its sender's account deletion). */
    resumeFileName: text('resume_file_name'),
    resumeMimeType: text('resume_mime_type'),
    resumeSize: integer('resume_size'),
    resumeData: bytea('resume_data'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    inlineForeignKey(table.referralRequestId, referralRequests.id).onDelete('cascade'),
    index('request_versions_request_idx').on(table.referralRequestId, table.id),
  ],
);

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userPurpose: text('user_purpose').notNull(),
    otherPurpose: text('other_purpose'),
    meetingNeeds: text('meeting_needs').notNull(),
    delightRating: integer('delight_rating').notNull(),
    loveFeedback: text('love_feedback'),
    improvementFeedback: text('improvement_feedback'),
    jobRole: text('job_role'),
    company: text('company'),
    contactConsent: text('contact_consent').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    additionalFeedback: text('additional_feedback'),
    createdAt: createdAt(),
  },
  (table) => [index('survey_responses_created_at_idx').on(table.createdAt)],
);

/** Server-side sessions (@fastify/session store). Only signed-in visitors get a row. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    data: jsonb('data').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Names the session on /profile: the sid is the cookie's secret and never leaves the server. */
    id: serial('id').notNull(),
    /** When it was signed in, and last used (written at most once a minute, with the idle deadline). */
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in, shown summarised ("Chrome on Windows"). */
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_expires_idx').on(table.expiresAt),
    index('sessions_user_idx').on(table.userId),
    uniqueIndex('sessions_id_unique').on(table.id),
  ],
);

/**
 * Failed sign-ins per account, for the back-off that guessing from many addresses cannot get around. Keyed by a
 * hash of the e-mail as typed (normalised), whether or not an account has it: unknown and known addresses are
 * throttled alike, so the throttle tells nobody which exist, and no e-mail is stored for a typo.
 */
export const signInFailures = pgTable('sign_in_failures', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** The hits of one rate-limited route from one client in its current window (src/server/plugins/rateLimitStore.ts). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  // UNLOGGED in the database (migration 0010), which drizzle cannot declare.
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
);

/**
 * How many referrers' headlines hold each word, kept exact by the triggers of migration 0003: referrer search reads it
 * to tell a broad term from a narrow one, and to correct typos (src/server/db/README.md).
 */
export const referrerSearchWords = pgTable(
  'referrer_search_words',
  {
    word: text('word').primaryKey(),
    referrers: integer('referrers').notNull().default(0),
  },
  (table) => [
    index('referrer_search_words_prefix_idx').on(table.word.op('text_pattern_ops')),
    index('referrer_search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Mail waiting to leave, and mail that left (src/server/mail/outbox.ts): written in the transaction of the change that
 * causes it. `nextAttemptAt` is null once the mail is delivered or given up on.
 */
/** Messages people send the team through /contact; each also goes to the admins through the outbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    // Its text carries a secret (a reset link): replaced once delivered.
    withholdAfterDelivery: boolean('withhold_after_delivery').notNull().default(false),
    /** When its text was deleted (emptied), some days after it left the outbox (src/server/retention/sweep.ts). */
    textDeletedAt: timestamp('text_deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
    index('mail_outbox_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/** Password reset links: only a hash of each token is kept; a reset spends every token of the user. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    inlineForeignKey(table.userId, users.id).onDelete('cascade'),
    uniqueIndex('password_reset_tokens_hash_unique').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
    index('password_reset_tokens_expires_idx').on(table.expiresAt),
  ],
);

/** Links that confirm a referrer's work e-mail (src/shared/workEmail.ts): only a hash of each token is kept. */
export const workEmailVerifications = pgTable(
  'work_email_verifications',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    inlineForeignKey(table.referrerId, referrers.id).onDelete('cascade'),
    uniqueIndex('work_email_verifications_hash_unique').on(table.tokenHash),
    index('work_email_verifications_referrer_idx').on(table.referrerId),
  ],
);

/**
 * The private links that let a candidate who sent a request signed out follow it (src/server/repositories/
 * followedRequests.ts): only a hash of each token is kept. A link shows its one request, and stops working once the
 * request has ended (src/shared/followRequest.ts says when).
 */
export const requestFollowLinks = pgTable(
  'request_follow_links',
  {
    id: serial('id').primaryKey(),
    referralRequestId: integer('referral_request_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    inlineForeignKey(table.referralRequestId, referralRequests.id).onDelete('cascade'),
    uniqueIndex('request_follow_links_hash_unique').on(table.tokenHash),
    index('request_follow_links_request_idx').on(table.referralRequestId),
  ],
);

/** A notification about a request for one account (src/server/notifications/requestNotifications.ts): streamed live, counted in the navbar until read. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    referralRequestId: integer('referral_request_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The transaction that wrote it: streams send notifications in the order their transactions committed. */
    txId: xid8('tx_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (table) => [
    inlineForeignKey(table.userId, users.id).onDelete('cascade'),
    inlineForeignKey(table.referralRequestId, referralRequests.id).onDelete('cascade'),
    check(
      'user_notifications_kind_check',
      sql`${table.kind} in ('request-received', 'request-moved', 'request-status', 'request-withdrawn', 'request-rated',
        'request-taken-away', 'message-to-referrer', 'message-to-candidate', 'request-reported',
        'outcome-reminder-to-referrer', 'outcome-reminder-to-candidate', 'request-changes-asked', 'request-changes-sent',
        'request-changes-expired', 'request-ask-expired')`,
    ),
    index('user_notifications_user_idx').on(table.userId, table.id),
    index('user_notifications_delivery_idx').on(table.userId, table.txId, table.id),
    index('user_notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/**
 * The conversation on a request with one of its referrers (src/server/repositories/conversations.ts): closed by
 * either party, for good. Each side's read mark (the newest message it has read) and when it was last mailed about
 * unread messages.
 */
export const requestConversations = pgTable(
  'request_conversations',
  {
    id: serial('id').primaryKey(),
    referralRequestId: integer('referral_request_id').notNull(),
    referrerId: integer('referrer_id').notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByParty: text('closed_by_party', { enum: CONVERSATION_PARTIES }),
    candidateReadThrough: bigint('candidate_read_through', { mode: 'number' }).notNull().default(0),
    referrerReadThrough: bigint('referrer_read_through', { mode: 'number' }).notNull().default(0),
    candidateMailedAt: timestamp('candidate_mailed_at', { withTimezone: true }),
    referrerMailedAt: timestamp('referrer_mailed_at', { withTimezone: true }),
  },
  (table) => [
    inlineForeignKey(table.referralRequestId, referralRequests.id).onDelete('cascade'),
    inlineForeignKey(table.referrerId, referrers.id).onDelete('cascade'),
    uniqueIndex('request_conversations_request_referrer_unique').on(table.referralRequestId, table.referrerId),
    check('request_conversations_closed_by_party_check', sql`${table.closedByParty} in ('candidate', 'referrer')`),
    check('request_conversations_closed_check', sql`(${table.closedAt} is null) = (${table.closedByParty} is null)`),
  ],
);

/** One message of a conversation, plain text, by one party; a report and an admin's resolution of it stay on it. */
export const requestMessages = pgTable(
  'request_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id').notNull(),
    authorUserId: integer('author_user_id'),
    authorParty: text('author_party', { enum: CONVERSATION_PARTIES }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedByUserId: integer('reported_by_user_id'),
    reportResolvedAt: timestamp('report_resolved_at', { withTimezone: true }),
    reportResolvedByUserId: integer('report_resolved_by_user_id'),
  },
  (table) => [
    inlineForeignKey(table.conversationId, requestConversations.id).onDelete('cascade'),
    inlineForeignKey(table.authorUserId, users.id).onDelete('set null'),
    inlineForeignKey(table.reportedByUserId, users.id).onDelete('set null'),
    inlineForeignKey(table.reportResolvedByUserId, users.id).onDelete('set null'),
    check('request_messages_author_party_check', sql`${table.authorParty} in ('candidate', 'referrer')`),
    check('request_messages_body_check', sql`char_length(${table.body}) between 1 and 2000`),
    index('request_messages_conversation_idx').on(table.conversationId, table.id),
    index('request_messages_open_reports_idx')
      .on(table.reportedAt)
      .where(sql`${table.reportedAt} is not null and ${table.reportResolvedAt} is null`),
    index('request_messages_author_idx').on(table.authorUserId),
  ],
);

/**
 * Two-step sign-in (src/server/twoStep.ts): the authenticator's secret, sealed with a key derived from SESSION_SECRET.
 * `enabledAt` is null while an enrolment waits for its first code; `lastUsedStep` is the time step of the last code
 * accepted, so that no code is accepted twice.
 */
export const twoStepSignIn = pgTable(
  'two_step_sign_in',
  {
    userId: integer('user_id').primaryKey(),
    secretSealed: text('secret_sealed').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [inlineForeignKey(table.userId, users.id).onDelete('cascade')],
);

/** The single-use recovery codes of two-step sign-in: a SHA-256 of each, never the code. */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    inlineForeignKey(table.userId, users.id).onDelete('cascade'),
    uniqueIndex('two_step_recovery_codes_user_hash_unique').on(table.userId, table.codeHash),
  ],
);

/**
 * What admins did (src/server/repositories/auditLog.ts), written in the transaction of each change. The admin is copied
 * as they were (no foreign key: the entry outlives their account); the object is its type and id only.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    adminUserId: integer('admin_user_id').notNull(),
    adminName: text('admin_name').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    objectType: text('object_type', { enum: AUDIT_OBJECT_TYPES }).notNull(),
    objectId: integer('object_id').notNull(),
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
  },
  (table) => [
    index('admin_audit_log_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
