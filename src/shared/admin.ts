import * as yup from 'yup';
import { USER_ROLES } from './auth';
import { filterText } from './catalogQueries';
import { pagingRules } from './paging';
import type { UserRole } from './types';
import { isCompanyWebsite } from './workEmail';

/**
 * The admin dashboard's rules (src/features/admin, src/server/routes/admin.ts): the forms check them in the browser
 * and the server runs the same schemas on every /api/admin/* call.
 */
export const JOB_REMOVAL_REASON_MAX_LENGTH = 500;
/** How many weeks the overview's charts cover, this one included. */
export const OVERVIEW_WEEKS = 12;
/** How many referrers the assignment dialog suggests for one request. */
export const ASSIGNMENT_SUGGESTIONS_MAX = 10;
/** The longest company website address an admin may enter. */
export const COMPANY_WEBSITE_MAX_LENGTH = 300;
/** What a request's history says when an admin moves it from one referrer to another. */
export const REASSIGNMENT_REASON = 'Reassigned by our team';

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
  fromReferrerInvalid: 'fromReferrerId must be the id of the referrer the request is with, or null.',
  requestAnswered: 'This request was answered or withdrawn already: it can no longer be moved.',
  sameReferrer: 'The request is already with this referrer. Choose another one.',
  requestMoved: 'This request has moved since you opened it. Reload the list to see where it is now.',
  companyNotFound: 'Company not found',
  websiteMissing: "Send the company's website, or an empty one to clear it.",
  websiteInvalid:
    "Enter the company's website, starting with https:// or http:// (like https://acme.com), or leave it empty.",
  websiteTooLong: `Please keep the website under ${COMPANY_WEBSITE_MAX_LENGTH} characters`,
  jobAlreadyRemoved: 'This job has already been removed.',
  ownRole: 'You cannot change your own role: ask another admin.',
  ownAccount: 'You cannot disable your own account: ask another admin.',
} as const;

/** `?search=&page=&limit=` of the users and jobs lists: a name or e-mail, a title or company. */
export const adminListQueryRules = pagingRules.shape({ search: filterText('search') });
export type AdminListQuery = yup.InferType<typeof adminListQueryRules>;

/** `POST /api/admin/users/{id}/role`: promote to admin, or back to an ordinary user. */
export const roleChangeRules = yup.object({
  role: yup.mixed<UserRole>().oneOf(USER_ROLES, adminMessages.roleUnknown).required(adminMessages.roleUnknown),
});
export type RoleChange = yup.InferType<typeof roleChangeRules>;

/** `POST /api/admin/jobs/{id}/removal`: why the job goes. */
export const jobRemovalRules = yup.object({
  reason: yup
    .string()
    .trim()
    .max(JOB_REMOVAL_REASON_MAX_LENGTH, adminMessages.reasonTooLong)
    .required(adminMessages.reasonRequired),
});
export type JobRemoval = yup.InferType<typeof jobRemovalRules>;

/** A referrer's id in an assignment: a positive whole number, refused with `message` otherwise. */
const referrerIdRule = (message: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(message)
    .integer(message)
    .positive(message);

/**
 * `POST /api/admin/referral-requests/{id}/assignment`: the referrer who will answer the request. `fromReferrerId`
 * names the referrer an unanswered request is taken from (absent or null for a request that waits for one), so that
 * an admin moves it only from where they saw it: a request another admin or assignment moved meanwhile is refused.
 */
export const assignmentRules = yup.object({
  referrerId: referrerIdRule(adminMessages.referrerRequired).required(adminMessages.referrerRequired),
  fromReferrerId: referrerIdRule(adminMessages.fromReferrerInvalid).nullable(),
});
export type Assignment = yup.InferType<typeof assignmentRules>;

/** `PUT /api/admin/companies/{id}/website`: the company's website, whose host its referrers' work e-mails are at. */
export const companyWebsiteRules = yup.object({
  websiteUrl: yup
    .string()
    .trim()
    // An empty address clears the website.
    .transform((value: string) => (value === '' ? null : value))
    .max(COMPANY_WEBSITE_MAX_LENGTH, adminMessages.websiteTooLong)
    .test('company-website', adminMessages.websiteInvalid, (value) => value == null || isCompanyWebsite(value))
    .nullable()
    .defined(adminMessages.websiteMissing),
});
export type CompanyWebsite = yup.InferType<typeof companyWebsiteRules>;
