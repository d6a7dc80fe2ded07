import type { UserPurpose } from '../../../shared/survey';

const PURPOSE_LABELS: Record<UserPurpose, string> = {
  find_referrals: 'Finding referrals for myself',
  provide_referrals: 'Referring candidates to my company',
  both: 'Both',
  other: 'Something else',
};

/** A stored purpose in the survey's own words; one the survey no longer offers reads as stored. */
export const purposeLabel = (purpose: string) => PURPOSE_LABELS[purpose as UserPurpose] ?? purpose;
