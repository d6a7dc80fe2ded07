import { REFERRAL_REQUEST_STATUSES } from '../../shared/referralRequest.js';

/** Response schemas shared by routes: they fix the output shape and keep private columns out of answers. */
export const userJsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    isReferrer: { type: 'boolean' },
    onboardingCompleted: { type: 'boolean' },
  },
  required: ['id', 'name', 'email', 'role', 'isReferrer', 'onboardingCompleted'],
} as const;

/** Every 4xx/5xx body: a message for people, and per-field messages for forms. */
export const errorJsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message'],
} as const;

/** The largest value of a PostgreSQL `integer`/`serial`: a bigger id cannot exist, and querying it fails in the driver. */
export const MAX_ID = 2_147_483_647;

/** `:id` in a URL: anything that is not a positive integer is a 400 before the handler runs. */
export const idParamsJsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
  required: ['id'],
} as const;

/** `?page=1&limit=20` of every list: the shape only; `pagingSchema` (src/shared/paging.ts) holds the rules. */
export const pagingQueryJsonSchema = {
  type: 'object',
  properties: {
    page: { type: 'string' },
    limit: { type: 'string' },
  },
} as const;

/**
 * A field the shared Yup schema reads as a number: a number, its text, or null. Lists and objects are refused here,
 * before Yup casts them (a deeply nested list overflows its cast).
 */
export const scalarInputJsonSchema = { type: ['number', 'string', 'null'] } as const;

export const createdIdJsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' } },
  required: ['id'],
} as const;

export const directReferralResponseJsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, pendingAssignment: { type: 'boolean' } },
  required: ['id', 'pendingAssignment'],
} as const;

/** A referral request as its sender, its referrer and admins see it; the resume is described, never included. */
export const referralRequestJsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    referrerId: { type: ['integer', 'null'] },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    company: { type: 'string' },
    experience: { type: 'integer' },
    message: { type: 'string' },
    jobId: { type: ['integer', 'null'] },
    jobTitle: { type: ['string', 'null'] },
    pendingAssignment: { type: 'boolean' },
    status: { type: 'string', enum: REFERRAL_REQUEST_STATUSES },
    createdAt: { type: 'string', format: 'date-time' },
    resume: {
      type: ['object', 'null'],
      properties: {
        fileName: { type: 'string' },
        mimeType: { type: 'string' },
        size: { type: 'integer' },
      },
      required: ['fileName', 'mimeType', 'size'],
    },
  },
  required: [
    'id',
    'referrerId',
    'name',
    'email',
    'phone',
    'company',
    'experience',
    'message',
    'jobId',
    'jobTitle',
    'pendingAssignment',
    'status',
    'createdAt',
    'resume',
  ],
} as const;
