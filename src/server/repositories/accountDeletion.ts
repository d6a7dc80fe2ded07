import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { DELETED_ACCOUNT_NAME } from '../../shared/accountDeletion.js';
import type { Database } from '../db/client.js';
import {
  jobs,
  mailOutbox,
  referralRequestEvents,
  referralRequests,
  referrers,
  requestFollowLinks,
  resumes,
  requestVersions,
  sessions,
  surveyResponses,
  userNotifications,
  users,
} from '../db/schema.js';
import { recordRequestNotifications } from '../notifications/requestNotifications.js';
import { enqueueMail } from '../mail/outbox.js';
import { moveOnFromLeavingReferrer } from '../assignment/assign.js';
import { recordAdminAction, type AdminAction } from './auditLog.js';
import { deleteConversationsOf } from './conversations.js';

/** Why the reason of a withdrawal made by a deletion reads as it does, in the request's history. */
export const WITHDRAWN_BY_DELETION = 'The candidate deleted their account';

export type AccountDeletionResult =
  | { notFound: true }
  /** The account is the only admin left: deleting it would lock everyone out of the dashboard. */
  | { refused: 'lastAdmin' }
  | {
      deleted: {
        /** Requests the person had sent, now anonymous, and how many of them were withdrawn (new or accepted). */
        sentRequests: number;
        withdrawn: number;
        /** Requests they held as a referrer that moved on to another referrer or to the admin queue. */
        movedOn: number;
        closedJobs: number;
      };
    };

export interface AccountDeletionSettings {
  /** Where the links in the mail of a moved request start (AppOptions.mailLinkOrigin). */
  linkOrigin: string;
  /** Automatic moves before a request goes to the admin queue (ASSIGNMENT.maxReassignments). */
  maxReassignments: number;
  /** The admin who deletes the account for its owner (recorded in the audit log); unset when the owner deletes it. */
  byAdmin?: AdminAction['admin'];
}

/**
 * Deletes an account and what belongs to its person, in one transaction: whatever fails, nothing changes.
 * - The account is locked, then disabled first, so the matcher below passes its referrer profile by; its sessions end
 *   in every process (they are rows of `sessions`).
 * - Requests it sent stay for the referrers' statistics, with nothing of the person: the name reads "Deleted account",
 *   the e-mail, phone and message are emptied, the resumes and private links deleted, and other accounts' notifications that
 *   named the person removed, with the versions it replaced by sending changes. Those still open (new, accepted or
 *   waiting on changes) are withdrawn, as the candidate could have, and their
 *   referrer hears of it.
 * - Requests its referrer profile holds and has not answered (new or accepted, or declined and about to move) move on
 *   now, through assignment, to the next referrer or the admin queue. The profile then leaves the catalogue; the
 *   requests it had answered keep their history, without its name.
 * - The conversations on the requests it sent are deleted, both sides' messages, and so is every message it wrote in
 *   others (its referrer profile's conversations go with the profile).
 * - Its jobs close; its survey answers, its mail in the outbox, its profile, saved resume, notifications and reset links
 *   are deleted (the last four by the foreign keys' cascade). Ratings it gave stay, without its name.
 * - A confirmation goes to its address through the outbox.
 */
export async function deleteAccount(
  db: Database,
  userId: number,
  settings: AccountDeletionSettings,
): Promise<AccountDeletionResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role, isReferrer: users.isReferrer })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return { notFound: true };
    if (user.role === 'admin' && settings.byAdmin === undefined) {
      const [others] = await tx
        .select({ total: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), ne(users.id, userId), isNull(users.disabledAt)));
      if (!others?.total) return { refused: 'lastAdmin' };
    }
    const now = new Date();
    await tx
      .update(users)
      .set({ disabledAt: sql`coalesce(${users.disabledAt}, now())` })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));

    // The requests the person sent.
    const sent = await tx
      .select({ id: referralRequests.id, status: referralRequests.status })
      .from(referralRequests)
      .where(eq(referralRequests.candidateUserId, userId))
      .for('update');
    const sentIds = sent.map((request) => request.id);
    const openIds = sent
      .filter((request) => ['new', 'accepted', 'changes_asked'].includes(request.status))
      .map((request) => request.id);
    if (sentIds.length > 0) {
      await tx
        .delete(userNotifications)
        .where(and(inArray(userNotifications.referralRequestId, sentIds), ne(userNotifications.userId, userId)));
      if (openIds.length > 0) {
        await tx.execute(sql`
          insert into ${referralRequestEvents} (referral_request_id, from_status, to_status, actor_user_id, actor_party, reason)
          select id, status, 'withdrawn', ${userId}::int, 'candidate', ${WITHDRAWN_BY_DELETION}::text
          from ${referralRequests} where ${inArray(referralRequests.id, openIds)}`);
        // Out of the admin queue and assignment's reach too: nobody is to match a withdrawn request.
        await tx
          .update(referralRequests)
          .set({ status: 'withdrawn', pendingAssignment: false, waitingReason: null })
          .where(inArray(referralRequests.id, openIds));
      }
      await tx
        .update(referralRequests)
        .set({
          candidateUserId: null,
          name: DELETED_ACCOUNT_NAME,
          email: '',
          phone: '',
          message: '',
          senderDeletedAt: now,
        })
        .where(inArray(referralRequests.id, sentIds));
      await tx.delete(resumes).where(inArray(resumes.referralRequestId, sentIds));
      // The versions replaced by sending changes hold messages and resumes too.
      await tx.delete(requestVersions).where(inArray(requestVersions.referralRequestId, sentIds));
      await tx.delete(requestFollowLinks).where(inArray(requestFollowLinks.referralRequestId, sentIds));
      for (const id of openIds) await recordRequestNotifications(tx, id, { kind: 'request-withdrawn' });
    }

    // The requests the person held as a referrer.
    const [profile] = await tx
      .select({ id: referrers.id })
      .from(referrers)
      .where(eq(referrers.userId, userId))
      .for('update');
    let movedOn = 0;
    if (profile) {
      const held = await tx
        .select({ id: referralRequests.id })
        .from(referralRequests)
        .where(
          and(
            eq(referralRequests.referrerId, profile.id),
            or(
              inArray(referralRequests.status, ['new', 'accepted', 'changes_asked']),
              and(eq(referralRequests.status, 'declined'), sql`${referralRequests.assignedAt} is not null`),
            ),
          ),
        )
        .orderBy(referralRequests.id)
        .for('update');
      for (const { id } of held) {
        const moved = await moveOnFromLeavingReferrer(tx, id, now, settings);
        if (moved.outcome !== 'unchanged') movedOn += 1;
      }
    }

    // Every conversation on the requests it sent, and every message it wrote elsewhere.
    await deleteConversationsOf(tx, userId, sentIds);

    const closed = await tx
      .update(jobs)
      .set({ closedAt: now })
      .where(and(eq(jobs.postedByUserId, userId), isNull(jobs.closedAt)))
      .returning({ id: jobs.id });
    await tx.delete(surveyResponses).where(eq(surveyResponses.userId, userId));
    await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    if (profile) await tx.delete(referrers).where(eq(referrers.id, profile.id));
    await tx.delete(users).where(eq(users.id, userId));
    if (settings.byAdmin) {
      // The account's id and what it was, never its name or e-mail: the entry outlives the person's data.
      await recordAdminAction(tx, {
        admin: settings.byAdmin,
        action: 'user.deleted',
        object: { type: 'user', id: userId },
        before: { role: user.role, isReferrer: user.isReferrer },
        after: null,
      });
    }
    await enqueueMail(tx, deletionConfirmation(user.email, settings.byAdmin !== undefined));
    return {
      deleted: { sentRequests: sentIds.length, withdrawn: openIds.length, movedOn, closedJobs: closed.length },
    };
  });
}

/** The mail that confirms the deletion: to the address that is no longer on file anywhere else. */
function deletionConfirmation(to: string, byAdmin: boolean) {
  return {
    to,
    subject: 'Your ReferBridge account was deleted',
    text: [
      'Hello,',
      byAdmin
        ? 'As you asked, our team deleted your ReferBridge account.'
        : 'You deleted your ReferBridge account. We are sorry to see you go.',
      [
        'What was deleted: your account and sign-ins, your profiles (your referrer card too, if you had one), your ' +
          'resumes, your survey answers, your notifications and your messages.',
        'What stays, without your name: the referral requests you sent, as counts for the referrers you wrote to ' +
          '(they show "Deleted account", with no e-mail, phone, message or resume), and the ratings you gave.',
        'Requests you had received as a referrer went on to another referrer, and your jobs were closed.',
      ].join('\n'),
      'You can register again at any time, with this address or another. If you did not ask for this, write to us ' +
        'through the contact page.',
    ].join('\n\n'),
  };
}
