import type { CompanyWithJobCount } from '../../src/api/catalogApi';
import type { Job, Referrer } from '../../src/shared/schemas/catalog';

/** Catalogue rows as the API answers them, for the marketplace page tests. */
export const globex: CompanyWithJobCount = {
  id: 3,
  name: 'Globex',
  description: 'Logistics software for the last mile.',
  industry: 'Software',
  logo: null,
  websiteUrl: 'https://globex.example',
  openJobs: 2,
};

export const initech: CompanyWithJobCount = {
  id: 4,
  name: 'Initech',
  description: '',
  industry: 'Finance',
  logo: null,
  websiteUrl: null,
  openJobs: 0,
};

export const referrerAt = (id: number, name: string, company = globex): Referrer => ({
  id,
  name,
  photo: null,
  title: 'Software Engineer',
  companyId: company.id,
  companyName: company.name,
  bio: 'Happy to help.',
  rating: 4.5,
  ratingCount: 2,
  responseRate: null,
  typicalReplyHours: null,
  takingRequests: true,
  readsRequests: true,
  successfulReferrals: 3,
  specialties: ['TypeScript'],
  verified: false,
});

export const jobAt = (id: number, title: string, company = globex): Job => ({
  id,
  title,
  type: 'Full-time',
  companyId: company.id,
  companyName: company.name,
  location: 'Remote',
  experienceLevel: 'Mid Level',
  postedAt: '2026-11-03T10:00:00.000Z',
  description: `Work on ${title.toLowerCase()} problems.`,
  closedAt: null,
});
