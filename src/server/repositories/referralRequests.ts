import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { UserRole } from '../../shared/types.js';
import type { Database } from '../db/client.js';
import { jobs, referralRequests, referrers, resumes } from '../db/schema.js';

export interface NewReferralRequest {
  candidateUserId: number | null;
  name: string;
  email: string;
  phone: string;
  company: string;
  experience: number;
  message: string;
  referrerId?: number;
  jobId?: number;
  jobTitle?: string;
}

export interface NewResume {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

export type CreateReferralRequestResult =
  | { created: { id: number; pendingAssignment: boolean } }
  /** The field naming a referrer or job that does not exist; nothing was stored. */
  | { unknown: 'referrerId' | 'jobId' };

/** Who is looking: the list and the resume download show each viewer the same requests. */
export interface Viewer {
  id: number;
  role: UserRole;
}

/** Stores a request and its resume together: a request without its resume (or the reverse) never exists. */
export async function createReferralRequest(
  db: Database,
  request: NewReferralRequest,
  resume: NewResume,
): Promise<CreateReferralRequestResult> {
  return db.transaction(async (tx) => {
    // KEY SHARE holds off a concurrent delete of the referrer or job until we commit, so the check stays true.
    if (request.referrerId !== undefined) {
      const [referrer] = await tx
        .select({ id: referrers.id })
        .from(referrers)
        .where(eq(referrers.id, request.referrerId))
        .for('key share');
      if (!referrer) return { unknown: 'referrerId' };
    }
    let jobTitle = request.jobTitle || null;
    if (request.jobId !== undefined) {
      const [job] = await tx
        .select({ title: jobs.title })
        .from(jobs)
        .where(eq(jobs.id, request.jobId))
        .for('key share');
      if (!job) return { unknown: 'jobId' };
      jobTitle ??= job.title;
    }

    const pendingAssignment = request.referrerId === undefined;
    const [row] = await tx
      .insert(referralRequests)
      .values({
        referrerId: request.referrerId ?? null,
        candidateUserId: request.candidateUserId,
        name: request.name,
        email: request.email,
        phone: request.phone,
        company: request.company,
        experience: request.experience,
        message: request.message,
        jobId: request.jobId ?? null,
        jobTitle,
        pendingAssignment,
      })
      .returning({ id: referralRequests.id });
    await tx.insert(resumes).values({
      referralRequestId: row!.id,
      fileName: resume.fileName,
      mimeType: resume.mimeType,
      size: resume.data.length,
      data: resume.data,
    });
    return { created: { id: row!.id, pendingAssignment } };
  });
}

/** The requests a viewer may see: all for admins; otherwise those they sent and those sent to their referrer profile. */
function visibleTo(db: Database, viewer: Viewer): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  const ownReferrerProfiles = db.select({ id: referrers.id }).from(referrers).where(eq(referrers.userId, viewer.id));
  return or(eq(referralRequests.candidateUserId, viewer.id), inArray(referralRequests.referrerId, ownReferrerProfiles));
}

/** One page of the requests the viewer may see, newest first, with the resume's description but never its bytes. */
export async function listReferralRequests(db: Database, viewer: Viewer, page: { limit: number; offset: number }) {
  const visible = visibleTo(db, viewer);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: referralRequests.id,
        referrerId: referralRequests.referrerId,
        name: referralRequests.name,
        email: referralRequests.email,
        phone: referralRequests.phone,
        company: referralRequests.company,
        experience: referralRequests.experience,
        message: referralRequests.message,
        jobId: referralRequests.jobId,
        jobTitle: referralRequests.jobTitle,
        pendingAssignment: referralRequests.pendingAssignment,
        status: referralRequests.status,
        createdAt: referralRequests.createdAt,
        resumeFileName: resumes.fileName,
        resumeMimeType: resumes.mimeType,
        resumeSize: resumes.size,
      })
      .from(referralRequests)
      .leftJoin(resumes, eq(resumes.referralRequestId, referralRequests.id))
      .where(visible)
      // The id breaks ties: requests made in the same transaction time would otherwise page unpredictably.
      .orderBy(desc(referralRequests.createdAt), desc(referralRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(referralRequests).where(visible),
  ]);
  return {
    total: totalRow?.total ?? 0,
    items: rows.map(({ resumeFileName, resumeMimeType, resumeSize, createdAt, ...request }) => ({
      ...request,
      createdAt: createdAt.toISOString(),
      resume:
        resumeFileName !== null && resumeMimeType !== null && resumeSize !== null
          ? { fileName: resumeFileName, mimeType: resumeMimeType, size: resumeSize }
          : null,
    })),
  };
}

/** The resume of a request, or undefined when it does not exist or the viewer may not see it (the route cannot tell). */
export async function findResumeForViewer(db: Database, referralRequestId: number, viewer: Viewer) {
  const [row] = await db
    .select({ fileName: resumes.fileName, mimeType: resumes.mimeType, data: resumes.data })
    .from(resumes)
    .innerJoin(referralRequests, eq(referralRequests.id, resumes.referralRequestId))
    .where(and(eq(resumes.referralRequestId, referralRequestId), visibleTo(db, viewer)));
  return row;
}
