import * as yup from 'yup';
import { referralRequestFieldsRules } from './referralRequest';
import { DECLINE_REASON_MAX_LENGTH } from './requestLifecycle';

/**
 * "Ask for changes" (src/shared/requestLifecycle.ts, CHANGES_MOVES): what a referrer may ask a candidate for before
 * deciding, and what the candidate sends back. The dialogs and the server check the same rules.
 */
export const CHANGE_KINDS = ['resume', 'message', 'job'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** How each kind of ask reads: in the dialog's choice, on the candidate's card, in the history. */
export const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  resume: 'A revised resume',
  message: 'A clearer message',
  job: 'A specific job',
};

export const askChangesMessages = {
  kindRequired: 'Choose what you ask the candidate to change.',
  noteRequired: 'Tell the candidate what to change: they will read it.',
  noteTooLong: `Please keep the note under ${DECLINE_REASON_MAX_LENGTH} characters`,
} as const;

/** `POST /api/referral-requests/{id}/changes-asked`: what is asked, and a note (plain text, as a decline's reason). */
export const askChangesRules = yup.object({
  kind: yup
    .mixed<ChangeKind>()
    .oneOf([...CHANGE_KINDS], askChangesMessages.kindRequired)
    .required(askChangesMessages.kindRequired),
  note: yup
    .string()
    .trim()
    .max(DECLINE_REASON_MAX_LENGTH, askChangesMessages.noteTooLong)
    .required(askChangesMessages.noteRequired),
});
export type AskChanges = yup.InferType<typeof askChangesRules>;

export const sendChangesMessages = {
  nothingChanged: 'Send a new resume, a new message or a job: the referrer is waiting for a change.',
} as const;

const requestFields = referralRequestFieldsRules.fields;

/**
 * The text fields of the candidate's answer (`POST /api/referral-requests/{id}/changes`, a multipart form with an
 * optional `resume`): a new message and a job title, each optional, with the request form's own rules. Whether
 * anything changed at all is the server's to judge, against the request as it stands.
 */
export const sendChangesRules = yup.object({
  message: (requestFields.message as yup.StringSchema).optional(),
  jobTitle: requestFields.jobTitle as yup.StringSchema<string | undefined>,
});
export type SendChanges = yup.InferType<typeof sendChangesRules>;

/** When an ask made at `askedAt` expires. */
export function changesDueAt(askedAt: Date | string, withinDays: number) {
  return new Date(new Date(askedAt).getTime() + withinDays * 24 * 60 * 60 * 1000);
}
