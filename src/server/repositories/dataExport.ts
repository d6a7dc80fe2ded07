import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  candidateResumes,
  companies,
  jobs,
  onboardingProfiles,
  referralRequestEvents,
  referralRequests,
  referrerRatings,
  referrers,
  requestVersions,
  resumes,
  surveyResponses,
  userNotifications,
  users,
} from '../db/schema.js';
import { exportedConversations } from './conversations.js';
import { findAccount } from './account.js';
import { listSessions } from './sessions.js';
import { surveyAnswerColumns } from './surveys.js';

/**
 * "Download my data" (`GET /api/me/export`): what ReferBridge holds about one account, read a part at a time so that
 * the archive streams (src/server/routes/dataExport.ts). Requests are read a page at a time; resume bytes only when
 * the archive reaches their file.
 */

/** Requests read per query: each page's history is one more query. */
const PAGE_SIZE = 50;

/** The archive's folder of resumes. */
const RESUME_FOLDER = 'resumes';

/** A file name inside the archive: one path segment, whatever the stored name holds. */
const archiveSafe = (fileName: string) => fileName.replace(/[\\/]/g, '_').replace(/^\.+/, '_') || 'resume';

export const requestResumePath = (requestId: number, fileName: string) =>
  `${RESUME_FOLDER}/request-${requestId}-${archiveSafe(fileName)}`;
export const savedResumePath = (fileName: string) => `${RESUME_FOLDER}/saved-resume-${archiveSafe(fileName)}`;
/** A version's resume that its candidate replaced by sending changes: a folder of its own, so no name can collide. */
export const earlierVersionResumePath = (requestId: number, versionNumber: number, fileName: string) =>
  `${RESUME_FOLDER}/earlier-versions/request-${requestId}-version-${versionNumber}-${archiveSafe(fileName)}`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The resumes of the archive, described: their bytes are read one at a time, as the archive reaches each. */
export async function listExportedResumes(db: Database, userId: number) {
  const sent = await db
    .select({
      requestId: referralRequests.id,
      fileName: resumes.fileName,
      size: resumes.size,
      createdAt: resumes.createdAt,
    })
    .from(resumes)
    .innerJoin(referralRequests, eq(referralRequests.id, resumes.referralRequestId))
    .where(eq(referralRequests.candidateUserId, userId))
    .orderBy(asc(referralRequests.id));
  const [saved] = await db
    .select({ fileName: candidateResumes.fileName, size: candidateResumes.size, updatedAt: candidateResumes.updatedAt })
    .from(candidateResumes)
    .where(eq(candidateResumes.userId, userId));
  const earlier = (await earlierVersionsOf(db, userId)).filter((version) => version.resume !== null);
  return [
    ...(saved
      ? [
          {
            path: savedResumePath(saved.fileName),
            modifiedAt: saved.updatedAt,
            read: () => savedResumeBytes(db, userId),
          },
        ]
      : []),
    ...sent.map((resume) => ({
      path: requestResumePath(resume.requestId, resume.fileName),
      modifiedAt: resume.createdAt,
      read: () => requestResumeBytes(db, userId, resume.requestId),
    })),
    ...earlier.map((version) => ({
      path: version.resume!.file,
      modifiedAt: version.sentAt,
      read: () => earlierVersionResumeBytes(db, userId, version.id),
    })),
  ];
}

/**
 * The versions the candidate replaced by sending the changes a referrer asked for (src/server/repositories/
 * requestChanges.ts), oldest first, numbered per request as the request's versions are (the first sent is 1). Of the
 * requests `userId` sent, or of the given ones only. Their resume is null once deleted (retention).
 */
async function earlierVersionsOf(db: Database, userId: number, requestIds?: number[]) {
  const rows = await db
    .select({
      id: requestVersions.id,
      requestId: requestVersions.referralRequestId,
      message: requestVersions.message,
      jobTitle: requestVersions.jobTitle,
      fileName: requestVersions.resumeFileName,
      mimeType: requestVersions.resumeMimeType,
      size: requestVersions.resumeSize,
      sentAt: requestVersions.sentAt,
      replacedAt: requestVersions.replacedAt,
    })
    .from(requestVersions)
    .innerJoin(referralRequests, eq(referralRequests.id, requestVersions.referralRequestId))
    .where(
      and(
        eq(referralRequests.candidateUserId, userId),
        requestIds ? inArray(requestVersions.referralRequestId, requestIds) : undefined,
      ),
    )
    .orderBy(asc(requestVersions.referralRequestId), asc(requestVersions.id));
  const numbers = new Map<number, number>();
  return rows.map(({ fileName, mimeType, size, ...version }) => {
    const number = (numbers.get(version.requestId) ?? 0) + 1;
    numbers.set(version.requestId, number);
    return {
      ...version,
      number,
      resume:
        fileName === null
          ? null
          : { fileName, mimeType, size, file: earlierVersionResumePath(version.requestId, number, fileName) },
    };
  });
}

/** A replaced version's resume, as stored; undefined if it went since the archive began (its file is then empty). */
async function earlierVersionResumeBytes(db: Database, userId: number, versionId: number) {
  const [row] = await db
    .select({ data: requestVersions.resumeData })
    .from(requestVersions)
    .innerJoin(referralRequests, eq(referralRequests.id, requestVersions.referralRequestId))
    .where(and(eq(requestVersions.id, versionId), eq(referralRequests.candidateUserId, userId)));
  return row?.data ?? undefined;
}

/** A sent request's resume, as stored; undefined if it went since the archive began (its file is then empty). */
async function requestResumeBytes(db: Database, userId: number, requestId: number) {
  const [row] = await db
    .select({ data: resumes.data })
    .from(resumes)
    .innerJoin(referralRequests, eq(referralRequests.id, resumes.referralRequestId))
    .where(and(eq(resumes.referralRequestId, requestId), eq(referralRequests.candidateUserId, userId)));
  return row?.data;
}

async function savedResumeBytes(db: Database, userId: number) {
  const [row] = await db
    .select({ data: candidateResumes.data })
    .from(candidateResumes)
    .where(eq(candidateResumes.userId, userId));
  return row?.data;
}

/** The account and its profiles: small, read at once. */
async function accountPart(db: Database, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isReferrer: users.isReferrer,
      onboardingCompleted: users.onboardingCompleted,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const settings = (await findAccount(db, userId))!;
  const [profile] = await db
    .select({
      role: onboardingProfiles.role,
      title: onboardingProfiles.title,
      company: onboardingProfiles.company,
      experience: onboardingProfiles.experience,
      linkedin: onboardingProfiles.linkedin,
      bio: onboardingProfiles.bio,
      interests: onboardingProfiles.interests,
      updatedAt: onboardingProfiles.updatedAt,
    })
    .from(onboardingProfiles)
    .where(eq(onboardingProfiles.userId, userId));
  const [saved] = await db
    .select({
      fileName: candidateResumes.fileName,
      mimeType: candidateResumes.mimeType,
      size: candidateResumes.size,
      updatedAt: candidateResumes.updatedAt,
    })
    .from(candidateResumes)
    .where(eq(candidateResumes.userId, userId));
  const [card] = await db
    .select({
      referrer: {
        id: referrers.id,
        name: referrers.name,
        title: referrers.title,
        bio: referrers.bio,
        photo: referrers.photo,
        specialties: referrers.specialties,
        verifiedEmail: referrers.verifiedEmail,
        verifiedAt: referrers.verifiedAt,
        weeklyCap: referrers.weeklyCap,
        rating: referrers.rating,
        ratingCount: referrers.ratingCount,
        successfulReferrals: referrers.successfulReferrals,
        createdAt: referrers.createdAt,
      },
      company: companies.name,
    })
    .from(referrers)
    .innerJoin(companies, eq(companies.id, referrers.companyId))
    .where(eq(referrers.userId, userId));
  return {
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      isReferrer: user.isReferrer,
      onboardingCompleted: user.onboardingCompleted,
      createdAt: iso(user.createdAt),
    },
    notificationSettings: {
      email: settings.notifyEmail,
      whatsapp: settings.notifyWhatsapp,
      realtime: settings.notifyRealtime,
    },
    profile: profile
      ? {
          role: profile.role,
          title: profile.title,
          company: profile.company,
          experience: profile.experience,
          linkedin: profile.linkedin,
          bio: profile.bio,
          interests: profile.interests,
          updatedAt: iso(profile.updatedAt),
        }
      : null,
    savedResume: saved ? { ...saved, updatedAt: iso(saved.updatedAt), file: savedResumePath(saved.fileName) } : null,
    referrerProfile: card
      ? {
          id: card.referrer.id,
          name: card.referrer.name,
          title: card.referrer.title,
          company: card.company,
          bio: card.referrer.bio,
          photo: card.referrer.photo,
          specialties: card.referrer.specialties,
          verifiedWorkEmail: card.referrer.verifiedEmail,
          verifiedAt: iso(card.referrer.verifiedAt),
          weeklyCap: card.referrer.weeklyCap,
          rating: card.referrer.rating,
          ratingCount: card.referrer.ratingCount,
          successfulReferrals: card.referrer.successfulReferrals,
          createdAt: iso(card.referrer.createdAt),
        }
      : null,
  };
}

/** Pages of rows by ascending id, until a page comes back short. */
async function* pages<Row extends { id: number }>(readPage: (afterId: number) => Promise<Row[]>) {
  let afterId = 0;
  for (;;) {
    const rows = await readPage(afterId);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE_SIZE) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** The history of each of a page's requests, oldest first: the same as the requests' history shows its candidate. */
async function historiesOf(db: Database, requestIds: number[]) {
  const rows = await db
    .select({
      requestId: referralRequestEvents.referralRequestId,
      // What the line is (REQUEST_EVENT_KINDS): a change, or one that leaves the status as it was.
      kind: referralRequestEvents.kind,
      fromStatus: referralRequestEvents.fromStatus,
      toStatus: referralRequestEvents.toStatus,
      by: referralRequestEvents.actorParty,
      reason: referralRequestEvents.reason,
      assignedTo: referrers.name,
      createdAt: referralRequestEvents.createdAt,
    })
    .from(referralRequestEvents)
    .leftJoin(referrers, eq(referrers.id, referralRequestEvents.assignedReferrerId))
    .where(inArray(referralRequestEvents.referralRequestId, requestIds))
    .orderBy(asc(referralRequestEvents.id));
  const byRequest = new Map<number, unknown[]>();
  for (const { requestId, createdAt, ...event } of rows) {
    const list = byRequest.get(requestId) ?? [];
    list.push({ ...event, at: iso(createdAt) });
    byRequest.set(requestId, list);
  }
  return byRequest;
}

/** Every request the person sent: all they wrote, its history, its referrer, their rating, and where its resume is. */
async function* requestsSent(db: Database, userId: number) {
  for await (const page of pages((afterId) =>
    db
      .select({
        request: referralRequests,
        referrerName: referrers.name,
        resumeFileName: resumes.fileName,
        resumeMimeType: resumes.mimeType,
        resumeSize: resumes.size,
        ratingStars: referrerRatings.stars,
        ratingComment: referrerRatings.comment,
        ratedAt: referrerRatings.createdAt,
        id: referralRequests.id,
      })
      .from(referralRequests)
      .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
      .leftJoin(resumes, eq(resumes.referralRequestId, referralRequests.id))
      .leftJoin(referrerRatings, eq(referrerRatings.referralRequestId, referralRequests.id))
      .where(and(eq(referralRequests.candidateUserId, userId), gt(referralRequests.id, afterId)))
      .orderBy(asc(referralRequests.id))
      .limit(PAGE_SIZE),
  )) {
    const pageIds = page.map((row) => row.id);
    const histories = await historiesOf(db, pageIds);
    const earlier = await earlierVersionsOf(db, userId, pageIds);
    for (const row of page) {
      const request = row.request;
      yield {
        id: request.id,
        sentAt: iso(request.createdAt),
        status: request.status,
        name: request.name,
        email: request.email,
        phone: request.phone,
        company: request.company,
        experience: request.experience,
        message: request.message,
        job:
          request.jobId === null && request.jobTitle === null ? null : { id: request.jobId, title: request.jobTitle },
        referrer: row.referrerName,
        waitingForAReferrer: request.pendingAssignment,
        // After "referred": the day the referrer put them forward in their company's system, and whether a hire counts.
        submittedToCompanyOn: request.submittedOn,
        hireConfirmedAt: iso(request.hireConfirmedAt),
        resume:
          row.resumeFileName === null
            ? null
            : {
                fileName: row.resumeFileName,
                mimeType: row.resumeMimeType,
                size: row.resumeSize,
                file: requestResumePath(request.id, row.resumeFileName),
              },
        rating:
          row.ratingStars === null
            ? null
            : { stars: row.ratingStars, comment: row.ratingComment, at: iso(row.ratedAt) },
        history: histories.get(request.id) ?? [],
        // What the request said before each time its candidate sent the changes asked for, and when it was sent.
        earlierVersions: earlier
          .filter((version) => version.requestId === request.id)
          .map((version) => ({
            version: version.number,
            sentAt: iso(version.sentAt),
            replacedAt: iso(version.replacedAt),
            message: version.message,
            jobTitle: version.jobTitle,
            resume: version.resume,
          })),
      };
    }
  }
}

/**
 * The requests the person received as a referrer: those with them now and those that moved on from them. What they
 * did and when, and what the candidate asked for; never the candidate's e-mail, phone, message or resume, nor the
 * earlier versions of them the candidate replaced by sending changes, which are the candidate's data, not theirs.
 */
async function* requestsReceived(db: Database, userId: number, referrerId: number | undefined) {
  if (referrerId === undefined) return;
  for await (const page of pages((afterId) =>
    db
      .select({
        id: referralRequests.id,
        candidateName: referralRequests.name,
        company: referralRequests.company,
        jobTitle: referralRequests.jobTitle,
        status: referralRequests.status,
        sentAt: referralRequests.createdAt,
        assignedAt: referralRequests.assignedAt,
        currentReferrerId: referralRequests.referrerId,
        ratingStars: referrerRatings.stars,
        ratingComment: referrerRatings.comment,
        ratedAt: referrerRatings.createdAt,
      })
      .from(referralRequests)
      .leftJoin(
        referrerRatings,
        and(eq(referrerRatings.referralRequestId, referralRequests.id), eq(referrerRatings.referrerId, referrerId)),
      )
      .where(
        and(
          or(
            eq(referralRequests.referrerId, referrerId),
            sql`${referrerId}::int = any(${referralRequests.triedReferrerIds})`,
          ),
          gt(referralRequests.id, afterId),
        ),
      )
      .orderBy(asc(referralRequests.id))
      .limit(PAGE_SIZE),
  )) {
    const answers = await db
      .select({
        requestId: referralRequestEvents.referralRequestId,
        kind: referralRequestEvents.kind,
        fromStatus: referralRequestEvents.fromStatus,
        toStatus: referralRequestEvents.toStatus,
        reason: referralRequestEvents.reason,
        createdAt: referralRequestEvents.createdAt,
      })
      .from(referralRequestEvents)
      .where(
        and(
          inArray(
            referralRequestEvents.referralRequestId,
            page.map((row) => row.id),
          ),
          eq(referralRequestEvents.actorUserId, userId),
        ),
      )
      .orderBy(asc(referralRequestEvents.id));
    for (const row of page) {
      const stillWithYou = row.currentReferrerId === referrerId;
      yield {
        id: row.id,
        candidateName: row.candidateName,
        company: row.company,
        jobTitle: row.jobTitle,
        sentAt: iso(row.sentAt),
        // Once it moved on, where it went and how it stands now are the next referrer's business.
        stillWithYou,
        status: stillWithYou ? row.status : null,
        yourAnswers: answers
          .filter((answer) => answer.requestId === row.id)
          .map(({ requestId: _requestId, createdAt, ...answer }) => ({ ...answer, at: iso(createdAt) })),
        ratingReceived:
          row.ratingStars === null
            ? null
            : { stars: row.ratingStars, comment: row.ratingComment, at: iso(row.ratedAt) },
      };
    }
  }
}

async function surveyAnswers(db: Database, userId: number) {
  const rows = await db
    .select(surveyAnswerColumns)
    .from(surveyResponses)
    .where(eq(surveyResponses.userId, userId))
    .orderBy(asc(surveyResponses.id));
  return rows.map(({ createdAt, ...answers }) => ({ ...answers, answeredAt: iso(createdAt) }));
}

async function jobsPosted(db: Database, userId: number) {
  const rows = await db
    .select({
      job: {
        id: jobs.id,
        title: jobs.title,
        type: jobs.type,
        location: jobs.location,
        experienceLevel: jobs.experienceLevel,
        description: jobs.description,
        postedAt: jobs.postedAt,
        closedAt: jobs.closedAt,
        removedAt: jobs.removedAt,
        removedReason: jobs.removedReason,
      },
      company: companies.name,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.postedByUserId, userId))
    .orderBy(asc(jobs.id));
  return rows.map(({ job, company }) => ({
    id: job.id,
    title: job.title,
    company,
    type: job.type,
    location: job.location,
    experienceLevel: job.experienceLevel,
    description: job.description,
    postedAt: iso(job.postedAt),
    closedAt: iso(job.closedAt),
    removedAt: iso(job.removedAt),
    removedReason: job.removedReason,
  }));
}

async function notifications(db: Database, userId: number) {
  const rows = await db
    .select({
      kind: userNotifications.kind,
      text: userNotifications.text,
      referralRequestId: userNotifications.referralRequestId,
      createdAt: userNotifications.createdAt,
      readAt: userNotifications.readAt,
    })
    .from(userNotifications)
    .where(eq(userNotifications.userId, userId))
    .orderBy(asc(userNotifications.id));
  return rows.map((row) => ({
    kind: row.kind,
    text: row.text,
    requestId: row.referralRequestId,
    at: iso(row.createdAt),
    readAt: iso(row.readAt),
  }));
}

/** A value as pretty JSON, its lines indented to sit at `depth` in the document. */
const jsonAt = (value: unknown, depth: number) =>
  JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);

/** A list written item by item, as its items are read. */
async function* jsonList(items: AsyncIterable<unknown>) {
  let first = true;
  for await (const item of items) {
    yield `${first ? '' : ','}\n    ${jsonAt(item, 2)}`;
    first = false;
  }
  yield first ? ']' : '\n  ]';
}

/**
 * data.json, as text chunks: the small parts read at once, the requests a page at a time. Nothing comes out if the
 * account is gone (the route checked it a moment before).
 */
export async function* exportDocument(db: Database, userId: number, currentSid: string, madeAt: Date) {
  const head = await accountPart(db, userId);
  if (!head) return;
  yield `{\n  "exportedAt": ${jsonAt(madeAt.toISOString(), 1)}`;
  for (const [key, value] of Object.entries(head)) yield `,\n  ${JSON.stringify(key)}: ${jsonAt(value, 1)}`;
  yield ',\n  "requestsSent": [';
  yield* jsonList(requestsSent(db, userId));
  yield ',\n  "requestsReceived": [';
  yield* jsonList(requestsReceived(db, userId, head.referrerProfile?.id));
  const rest = {
    surveyAnswers: await surveyAnswers(db, userId),
    jobsPosted: await jobsPosted(db, userId),
    sessions: (await listSessions(db, userId, currentSid)).map(({ id: _id, ...session }) => session),
    notifications: await notifications(db, userId),
    conversations: await exportedConversations(db, userId),
  };
  for (const [key, value] of Object.entries(rest)) yield `,\n  ${JSON.stringify(key)}: ${jsonAt(value, 1)}`;
  yield '\n}\n';
}
