import * as yup from 'yup';
import { TEXT_LIMITS, tooLongMessage } from './textLimits';

export const REFERRER_SPECIALTIES_MAX = 8;
export const REFERRER_BIO_MIN_LENGTH = 30;
/** The most requests a week a referrer may take on (referrers_weekly_cap_range). */
export const WEEKLY_CAP_MAX = 100;

export const referrerProfileMessages = {
  companyRequired: 'Please choose your company, or type its name',
  titleRequired: 'Please enter your job title',
  bioTooShort: `Tell candidates a little more about your work (at least ${REFERRER_BIO_MIN_LENGTH} characters)`,
  bioRequired: 'Please tell candidates about your work and who you like to refer',
  tooLong: {
    company: tooLongMessage('Company', 'company'),
    title: tooLongMessage('Job title', 'title'),
    bio: tooLongMessage('About you', 'bio'),
    specialty: tooLongMessage('Each specialty', 'specialty'),
    photo: tooLongMessage('Photo address', 'url'),
  },
  tooManySpecialties: `Choose up to ${REFERRER_SPECIALTIES_MAX} specialties`,
  photoInvalid: 'Please enter the web address of an image, starting with https://',
  registered: {
    title: "You're a referrer now",
    description: 'Candidates at your company can find you and ask for a referral.',
  },
  saved: { title: 'Profile Updated', description: 'Your profile has been updated successfully.' },
  failed: 'We could not save your referrer profile. Please try again.',
  weeklyCapRange: `Choose a whole number from 1 to ${WEEKLY_CAP_MAX}, or leave it empty for no limit`,
  weeklyCapSaved: { title: 'Weekly limit saved', description: 'Candidates see when you have room for more requests.' },
  weeklyCapFailed: 'We could not save your weekly limit. Please try again.',
} as const;

const specialty = yup.string().trim().max(TEXT_LIMITS.specialty, referrerProfileMessages.tooLong.specialty).required();

/**
 * The referrer profile (/become-referrer, /referrer-register, /referrer-profile). The company is a name: one of the
 * list, or a new one, matched in any case so "acme" joins Acme.
 */
export const referrerProfileRules = yup.object({
  company: yup
    .string()
    .trim()
    .max(TEXT_LIMITS.company, referrerProfileMessages.tooLong.company)
    .required(referrerProfileMessages.companyRequired),
  title: yup
    .string()
    .trim()
    .max(TEXT_LIMITS.title, referrerProfileMessages.tooLong.title)
    .required(referrerProfileMessages.titleRequired),
  bio: yup
    .string()
    .trim()
    .min(REFERRER_BIO_MIN_LENGTH, referrerProfileMessages.bioTooShort)
    .max(TEXT_LIMITS.bio, referrerProfileMessages.tooLong.bio)
    .required(referrerProfileMessages.bioRequired),
  specialties: yup
    .array(specialty)
    .max(REFERRER_SPECIALTIES_MAX, referrerProfileMessages.tooManySpecialties)
    // The same specialty twice, in any case, is kept once.
    .transform((values: unknown) =>
      Array.isArray(values)
        ? values.filter(
            (value, index) =>
              typeof value !== 'string' ||
              values.findIndex(
                (other) => typeof other === 'string' && other.trim().toLowerCase() === value.trim().toLowerCase(),
              ) === index,
          )
        : values,
    )
    .default([]),
  photo: yup
    .string()
    .trim()
    .transform((value: string) => (value === '' ? null : value))
    .matches(/^https:\/\//i, { message: referrerProfileMessages.photoInvalid, excludeEmptyString: true })
    .url(referrerProfileMessages.photoInvalid)
    .max(TEXT_LIMITS.url, referrerProfileMessages.tooLong.photo)
    .nullable()
    .default(null),
});

export type ReferrerProfileInput = yup.InferType<typeof referrerProfileRules>;

/**
 * `PUT /api/me/weekly-cap`: how many requests a week the referrer takes on; empty (null) for no limit. Past it, the
 * matcher passes them by, their card says they are not taking requests, and direct requests are refused.
 */
export const weeklyCapRules = yup.object({
  weeklyCap: yup
    .number()
    // An emptied box is "no limit", not an error.
    .transform((value: number, original: unknown) =>
      original === '' || original === null || original === undefined ? null : value,
    )
    .typeError(referrerProfileMessages.weeklyCapRange)
    .integer(referrerProfileMessages.weeklyCapRange)
    .min(1, referrerProfileMessages.weeklyCapRange)
    .max(WEEKLY_CAP_MAX, referrerProfileMessages.weeklyCapRange)
    .nullable()
    .default(null),
});
export type WeeklyCapInput = yup.InferType<typeof weeklyCapRules>;
