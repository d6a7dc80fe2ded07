import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { accountSchema } from '../../src/shared/account';
import { registerSchema } from '../../src/shared/auth';
import { jobPostingSchema } from '../../src/shared/jobPosting';
import { onboardingSchema } from '../../src/shared/onboardingSchema';
import { referralRequestFieldsSchema } from '../../src/shared/referralRequest';
import { referrerProfileSchema } from '../../src/shared/referrerProfile';
import { surveySchema } from '../../src/shared/surveySchema';

/** What the schema says of `field` holding `length` characters: its message, or undefined when it takes it. */
function lengthErrorOf(schema: AnyObjectSchema, field: string, length: number) {
  try {
    schema.pick([field]).validateSyncAt(field, { [field]: 'x'.repeat(length) });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.message;
  }
}

/** One kind of field, in every form that has one: the form, its field, and the label its message uses. */
const KINDS: { kind: string; limit: number; fields: [AnyObjectSchema, string, string][] }[] = [
  {
    kind: 'a name',
    limit: 100,
    fields: [
      [registerSchema, 'name', 'Name'],
      [accountSchema, 'name', 'Name'],
      [onboardingSchema, 'name', 'Name'],
      [referralRequestFieldsSchema, 'name', 'Name'],
    ],
  },
  {
    kind: 'a job title',
    limit: 150,
    fields: [
      [onboardingSchema, 'title', 'Job title'],
      [jobPostingSchema, 'title', 'Job title'],
      [referrerProfileSchema, 'title', 'Job title'],
      [referralRequestFieldsSchema, 'jobTitle', 'Job title'],
      [surveySchema, 'jobRole', 'Your role'],
    ],
  },
  {
    kind: 'a company',
    limit: 200,
    fields: [
      [onboardingSchema, 'company', 'Company'],
      [jobPostingSchema, 'company', 'Company'],
      [referrerProfileSchema, 'company', 'Company'],
      [referralRequestFieldsSchema, 'company', 'Company'],
      [surveySchema, 'company', 'Your company'],
    ],
  },
  {
    kind: 'a bio',
    limit: 2000,
    fields: [
      [onboardingSchema, 'bio', 'Bio'],
      [referrerProfileSchema, 'bio', 'About you'],
    ],
  },
  {
    kind: 'a message',
    limit: 5000,
    fields: [
      [referralRequestFieldsSchema, 'message', 'Message'],
      [surveySchema, 'loveFeedback', 'Your answer'],
      [surveySchema, 'additionalFeedback', 'Your answer'],
    ],
  },
  {
    kind: 'a phone number',
    limit: 40,
    fields: [
      [referralRequestFieldsSchema, 'phone', 'Phone number'],
      [surveySchema, 'contactPhone', 'Contact phone'],
    ],
  },
];

describe('the length of a field, the same in every form', () => {
  for (const { kind, limit, fields } of KINDS) {
    it(`takes ${kind} of ${limit} characters everywhere, and says "<label> must be at most ${limit}" past it`, () => {
      const shown = limit.toLocaleString('en-US');
      for (const [schema, field, label] of fields) {
        expect(lengthErrorOf(schema, field, limit + 1), field).toBe(`${label} must be at most ${shown} characters`);
        expect(lengthErrorOf(schema, field, limit) ?? '', field).not.toMatch(/must be at most/);
      }
    });
  }
});
