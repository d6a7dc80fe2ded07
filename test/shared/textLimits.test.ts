import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { accountRules } from '../../src/shared/account';
import { registerRules } from '../../src/shared/auth';
import { jobPostingRules } from '../../src/shared/jobPosting';
import { onboardingRules } from '../../src/shared/onboardingRules';
import { referralRequestFieldsRules } from '../../src/shared/referralRequest';
import { referrerProfileRules } from '../../src/shared/referrerProfile';
import { surveyRules } from '../../src/shared/surveyRules';

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
      [registerRules, 'name', 'Name'],
      [accountRules, 'name', 'Name'],
      [onboardingRules, 'name', 'Name'],
      [referralRequestFieldsRules, 'name', 'Name'],
    ],
  },
  {
    kind: 'a job title',
    limit: 150,
    fields: [
      [onboardingRules, 'title', 'Job title'],
      [jobPostingRules, 'title', 'Job title'],
      [referrerProfileRules, 'title', 'Job title'],
      [referralRequestFieldsRules, 'jobTitle', 'Job title'],
      [surveyRules, 'jobRole', 'Your role'],
    ],
  },
  {
    kind: 'a company',
    limit: 200,
    fields: [
      [onboardingRules, 'company', 'Company'],
      [jobPostingRules, 'company', 'Company'],
      [referrerProfileRules, 'company', 'Company'],
      [referralRequestFieldsRules, 'company', 'Company'],
      [surveyRules, 'company', 'Your company'],
    ],
  },
  {
    kind: 'a bio',
    limit: 2000,
    fields: [
      [onboardingRules, 'bio', 'Bio'],
      [referrerProfileRules, 'bio', 'About you'],
    ],
  },
  {
    kind: 'a message',
    limit: 5000,
    fields: [
      [referralRequestFieldsRules, 'message', 'Message'],
      [surveyRules, 'loveFeedback', 'Your answer'],
      [surveyRules, 'additionalFeedback', 'Your answer'],
    ],
  },
  {
    kind: 'a phone number',
    limit: 40,
    fields: [
      [referralRequestFieldsRules, 'phone', 'Phone number'],
      [surveyRules, 'contactPhone', 'Contact phone'],
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
