import * as yup from 'yup';
import { USER_ROLES } from './auth';
import { filterText } from './catalogQueries';
import { pagingSchema } from './paging';
import type { UserRole } from './types';

/**
 * The admin dashboard's rules (src/features/admin, src/server/routes/admin.ts): the forms check them in the browser
 * and the server runs the same schemas on every /api/admin/* call.
 */
export const JOB_REMOVAL_REASON_MAX_LENGTH = 500;
/** How many weeks the overview's charts cover, this one included. */
export const OVERVIEW_WEEKS = 12;
/** How many referrers the assignment dialog suggests for one request. */
export const ASSIGNMENT_SUGGESTIONS_MAX = 10;

export const adminMessages = {
  roleUnknown: `role must be one of ${USER_ROLES.join(', ')}`,
  reasonRequired: 'Say why the job is removed: it stays on record with the job.',
  reasonTooLong: `Please keep the reason under ${JOB_REMOVAL_REASON_MAX_LENGTH} characters`,
  referrerRequired: 'Choose the referrer to assign the request to.',
  userNotFound: 'User not found',
  jobNotFound: 'Job not found',
  requestNotFound: 'Referral request not found',
  unknownReferrer: 'We could not find that referrer. Choose one from the suggestions.',
  alreadyAssigned: 'This request has already been assigned to a referrer.',
  jobAlreadyRemoved: 'This job has already been removed.',
  ownRole: 'You cannot change your own role: ask another admin.',
  ownAccount: 'You cannot disable your own account: ask another admin.',
} as const;

/** `?search=&page=&limit=` of the users and jobs lists: a name or e-mail, a title or company. */
export const adminListQuerySchema = pagingSchema.shape({ search: filterText('search') });
export type AdminListQuery = yup.InferType<typeof adminListQuerySchema>;

/** `POST /api/admin/users/{id}/role`: promote to admin, or back to an ordinary user. */
export const roleChangeSchema = yup.object({
  role: yup.mixed<UserRole>().oneOf(USER_ROLES, adminMessages.roleUnknown).required(adminMessages.roleUnknown),
});
export type RoleChange = yup.InferType<typeof roleChangeSchema>;

/** `POST /api/admin/jobs/{id}/removal`: why the job goes. */
export const jobRemovalSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .max(JOB_REMOVAL_REASON_MAX_LENGTH, adminMessages.reasonTooLong)
    .required(adminMessages.reasonRequired),
});
export type JobRemoval = yup.InferType<typeof jobRemovalSchema>;

/** `POST /api/admin/referral-requests/{id}/assignment`: the referrer who will answer the request. */
export const assignmentSchema = yup.object({
  referrerId: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(adminMessages.referrerRequired)
    .integer(adminMessages.referrerRequired)
    .positive(adminMessages.referrerRequired)
    .required(adminMessages.referrerRequired),
});
export type Assignment = yup.InferType<typeof assignmentSchema>;
