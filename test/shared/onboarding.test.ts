import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { INTEREST_OPTIONS, landingPathForRole } from '../../src/shared/onboarding';
import { onboardingRules } from '../../src/shared/onboardingRules';

const profile = {
  name: 'Sam Doe',
  title: 'Data Engineer',
  company: null,
  experience: 5,
  linkedin: null,
  bio: '',
  notifyEmail: true,
  notifyWhatsapp: false,
  notifyRealtime: true,
  interests: ['Data Science'],
  role: 'candidate',
};

async function errorsOf(value: unknown): Promise<string[]> {
  try {
    await onboardingRules.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map((inner) => inner.path ?? '');
  }
}

describe('onboarding profile', () => {
  it('has the eight interest options of the spec, in order', () => {
    expect(INTEREST_OPTIONS).toEqual([
      'Software Development',
      'Product Management',
      'Data Science',
      'Design',
      'Marketing',
      'Sales',
      'Customer Support',
      'Operations',
    ]);
  });

  it('accepts the payload the dialog sends, for every role', async () => {
    expect(await errorsOf({ ...profile, role: 'candidate' })).toEqual([]);
    for (const role of ['referrer', 'both']) expect(await errorsOf({ ...profile, company: 'Acme', role })).toEqual([]);
    expect(await errorsOf({ ...profile, company: 'Acme', role: 'referrer', interests: [] })).toEqual([]);
    expect(
      await errorsOf({ ...profile, company: 'Acme', experience: 0, linkedin: 'https://www.linkedin.com/in/sam' }),
    ).toEqual([]);
  });

  it('defaults the notifications to e-mail on, WhatsApp off and realtime on', () => {
    const { notifyEmail, notifyWhatsapp, notifyRealtime, interests } = onboardingRules.cast({
      name: 'Sam',
      role: 'candidate',
    });
    expect({ notifyEmail, notifyWhatsapp, notifyRealtime, interests }).toEqual({
      notifyEmail: true,
      notifyWhatsapp: false,
      notifyRealtime: true,
      interests: [],
    });
  });

  it('wants the company a referrer works at, since candidates find referrers by company', async () => {
    for (const role of ['referrer', 'both']) {
      for (const company of [null, '', '   '])
        expect(await errorsOf({ ...profile, company, role })).toEqual(['company']);
    }
    expect(await errorsOf({ ...profile, company: null, role: 'candidate' })).toEqual([]);
  });

  it('refuses an unknown role, an unknown interest, a negative experience and a LinkedIn that is not a URL', async () => {
    expect(await errorsOf({ ...profile, role: 'admin' })).toEqual(['role']);
    expect(await errorsOf({ ...profile, interests: ['Astrology'] })).toEqual(['interests[0]']);
    expect(await errorsOf({ ...profile, experience: -1 })).toEqual(['experience']);
    expect(await errorsOf({ ...profile, experience: 'lots' })).toEqual(['experience']);
    expect(await errorsOf({ ...profile, linkedin: 'not a url' })).toEqual(['linkedin']);
  });

  it('reads the experience as a number', () => {
    expect(onboardingRules.cast({ ...profile, experience: '7' }).experience).toBe(7);
    expect(onboardingRules.cast({ ...profile, experience: '' }).experience).toBeUndefined();
  });
});

describe('landingPathForRole', () => {
  it('sends candidates to /browse-jobs and referrers (and users who are both) to /referrer-dashboard', () => {
    expect(landingPathForRole('candidate')).toBe('/browse-jobs');
    expect(landingPathForRole('referrer')).toBe('/referrer-dashboard');
    expect(landingPathForRole('both')).toBe('/referrer-dashboard');
  });
});
