import * as yup from 'yup';
import { TEXT_LIMITS, tooLongMessage } from './textLimits';

/** SPEC section 9: a resume is at most 5 MB (5*1024*1024 bytes), and a pdf, doc or docx. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_MIME_TYPES].join(',');
/**
 * Where a referral request stands (src/shared/requestLifecycle.ts says how it moves); the database column and the API
 * answers take their values from here.
 */
export const REFERRAL_REQUEST_STATUSES = [
  'new',
  'accepted',
  'declined',
  'referred',
  // What happened after "referred", as the candidate reports it (in the order it happens).
  'interviewing',
  'offer',
  'hired',
  'not_selected',
  'withdrawn',
  'changes_asked',
] as const;
export type ReferralRequestStatus = (typeof REFERRAL_REQUEST_STATUSES)[number];
/**
 * The kinds of entry in a request's history: a change (a move or an assignment), the resume's deletion, the day the
 * referrer submitted the candidate, a referrer's "hired" confirmed by the job queue once undisputed, and a party's
 * closing of the conversation on the request. Only a change changes the request (its last change, its decline reason).
 */
export const REQUEST_EVENT_KINDS = [
  'change',
  'resume-deleted',
  'submitted',
  'hire-confirmed',
  'conversation-closed',
] as const;
export type RequestEventKind = (typeof REQUEST_EVENT_KINDS)[number];

export const PHONE_MIN_LENGTH = 10;

/** The messages of SPEC section 5, word for word. */
export const referralRequestMessages = {
  nameRequired: 'Name is required',
  emailInvalid: 'Invalid email address',
  phoneTooShort: 'Phone number must be at least 10 digits',
  companyRequired: 'Please enter a company name',
  experienceRequired: 'Please enter your years of experience',
  messageRequired: 'Cover letter/message is required',
  resumeRequired: 'Resume is required',
  resumeTooLarge: 'Max file size is 5MB',
  resumeWrongType: 'Only .pdf, .doc, and .docx files are accepted',
  /** Shown when a bad file is picked (SPEC section 5), before the form is submitted. */
  pickedFileTooLarge: 'File size must be less than 5MB',
  /** Too long, by field (src/shared/textLimits.ts); the server's multipart reader says the same of a field it cut. */
  tooLong: {
    name: tooLongMessage('Name', 'name'),
    email: tooLongMessage('Email', 'email'),
    phone: tooLongMessage('Phone number', 'phone'),
    company: tooLongMessage('Company', 'company'),
    message: tooLongMessage('Message', 'message'),
    jobTitle: tooLongMessage('Job title', 'title'),
  },
} as const;

/** What the form and the server know of a file: enough to check it without reading it. */
export interface ResumeDescriptor {
  name: string;
  size: number;
  type?: string;
}

export function hasResumeExtension(fileName: string) {
  const lower = fileName.toLowerCase();
  return RESUME_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The check run the moment a file is picked: the spec's message for a bad file, or undefined. */
export function checkPickedResume(file: ResumeDescriptor): string | undefined {
  if (file.size > RESUME_MAX_BYTES) return referralRequestMessages.pickedFileTooLarge;
  if (!hasResumeExtension(file.name)) return referralRequestMessages.resumeWrongType;
  return undefined;
}

const optionalPositiveId = yup
  .number()
  .transform((value, original) => (original === '' || original === null ? undefined : value))
  .integer()
  .positive()
  .optional();

/**
 * A text field, trimmed. Yup's own trim() calls .trim() on whatever it is given and throws a TypeError on anything
 * that is not a string (an array, say); this trims text only and lets anything else fail as "not a string", with a
 * validation error like any other.
 */
const trimmedText = () =>
  yup.string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** The text fields of a referral request; the server runs the same schema on the multipart fields. */
export const referralRequestFieldsRules = yup.object({
  name: trimmedText()
    .max(TEXT_LIMITS.name, referralRequestMessages.tooLong.name)
    .required(referralRequestMessages.nameRequired),
  email: trimmedText()
    .max(TEXT_LIMITS.email, referralRequestMessages.tooLong.email)
    .email(referralRequestMessages.emailInvalid)
    .required(referralRequestMessages.emailInvalid),
  phone: trimmedText()
    .min(PHONE_MIN_LENGTH, referralRequestMessages.phoneTooShort)
    .max(TEXT_LIMITS.phone, referralRequestMessages.tooLong.phone)
    .required(referralRequestMessages.phoneTooShort),
  company: trimmedText()
    .max(TEXT_LIMITS.company, referralRequestMessages.tooLong.company)
    .required(referralRequestMessages.companyRequired),
  experience: yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(referralRequestMessages.experienceRequired)
    .min(0, referralRequestMessages.experienceRequired)
    .max(70, referralRequestMessages.experienceRequired)
    .required(referralRequestMessages.experienceRequired),
  message: trimmedText()
    .max(TEXT_LIMITS.message, referralRequestMessages.tooLong.message)
    .required(referralRequestMessages.messageRequired),
  jobId: optionalPositiveId,
  jobTitle: trimmedText().max(TEXT_LIMITS.title, referralRequestMessages.tooLong.jobTitle).optional(),
  /** Absent means the request waits for a referrer (pendingAssignment); an unknown one is refused. */
  referrerId: optionalPositiveId,
  /**
   * The referrer's share link the candidate came through (src/shared/shareLinks.ts). The server takes anything that is
   * not a token of ours as no link: the request is sent as if it had none, and nothing is said.
   */
  shareToken: yup.string().optional(),
});

export type ReferralRequestFields = yup.InferType<typeof referralRequestFieldsRules>;

/** The resume rule of the form: present, at most 5 MB, and a pdf, doc or docx by name. */
export const resumeRules = yup
  .mixed<ResumeDescriptor>()
  .required(referralRequestMessages.resumeRequired)
  .test('resume-size', referralRequestMessages.resumeTooLarge, (file) => !file || file.size <= RESUME_MAX_BYTES)
  .test('resume-type', referralRequestMessages.resumeWrongType, (file) => !file || hasResumeExtension(file.name));

/** The whole form (SPEC section 5): the fields plus the resume. */
export const referralRequestFormRules = referralRequestFieldsRules.shape({ resume: resumeRules });
