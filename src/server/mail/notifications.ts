import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paths } from '../../shared/paths.js';
import type { ReferralRequestStatus } from '../../shared/referralRequest.js';
import type { Database } from '../db/client.js';
import { onboardingProfiles, referralRequests, referrers, users } from '../db/schema.js';
import { WHATSAPP_NOT_CONFIGURED, type MessageTransport } from '../notifications/whatsapp.js';
import { issueFollowLink } from '../repositories/followedRequests.js';
import { enqueueMail } from './outbox.js';

/**
 * The mails the life of a referral request sends, queued in the transaction of the change (pass it as `executor`),
 * each only when its recipient wants e-mail: `onboarding_profiles.notify_email`, on for an account that never filled
 * its profile in (the spec's default). `linkOrigin` is PUBLIC_URL (AppOptions.mailLinkOrigin), never a request's host.
 */

/** Whether an account wants mail: its profile says so, or it has no profile yet. */
const wantsEmail = (profile: typeof onboardingProfiles) => sql<boolean>`coalesce(${profile.notifyEmail}, true)`;
/** Whether an account chose WhatsApp: only its profile says so (off by default, and for requests without an account). */
const wantsWhatsapp = (profile: typeof onboardingProfiles) => sql<boolean>`coalesce(${profile.notifyWhatsapp}, false)`;

const link = (path: string, linkOrigin: string) => new URL(path, linkOrigin).href;

function footer(linkOrigin: string) {
  return (
    'You get this mail because e-mail notifications are on for your ReferBridge account. ' +
    `You can turn them off in your profile: ${link(paths.profile.href(), linkOrigin)}`
  );
}

/** "for Staff Engineer at Northwind", "at Northwind": what the request is about, as it reads in a sentence. */
export function about(request: { jobTitle: string | null; company: string }) {
  return `${request.jobTitle ? ` for ${request.jobTitle}` : ''} at ${request.company}`;
}

/**
 * Tells the referrer a request arrived, when it has a referrer whose account wants e-mail. Never by WhatsApp: a
 * referrer's account keeps no phone number to write to.
 */
export async function notifyReferrerOfNewRequest(executor: Database, referralRequestId: number, linkOrigin: string) {
  const [row] = await executor
    .select({
      candidateName: referralRequests.name,
      company: referralRequests.company,
      jobTitle: referralRequests.jobTitle,
      message: referralRequests.message,
      referrerName: users.name,
      referrerEmail: users.email,
      wantsEmail: wantsEmail(onboardingProfiles),
    })
    .from(referralRequests)
    .innerJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .innerJoin(users, eq(users.id, referrers.userId))
    .leftJoin(onboardingProfiles, eq(onboardingProfiles.userId, users.id))
    .where(eq(referralRequests.id, referralRequestId));
  // No row: no referrer yet, or a referrer profile without an account (imported), which has no address to write to.
  if (!row?.wantsEmail) return;
  await enqueueMail(executor, {
    to: row.referrerEmail,
    subject: `New referral request from ${row.candidateName}`,
    text: [
      `Hello ${row.referrerName},`,
      `${row.candidateName} asks you for a referral${about(row)}. Their message:`,
      row.message,
      `Read the request, with their resume, and answer it on your dashboard: ${link(paths.referrerDashboard.href(), linkOrigin)}`,
      footer(linkOrigin),
    ].join('\n\n'),
  });
}

/** A mail's subject, and its first sentence about the request's referrer. */
export interface StatusMessage {
  subject: string;
  body: (referrer: string) => string;
}

/** What a candidate reads when the referrer moves their request to each status. */
const STATUS_MESSAGES: Partial<Record<ReferralRequestStatus, StatusMessage>> = {
  accepted: {
    subject: 'Your referral request was accepted',
    body: (referrer) => `Good news: ${referrer} accepted your referral request`,
  },
  declined: {
    subject: 'Your referral request was declined',
    body: (referrer) => `${referrer} declined your referral request`,
  },
  referred: {
    subject: 'You have been referred',
    body: (referrer) => `${referrer} has put you forward for your referral request`,
  },
  hired: {
    subject: 'Congratulations on your new job',
    body: (referrer) => `${referrer} marked your referral request as hired`,
  },
};

const candidates = alias(users, 'candidates');

/**
 * Tells the candidate their request moved, when the referrer moved it (a candidate's own withdrawal needs no mail):
 * at their account's address when they have one and it wants e-mail, else, for a request sent without an account, at
 * the address the request gives, with a private link to follow it. A candidate whose account chose WhatsApp is also told there, when `whatsapp` is
 * configured, at the phone number the request gives (accounts keep none).
 */
export async function notifyCandidateOfStatusChange(
  executor: Database,
  referralRequestId: number,
  change: {
    to: ReferralRequestStatus;
    reason: string | null;
    /** A change the status alone does not say (an ask for changes, one that expired): its own words. */
    message?: StatusMessage;
    /** What introduces the reason ("Their reason" unless set). */
    reasonLabel?: string;
  },
  linkOrigin: string,
  whatsapp: MessageTransport = WHATSAPP_NOT_CONFIGURED,
) {
  const message = change.message ?? STATUS_MESSAGES[change.to];
  if (!message) return;
  const [row] = await executor
    .select({
      requestName: referralRequests.name,
      requestEmail: referralRequests.email,
      requestPhone: referralRequests.phone,
      company: referralRequests.company,
      jobTitle: referralRequests.jobTitle,
      referrerName: referrers.name,
      accountName: candidates.name,
      accountEmail: candidates.email,
      wantsEmail: wantsEmail(onboardingProfiles),
      wantsWhatsapp: wantsWhatsapp(onboardingProfiles),
      senderDeleted: sql<boolean>`(${referralRequests.senderDeletedAt} is not null)`,
    })
    .from(referralRequests)
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .leftJoin(candidates, eq(candidates.id, referralRequests.candidateUserId))
    .leftJoin(onboardingProfiles, eq(onboardingProfiles.userId, candidates.id))
    .where(eq(referralRequests.id, referralRequestId));
  // A deleted account left no address to write to (src/server/repositories/accountDeletion.ts).
  if (!row || row.senderDeleted) return;
  const hasAccount = row.accountEmail !== null;
  const what = [
    `${message.body(row.referrerName ?? 'Your referrer')}${about(row)}.`,
    ...(change.reason ? [`${change.reasonLabel ?? 'Their reason'}: ${change.reason}`] : []),
  ];
  const followInProfile = `Follow your requests in your profile: ${link(paths.profile.href(), linkOrigin)}`;
  if (row.wantsEmail) {
    // A request sent signed out belongs to no account (registering with its address does not claim it): each of its
    // mails carries a private link of its own (src/shared/followRequest.ts), so the outbox withholds their text.
    const follow = hasAccount
      ? followInProfile
      : `Follow your request here (a private link: keep it to yourself): ${link(paths.followRequest.href(await issueFollowLink(executor, referralRequestId)), linkOrigin)}`;
    await enqueueMail(executor, {
      to: row.accountEmail ?? row.requestEmail,
      subject: message.subject,
      text: [
        `Hello ${row.accountName ?? row.requestName},`,
        ...what,
        follow,
        ...(hasAccount ? [footer(linkOrigin)] : []),
      ].join('\n\n'),
      withholdAfterDelivery: !hasAccount,
    });
  }
  // Only an account chooses WhatsApp (wantsWhatsapp).
  if (whatsapp.configured && row.wantsWhatsapp) {
    await whatsapp.send({ to: row.requestPhone, text: [...what, followInProfile].join('\n\n') });
  }
}

const referrerAccounts = alias(users, 'referrer_accounts');
const referrerProfiles = alias(onboardingProfiles, 'referrer_profiles');

/**
 * Reminds both sides of a referred request that nothing was reported `days` after the referral, by mail to each
 * account that wants e-mail. A candidate without an account is written to at the address the request gives, with a
 * fresh private link to report from (src/shared/followRequest.ts; the links mailed before keep working), so the
 * outbox withholds that mail's text.
 */
export async function remindOfOutcome(executor: Database, referralRequestId: number, days: number, linkOrigin: string) {
  const [row] = await executor
    .select({
      candidateName: referralRequests.name,
      requestEmail: referralRequests.email,
      company: referralRequests.company,
      jobTitle: referralRequests.jobTitle,
      referrerName: referrers.name,
      candidateEmail: candidates.email,
      candidateAccountName: candidates.name,
      candidateWantsEmail: wantsEmail(onboardingProfiles),
      senderDeleted: sql<boolean>`(${referralRequests.senderDeletedAt} is not null)`,
      referrerEmail: referrerAccounts.email,
      referrerAccountName: referrerAccounts.name,
      referrerWantsEmail: sql<boolean>`coalesce(${referrerProfiles.notifyEmail}, true)`,
    })
    .from(referralRequests)
    .leftJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .leftJoin(candidates, eq(candidates.id, referralRequests.candidateUserId))
    .leftJoin(onboardingProfiles, eq(onboardingProfiles.userId, candidates.id))
    .leftJoin(referrerAccounts, eq(referrerAccounts.id, referrers.userId))
    .leftJoin(referrerProfiles, eq(referrerProfiles.userId, referrerAccounts.id))
    .where(eq(referralRequests.id, referralRequestId));
  if (!row) return;
  const referred = `${row.referrerName ?? 'Your referrer'} referred you${about(row)} ${days} days ago.`;
  const subject = `How is your application at ${row.company} going?`;
  if (row.candidateEmail !== null && row.candidateWantsEmail) {
    await enqueueMail(executor, {
      to: row.candidateEmail,
      subject,
      text: [
        `Hello ${row.candidateAccountName},`,
        `${referred} Tell them how it is going (interviewing, an offer, hired, or not selected): it takes one click in My requests, and it is the news they wait for.`,
        `Report your progress in your profile: ${link(paths.profile.href(), linkOrigin)}`,
        footer(linkOrigin),
      ].join('\n\n'),
    });
  } else if (row.candidateEmail === null && !row.senderDeleted) {
    // Sent signed out: no account, so no settings; the request's address is the one its candidate gave us for it.
    const token = await issueFollowLink(executor, referralRequestId);
    await enqueueMail(executor, {
      to: row.requestEmail,
      subject,
      text: [
        `Hello ${row.candidateName},`,
        `${referred} Tell them how it is going (interviewing, an offer, hired, or not selected): it takes one click on your request's page, and it is the news they wait for.`,
        `Report your progress here (a private link: keep it to yourself): ${link(paths.followRequest.href(token), linkOrigin)}`,
      ].join('\n\n'),
      withholdAfterDelivery: true,
    });
  }
  if (row.referrerEmail !== null && row.referrerWantsEmail) {
    await enqueueMail(executor, {
      to: row.referrerEmail,
      subject: `Any news of ${row.candidateName}?`,
      text: [
        `Hello ${row.referrerAccountName},`,
        `You referred ${row.candidateName}${about(row)} ${days} days ago, and nothing has been reported since. Record the day you submitted them in your company's system, or mark them hired if they were.`,
        `Open the request on your dashboard: ${link(paths.referrerDashboard.href(), linkOrigin)}`,
        footer(linkOrigin),
      ].join('\n\n'),
    });
  }
}

/**
 * Tells a request's referrer of a change their candidate made, or one the job queue made (`compose` gives the subject
 * and the paragraphs after the greeting), when its referrer has an account that wants e-mail.
 */
export async function notifyReferrerOfChange(
  executor: Database,
  referralRequestId: number,
  linkOrigin: string,
  compose: (request: { candidateName: string; company: string; jobTitle: string | null }) => {
    subject: string;
    paragraphs: string[];
  },
) {
  const [row] = await executor
    .select({
      candidateName: referralRequests.name,
      company: referralRequests.company,
      jobTitle: referralRequests.jobTitle,
      referrerName: users.name,
      referrerEmail: users.email,
      wantsEmail: wantsEmail(onboardingProfiles),
    })
    .from(referralRequests)
    .innerJoin(referrers, eq(referrers.id, referralRequests.referrerId))
    .innerJoin(users, eq(users.id, referrers.userId))
    .leftJoin(onboardingProfiles, eq(onboardingProfiles.userId, users.id))
    .where(eq(referralRequests.id, referralRequestId));
  if (!row?.wantsEmail) return;
  const { subject, paragraphs } = compose(row);
  await enqueueMail(executor, {
    to: row.referrerEmail,
    subject,
    text: [
      `Hello ${row.referrerName},`,
      ...paragraphs,
      `Your dashboard: ${link(paths.referrerDashboard.href(), linkOrigin)}`,
      footer(linkOrigin),
    ].join('\n\n'),
  });
}
