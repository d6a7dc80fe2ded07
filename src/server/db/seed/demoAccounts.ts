import { OUTCOME_REMINDER_DAYS } from '../../../shared/requestLifecycle.js';
import { desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ReferralRequestStatus } from '../../../shared/referralRequest.js';
import { MEETING_NEEDS_OPTIONS, USER_PURPOSES } from '../../../shared/survey.js';
import { hashPassword } from '../../passwords.js';
import { findOrCreateCompany } from '../../repositories/companies.js';
import { recordSentToReferrer } from '../../repositories/referralRequests.js';
import type { Database } from '../client.js';
import { makePdf } from '../demoResume.js';
import {
  companies,
  onboardingProfiles,
  referralRequestEvents,
  referralRequests,
  referrers,
  resumes,
  sessions,
  surveyResponses,
  users,
} from '../schema.js';
import { seedCompanies } from '../seed-data.js';
import { companyLogo, DAY_MS, seededRatingCount } from './demoData.js';

/** Demo sign-ins, created only outside production (the README lists them). */
export const demoAccounts = [
  { role: 'candidate', name: 'Jordan Avery', email: 'candidate@referbridge.example', password: 'candidate-demo-1' },
  { role: 'referrer', name: 'Priya Raman', email: 'referrer@referbridge.example', password: 'referrer-demo-1' },
  { role: 'admin', name: 'Morgan Lee', email: 'admin@referbridge.example', password: 'admin-demo-1' },
] as const;

/**
 * Stands in for a password hash: argon2 cannot verify it, so no password signs in. A locked demo account keeps its
 * rows (requests sent to it stay readable to admins) and is unlocked when demo accounts are allowed again.
 */
export const LOCKED_PASSWORD_HASH = '!locked: demo account on a reachable server';

const demoEmails = demoAccounts.map((account) => account.email);

/**
 * With `enabled`, makes sure each demo account exists and signs in with its published password. Without, locks any
 * demo account the database holds (from a local try-out, say) and ends its sessions: the README publishes those
 * passwords, so they must never open a server that others can reach.
 */
export async function syncDemoAccounts(db: Database, options: { enabled: boolean }) {
  const existing = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, demoEmails));
  if (!options.enabled) {
    const unlocked = existing.filter((account) => account.passwordHash !== LOCKED_PASSWORD_HASH);
    if (unlocked.length === 0) return { created: 0, unlocked: 0, locked: 0 };
    const ids = unlocked.map((account) => account.id);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash: LOCKED_PASSWORD_HASH }).where(inArray(users.id, ids));
      await tx.delete(sessions).where(inArray(sessions.userId, ids));
    });
    return { created: 0, unlocked: 0, locked: unlocked.length };
  }

  let created = 0;
  let unlocked = 0;
  for (const account of demoAccounts) {
    const found = existing.find((row) => row.email === account.email);
    if (found && found.passwordHash !== LOCKED_PASSWORD_HASH) continue;
    const passwordHash = await hashPassword(account.password);
    if (found) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, found.id));
      unlocked++;
    } else {
      await createDemoAccount(db, account, passwordHash);
      created++;
    }
  }
  return { created, unlocked, locked: 0 };
}

async function createDemoAccount(db: Database, account: (typeof demoAccounts)[number], passwordHash: string) {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        passwordHash,
        role: account.role === 'admin' ? 'admin' : 'user',
        isReferrer: account.role === 'referrer',
        onboardingCompleted: true,
      })
      .returning();
    if (account.role === 'admin') {
      await seedDemoDashboard(tx);
      return;
    }
    const firstCompany = seedCompanies[0]!;
    await tx.insert(onboardingProfiles).values({
      userId: user!.id,
      title: account.role === 'referrer' ? 'Staff Software Engineer' : 'Frontend Developer',
      company: account.role === 'referrer' ? firstCompany.name : 'Freelance',
      experience: account.role === 'referrer' ? 9 : 3,
      bio:
        account.role === 'referrer'
          ? 'I lead the payments platform team and love referring engineers who write clear design docs.'
          : 'Frontend developer with three years of React, looking for a product-minded team.',
      interests: account.role === 'referrer' ? [] : ['Software Development', 'Design'],
      role: account.role,
    });
    if (account.role !== 'referrer') return;
    // The demo referrer works at the first demo company; without the demo marketplace, at a company of that name.
    const companyId = await findOrCreateCompany(tx, firstCompany.name, {
      description: firstCompany.description,
      industry: firstCompany.industry,
      websiteUrl: firstCompany.websiteUrl,
      logo: companyLogo(firstCompany.name, firstCompany.brandColor),
    });
    const [profile] = await tx
      .insert(referrers)
      .values({
        userId: user!.id,
        name: account.name,
        title: 'Staff Software Engineer',
        companyId,
        bio: 'I lead the payments platform team and love referring engineers who write clear design docs. I answer within two days.',
        rating: 4.9,
        ratingCount: seededRatingCount({ rating: 4.9, successfulReferrals: 37 }),
        successfulReferrals: 37,
        specialties: ['Backend', 'Payments', 'Go', 'System Design'],
        // Verified at the company's domain, so requests sent to the company without a referrer are matched to her.
        verifiedAt: new Date(),
        verifiedEmail: `priya@${new URL(firstCompany.websiteUrl).hostname}`,
      })
      .returning({ id: referrers.id });
    await seedDemoInbox(tx, user!.id, profile!.id, firstCompany.name);
  });
}

/**
 * The demo referrer's inbox: requests at each point of their life, so the dashboard has something to answer. The
 * demo candidate's request is the newest, when that account exists. Each request's years of experience are the ones
 * its message states (test/server/demoData.test.ts checks it).
 */
async function seedDemoInbox(db: Database, referrerUserId: number, referrerId: number, company: string) {
  const [demoCandidate] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts[0].email));
  const day = 24 * 60 * 60 * 1000;
  const inbox = [
    {
      name: 'Kofi Boateng',
      experience: 5,
      history: [
        ['new', 'accepted', null],
        ['accepted', 'referred', null],
      ],
      jobTitle: 'Senior Backend Engineer, Payments',
      message:
        'I have spent five years on card payments at a fintech, most recently owning our refunds service. I read your post on the ledger rewrite and would love to help with the reconciliation work.',
    },
    {
      name: 'Giulia Rossi',
      experience: 8,
      history: [
        ['new', 'declined', 'The team filled this role last week. Your background fits our data team: try Sam there.'],
      ],
      jobTitle: 'Staff Engineer, Platform',
      message:
        'Platform engineer with eight years of Kubernetes and Terraform. I led a migration of 200 services to a new cluster with no downtime.',
    },
    {
      name: 'Samira Khalil',
      experience: 4,
      history: [['new', 'accepted', null]],
      jobTitle: null,
      message:
        'I am a backend engineer with four years of Go. I would like to join the payments platform team and can share a design doc I wrote on idempotent retries.',
    },
    {
      name: 'Bruno Almeida',
      experience: 3,
      history: [],
      jobTitle: 'Senior Backend Engineer, Payments',
      message:
        'Hi Priya, I have built payout pipelines in Go for three years and mentor two junior engineers. Happy to send more context if helpful.',
    },
    {
      name: demoAccounts[0].name,
      experience: 3,
      candidateUserId: demoCandidate?.id ?? null,
      history: [],
      jobTitle: 'Frontend Engineer',
      message:
        'Frontend developer with three years of React and a product mindset. I would love a referral for a frontend role on your team.',
    },
  ] as const;
  for (const [index, request] of inbox.entries()) {
    const sentAt = new Date(Date.now() - (inbox.length - index) * 2 * day);
    const email = `${request.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
    const [row] = await db
      .insert(referralRequests)
      .values({
        referrerId,
        candidateUserId: 'candidateUserId' in request ? request.candidateUserId : null,
        name: request.name,
        email,
        phone: `+1 415 555 01${String(10 + index)}`,
        company,
        experience: request.experience,
        message: request.message,
        jobTitle: request.jobTitle,
        status: request.history.at(-1)?.[1] ?? 'new',
        createdAt: sentAt,
        // Given to her as the demo starts: what she leaves unanswered for days moves on, as any request would.
        assignedAt: new Date(),
        triedReferrerIds: [referrerId],
      })
      .returning({ id: referralRequests.id });
    await attachDemoResume(db, row!.id, request.name);
    // Sent to her, as the request form records it: the candidate's history starts there.
    await recordSentToReferrer(db, {
      referralRequestId: row!.id,
      referrerId,
      candidateUserId: 'candidateUserId' in request ? request.candidateUserId : null,
      at: sentAt,
    });
    for (const [step, [fromStatus, toStatus, reason]] of request.history.entries()) {
      await db.insert(referralRequestEvents).values({
        referralRequestId: row!.id,
        fromStatus,
        toStatus,
        actorUserId: referrerUserId,
        actorParty: 'referrer',
        reason,
        createdAt: new Date(sentAt.getTime() + (step + 1) * 0.5 * day),
      });
    }
  }
}

/** The demo community: fictional members who sent requests and answered the survey. No password signs them in. */
const DEMO_MEMBERS = [
  'Aisha Bello',
  'Nils Ekstrand',
  'Yuna Sato',
  'Rafael Costa',
  'Hana Kovac',
  'Omar Ibrahim',
  'Maeve Doyle',
  'Ravi Gupta',
  'Zara Lefebvre',
  'Emil Berg',
] as const;

/** Requests sent without a referrer, waiting for the demo admin: each names a demo company that has referrers. */
const DEMO_PENDING_REQUESTS = [
  { name: 'Aisha Bello', companyIndex: 0, jobTitle: 'Senior Backend Engineer, Payments', daysAgo: 1 },
  { name: 'Nils Ekstrand', companyIndex: 1, jobTitle: null, daysAgo: 2 },
  { name: 'Yuna Sato', companyIndex: 2, jobTitle: null, daysAgo: 4 },
  { name: 'Rafael Costa', companyIndex: 3, jobTitle: null, daysAgo: 6 },
] as const;

/** How demo requests to the catalogue's referrers ended up, with the moves that took them there. */
const DEMO_REQUEST_PATHS: ReadonlyArray<ReadonlyArray<[ReferralRequestStatus, ReferralRequestStatus]>> = [
  [],
  [['new', 'accepted']],
  [
    ['new', 'accepted'],
    ['accepted', 'referred'],
  ],
  [
    ['new', 'accepted'],
    ['accepted', 'referred'],
    ['referred', 'hired'],
  ],
  [['new', 'declined']],
  [['new', 'withdrawn']],
  // What happened after "referred", as candidates reported it.
  [
    ['new', 'accepted'],
    ['accepted', 'referred'],
    ['referred', 'interviewing'],
  ],
  [
    ['new', 'accepted'],
    ['accepted', 'referred'],
    ['referred', 'interviewing'],
    ['interviewing', 'offer'],
  ],
  [
    ['new', 'accepted'],
    ['accepted', 'referred'],
    ['referred', 'not_selected'],
  ],
  [['new', 'changes_asked']],
];

/** The candidate's own moves: withdrawing, and reporting progress after "referred". */
const CANDIDATE_MOVES: readonly ReferralRequestStatus[] = ['withdrawn', 'interviewing', 'offer', 'not_selected'];

/** The note of a demo ask for changes (src/shared/requestChanges.ts). */
const DEMO_CHANGES_NOTE = 'Could you say which team you want to join? We have three teams hiring.';

const WEEK_MS = 7 * DAY_MS;
const HOUR_MS = 60 * 60 * 1000;
const DEMO_WEEKS = 12;
/** How long demo referrers took to answer, in turn. */
const DEMO_ANSWER_HOURS = [3, 20, 7, 30, 2, 11, 52, 5];

/**
 * The admin dashboard's demo, seeded with the demo admin: members who joined over the past twelve weeks, about thirty
 * survey answers and a stream of requests to the catalogue's referrers spread over the same weeks, and four requests
 * waiting for a referrer at a company that has some (the first is the demo referrer's, so assigning it shows in their
 * dashboard).
 */
async function seedDemoDashboard(db: Database) {
  const now = Date.now();
  // Spread evenly, with a little rhythm, so every week of the charts holds something and later weeks hold more.
  const spreadAt = (index: number, total: number) =>
    new Date(now - ((total - index) / total) * DEMO_WEEKS * WEEK_MS + ((index * 37) % 5) * DAY_MS * 0.3);
  const members = await db
    .insert(users)
    .values(
      DEMO_MEMBERS.map((name, index) => ({
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@members.example`,
        passwordHash: LOCKED_PASSWORD_HASH,
        onboardingCompleted: true,
        createdAt: spreadAt(index, DEMO_MEMBERS.length),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, name: users.name, email: users.email });

  const surveyTotal = 30;
  await db.insert(surveyResponses).values(
    Array.from({ length: surveyTotal }, (_, index) => {
      const delightRating = [5, 4, 4, 3, 5, 2, 4, 5, 3, 1][index % 10]!;
      return {
        // A third of the answers come from signed-in members, the rest from visitors.
        userId: index % 3 === 0 ? (members[index % members.length]?.id ?? null) : null,
        userPurpose: USER_PURPOSES[[0, 0, 1, 2, 0, 1, 3][index % 7]!]!,
        otherPurpose: index % 7 === 6 ? 'Researching how referrals work for a blog post' : null,
        meetingNeeds: MEETING_NEEDS_OPTIONS[Math.min(4, Math.max(0, 5 - delightRating))]!,
        delightRating,
        loveFeedback: delightRating >= 4 ? 'Finding someone at the exact team I wanted took minutes.' : null,
        improvementFeedback: delightRating <= 3 ? 'I would like to know when a referrer has read my request.' : null,
        contactConsent: index % 4 === 0 ? 'yes' : 'no',
        contactEmail: index % 4 === 0 ? `survey.${index}@members.example` : null,
        createdAt: spreadAt(index, surveyTotal),
      };
    }),
  );

  const catalogueReferrers = await db
    .select({ id: referrers.id, company: companies.name })
    .from(referrers)
    .innerJoin(companies, eq(companies.id, referrers.companyId))
    .where(isNull(referrers.userId))
    // The best known first: a referrer with a hundred referrals and no record here would read as brand new.
    .orderBy(desc(referrers.successfulReferrals), referrers.id)
    .limit(18);
  // Each got three to five of them, for the admin dashboard's figures. They have no account, so nobody could have
  // read these, and they get no response figures from them (src/server/assignment/referrerStats.ts).
  const catalogueRequests = catalogueReferrers.flatMap((referrer, index) =>
    Array.from({ length: 3 + (index % 3) }, () => referrer),
  );
  for (const [index, referrer] of catalogueRequests.entries()) {
    const path = DEMO_REQUEST_PATHS[index % DEMO_REQUEST_PATHS.length]!;
    const sentAt = spreadAt(index, catalogueRequests.length);
    const member = members[index % members.length];
    // Answered within hours or days, as people do.
    const firstAnswerMs = DEMO_ANSWER_HOURS[index % DEMO_ANSWER_HOURS.length]! * HOUR_MS;
    const movedAt = (step: number) => new Date(sentAt.getTime() + firstAnswerMs + step * DAY_MS);
    const referredStep = path.findIndex(([, toStatus]) => toStatus === 'referred');
    const status = path.at(-1)?.[1] ?? 'new';
    const requestId = await insertDemoRequest(db, {
      referrerId: referrer.id,
      candidateUserId: member?.id ?? null,
      name: member?.name ?? DEMO_MEMBERS[index % DEMO_MEMBERS.length]!,
      company: referrer.company,
      jobTitle: null,
      status,
      createdAt: sentAt,
      pendingAssignment: false,
      referredAt: referredStep >= 0 ? movedAt(referredStep) : null,
      // Seeded history, not news: the job queue sends no reminders about it.
      outcomeRemindersSent: OUTCOME_REMINDER_DAYS.length,
      // Seeded hires are long confirmed, as their referrers' counts already hold them.
      hireMarkedAt: status === 'hired' ? movedAt(path.length - 1) : null,
      hireConfirmedAt: status === 'hired' ? movedAt(path.length - 1) : null,
    });
    for (const [step, [fromStatus, toStatus]] of path.entries()) {
      const byCandidate = CANDIDATE_MOVES.includes(toStatus);
      const at = movedAt(step);
      await db.insert(referralRequestEvents).values({
        referralRequestId: requestId,
        fromStatus,
        toStatus,
        actorParty: byCandidate ? 'candidate' : 'referrer',
        actorUserId: byCandidate ? (member?.id ?? null) : null,
        reason:
          toStatus === 'declined'
            ? 'Our team is not hiring for this level this quarter.'
            : toStatus === 'changes_asked'
              ? DEMO_CHANGES_NOTE
              : null,
        changesKind: toStatus === 'changes_asked' ? 'message' : null,
        createdAt: at,
      });
      // Its ask expires like any other (src/server/repositories/requestChanges.ts).
      if (toStatus === 'changes_asked') {
        await db.update(referralRequests).set({ changesAskedAt: at }).where(eq(referralRequests.id, requestId));
      }
    }
  }

  for (const request of DEMO_PENDING_REQUESTS) {
    await insertDemoRequest(db, {
      referrerId: null,
      candidateUserId: members.find((member) => member.name === request.name)?.id ?? null,
      name: request.name,
      company: seedCompanies[request.companyIndex]!.name,
      jobTitle: request.jobTitle,
      status: 'new',
      createdAt: new Date(now - request.daysAgo * DAY_MS),
      pendingAssignment: true,
    });
  }
}

/** One demo request with its resume, as the request form would have stored it. */
async function insertDemoRequest(
  db: Database,
  request: Pick<
    typeof referralRequests.$inferInsert,
    'referrerId' | 'candidateUserId' | 'company' | 'jobTitle' | 'status' | 'createdAt' | 'pendingAssignment'
  > &
    Partial<
      Pick<
        typeof referralRequests.$inferInsert,
        'referredAt' | 'hireMarkedAt' | 'hireConfirmedAt' | 'outcomeRemindersSent'
      >
    > & {
      name: string;
    },
) {
  const [row] = await db
    .insert(referralRequests)
    .values({
      ...request,
      // As a request sent to a referrer records them: their response figures are read from it.
      triedReferrerIds: request.referrerId ? [request.referrerId] : [],
      email: `${request.name.toLowerCase().replace(/[^a-z]+/g, '.')}@members.example`,
      phone: '+1 415 555 0199',
      experience: 2 + (request.name.length % 9),
      message: `I would love a referral${request.jobTitle ? ` for ${request.jobTitle}` : ''} at ${request.company}. I have shipped products end to end and enjoy working closely with design.`,
    })
    .returning({ id: referralRequests.id });
  await attachDemoResume(db, row!.id, request.name);
  return row!.id;
}

/** A one-page PDF named after the candidate, attached to their request as the request form stores a resume. */
async function attachDemoResume(db: Database, referralRequestId: number, candidateName: string) {
  const resume = makePdf(`${candidateName}: resume`);
  await db.insert(resumes).values({
    referralRequestId,
    fileName: `${candidateName.replace(/\s+/g, '-')}-resume.pdf`,
    mimeType: 'application/pdf',
    size: resume.length,
    data: resume,
  });
}
