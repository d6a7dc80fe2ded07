import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  MEETING_NEEDS_OPTIONS,
  surveyDefaults,
  toSurveyPayload,
  withSurveyServerDefaults,
} from '../../src/shared/survey';
import { surveyRules } from '../../src/shared/surveyRules';

const THIRD = "It's okay, but there's room for improvement.";
const answer = toSurveyPayload(surveyDefaults());

async function errorsOf(value: unknown): Promise<Record<string, string>> {
  try {
    await surveyRules.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('survey defaults and payload (SPEC section 3)', () => {
  it('has the five meetingNeeds options in order, the third being the default', () => {
    expect(MEETING_NEEDS_OPTIONS).toEqual([
      "It's absolutely perfect for what I need!",
      "It's working really well for me.",
      THIRD,
      "It's not quite meeting my needs.",
      "It's not helpful at all.",
    ]);
  });

  it('defaults to find_referrals, the third option, 3 stars and no consent, with the user e-mail', () => {
    expect(surveyDefaults('sam@example.com')).toEqual({
      userPurpose: 'find_referrals',
      otherPurpose: '',
      meetingNeeds: THIRD,
      delightRating: 3,
      loveFeedback: '',
      improvementFeedback: '',
      jobRole: '',
      company: '',
      contactConsent: 'no',
      contactEmail: 'sam@example.com',
      contactPhone: '',
      additionalFeedback: '',
    });
    expect(surveyDefaults().contactEmail).toBe('');
    expect(surveyDefaults(null).contactEmail).toBe('');
  });

  it('sends empty optional fields as null, and trims the others', () => {
    expect(answer).toEqual({
      userPurpose: 'find_referrals',
      otherPurpose: null,
      meetingNeeds: THIRD,
      delightRating: 3,
      loveFeedback: null,
      improvementFeedback: null,
      jobRole: null,
      company: null,
      contactConsent: 'no',
      contactEmail: null,
      contactPhone: null,
      additionalFeedback: null,
    });
    const typed = toSurveyPayload({ ...surveyDefaults(), loveFeedback: '  Speed ', jobRole: '   ', company: 'Acme' });
    expect(typed.loveFeedback).toBe('Speed');
    expect(typed.jobRole).toBeNull();
    expect(typed.company).toBe('Acme');
  });
});

describe('surveyRules (SPEC section 5)', () => {
  it('accepts the defaults, and a full answer', async () => {
    expect(await errorsOf(answer)).toEqual({});
    expect(
      await errorsOf({
        ...answer,
        userPurpose: 'other',
        otherPurpose: 'Research',
        delightRating: 5,
        contactConsent: 'yes',
        contactEmail: 'sam@example.com',
        contactPhone: '555',
      }),
    ).toEqual({});
  });

  it('requires a purpose: Please select your purpose', async () => {
    for (const userPurpose of [undefined, null, '', 'nonsense']) {
      expect(await errorsOf({ ...answer, userPurpose })).toEqual({ userPurpose: 'Please select your purpose' });
    }
    for (const userPurpose of ['find_referrals', 'provide_referrals', 'both', 'other']) {
      expect(await errorsOf({ ...answer, userPurpose })).toEqual({});
    }
  });

  it('requires one of the meetingNeeds options: Please select an option', async () => {
    for (const meetingNeeds of [undefined, '', 'Meh']) {
      expect(await errorsOf({ ...answer, meetingNeeds })).toEqual({ meetingNeeds: 'Please select an option' });
    }
  });

  it('requires the contact consent: Please select an option', async () => {
    for (const contactConsent of [undefined, null, '', 'maybe']) {
      expect(await errorsOf({ ...answer, contactConsent })).toEqual({ contactConsent: 'Please select an option' });
    }
  });

  it('takes a rating from 1 to 5 only', async () => {
    for (const delightRating of [1, 2, 3, 4, 5]) expect(await errorsOf({ ...answer, delightRating })).toEqual({});
    for (const delightRating of [0, 6, 2.5, 'many']) {
      expect(Object.keys(await errorsOf({ ...answer, delightRating }))).toEqual(['delightRating']);
    }
  });

  it('wants a valid contact e-mail when there is one: Invalid email address', async () => {
    expect(await errorsOf({ ...answer, contactEmail: 'sam@' })).toEqual({ contactEmail: 'Invalid email address' });
    expect(await errorsOf({ ...answer, contactEmail: null })).toEqual({});
    expect(await errorsOf({ ...answer, contactEmail: undefined })).toEqual({});
  });

  it('leaves every other field optional and nullable', async () => {
    const { userPurpose, meetingNeeds, delightRating, contactConsent } = answer;
    expect(await errorsOf({ userPurpose, meetingNeeds, delightRating, contactConsent })).toEqual({});
  });
});

describe('withSurveyServerDefaults (the second reading)', () => {
  it('defaults a missing purpose, needs and consent instead of refusing the answer', () => {
    expect(withSurveyServerDefaults({})).toMatchObject({
      userPurpose: 'find_referrals',
      meetingNeeds: THIRD,
      contactConsent: 'no',
    });
    expect(withSurveyServerDefaults({ userPurpose: '', meetingNeeds: null, contactConsent: undefined })).toMatchObject({
      userPurpose: 'find_referrals',
      meetingNeeds: THIRD,
      contactConsent: 'no',
    });
  });

  it('keeps what was given, and the other fields as they are', () => {
    expect(
      withSurveyServerDefaults({
        userPurpose: 'both',
        meetingNeeds: MEETING_NEEDS_OPTIONS[0],
        contactConsent: 'yes',
        delightRating: 5,
        loveFeedback: 'Speed',
      }),
    ).toEqual({
      userPurpose: 'both',
      meetingNeeds: MEETING_NEEDS_OPTIONS[0],
      contactConsent: 'yes',
      delightRating: 5,
      loveFeedback: 'Speed',
    });
  });

  it('makes an answer the schema accepts', async () => {
    expect(await errorsOf(withSurveyServerDefaults({}))).toEqual({});
  });
});

describe('contact details without consent', () => {
  it('sends neither the e-mail nor the phone when consent is no, even when the fields hold something', () => {
    const payload = toSurveyPayload({
      ...surveyDefaults('sam@example.com'),
      contactConsent: 'no',
      contactPhone: '5551234567',
    });
    expect(payload.contactEmail).toBeNull();
    expect(payload.contactPhone).toBeNull();
  });
});
