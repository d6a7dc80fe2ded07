import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CardGridSkeleton } from '../../../src/components/catalog/CardGridSkeleton';
import { CompanyCard, safeWebsite } from '../../../src/components/catalog/CompanyCard';
import { JobCard } from '../../../src/components/catalog/JobCard';
import { initialsOf, paletteOf } from '../../../src/components/catalog/Monogram';
import { ReferrerCard } from '../../../src/components/catalog/ReferrerCard';
import type { Job, Referrer } from '../../../src/shared/schemas/catalog';
import { renderWithProviders } from '../../utils';

const ana: Referrer = {
  id: 12,
  name: 'Ana Silva',
  photo: null,
  title: 'Senior Data Engineer',
  companyId: 3,
  companyName: 'Globex',
  bio: 'I refer people who love clean pipelines.',
  rating: 4.8,
  ratingCount: 18,
  successfulReferrals: 27,
  specialties: ['Data Engineering', 'Python', 'Spark', 'Airflow', 'dbt'],
  verified: true,
  responseRate: 0.92,
  typicalReplyHours: 5.2,
  takingRequests: true,
  readsRequests: true,
};

const job: Job = {
  id: 5,
  title: 'Data Engineer',
  type: 'Full-time',
  companyId: 3,
  companyName: 'Globex',
  location: 'Remote (US)',
  experienceLevel: 'Mid level',
  postedAt: '2026-11-03T10:00:00.000Z',
  description: 'Build the pipelines our analysts live in.',
  closedAt: null,
};

const inRouter = (ui: React.ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

describe('referrer card', () => {
  it('shows what the spec lists, linking the name to the referrer and the e-mail icon to their contact section', () => {
    inRouter(<ReferrerCard referrer={ana} />);
    const card = within(screen.getByRole('article', { name: 'Ana Silva' }));
    expect(card.getByRole('link', { name: 'Ana Silva' })).toHaveAttribute('href', '/referrer/12');
    expect(card.getByRole('link', { name: 'Contact Ana Silva' })).toHaveAttribute('href', '/referrer/12#contact');
    expect(card.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(card.getByText('27 successful referrals')).toBeInTheDocument();
    expect(card.getByText('Senior Data Engineer')).toBeInTheDocument();
    expect(card.getByText('Globex')).toBeInTheDocument();
    expect(card.getByText('I refer people who love clean pipelines.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Request Referral' })).toBeInTheDocument();
  });

  it('names three specialties and counts the rest in a +N badge', () => {
    inRouter(<ReferrerCard referrer={ana} />);
    const specialties = within(screen.getByLabelText('Specialties'));
    expect(specialties.getByText('Data Engineering')).toBeInTheDocument();
    expect(specialties.getByText('Python')).toBeInTheDocument();
    expect(specialties.getByText('Spark')).toBeInTheDocument();
    expect(specialties.queryByText('Airflow')).not.toBeInTheDocument();
    expect(specialties.getByLabelText('2 more specialties')).toHaveTextContent('+2');
  });

  it('carries the Verified badge only when the referrer confirmed a work e-mail at their company', () => {
    const { unmount } = inRouter(<ReferrerCard referrer={ana} />);
    expect(screen.getByLabelText(`Verified: confirmed a work e-mail at ${ana.companyName}`)).toHaveTextContent(
      'Verified',
    );
    unmount();
    inRouter(<ReferrerCard referrer={{ ...ana, verified: false }} />);
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('shows the rating with its count, and how the referrer answers, from the server’s figures', () => {
    inRouter(<ReferrerCard referrer={ana} />);
    const card = within(screen.getByRole('article', { name: 'Ana Silva' }));
    expect(card.getByLabelText('from 18 ratings')).toHaveTextContent('(18)');
    expect(card.getByText('Answers 92% of requests')).toBeInTheDocument();
    expect(card.getByText('Usually replies within 6 hours')).toBeInTheDocument();
    expect(card.queryByText('Not taking requests this week')).not.toBeInTheDocument();
  });

  it('says "New" without figures, "No ratings yet" without ratings, and when the week is full', () => {
    inRouter(
      <ReferrerCard
        referrer={{
          ...ana,
          responseRate: null,
          typicalReplyHours: null,
          ratingCount: 0,
          successfulReferrals: 0,
          takingRequests: false,
        }}
      />,
    );
    const card = within(screen.getByRole('article', { name: 'Ana Silva' }));
    expect(card.getByLabelText('New: Too few requests yet to show how they answer')).toHaveTextContent('New');
    expect(card.queryByText(/^Answers/)).not.toBeInTheDocument();
    expect(card.getByText('No ratings yet')).toBeInTheDocument();
    expect(card.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(card.getByText('Not taking requests this week')).toBeInTheDocument();
  });

  it('claims no figures for a referrer nobody reads requests for, and says they are not on ReferBridge yet', () => {
    // Figures a database kept from before they were withheld are not shown either.
    inRouter(<ReferrerCard referrer={{ ...ana, readsRequests: false }} />);
    const card = within(screen.getByRole('article', { name: 'Ana Silva' }));
    expect(card.queryByText(/^Answers/)).not.toBeInTheDocument();
    expect(card.queryByText(/^Usually replies/)).not.toBeInTheDocument();
    expect(card.queryByText('New')).not.toBeInTheDocument();
    expect(
      card.getByLabelText(`Not on ReferBridge yet: Requests for them go to a referrer at ${ana.companyName} who is`),
    ).toHaveTextContent('Not on ReferBridge yet');
    // They can still be asked: the request is matched with a colleague who is.
    expect(card.getByRole('button', { name: 'Request Referral' })).toBeEnabled();
  });

  it('never calls a referrer with successful referrals "New", even before they have response figures', () => {
    inRouter(
      <ReferrerCard referrer={{ ...ana, responseRate: null, typicalReplyHours: null, successfulReferrals: 26 }} />,
    );
    const card = within(screen.getByRole('article', { name: 'Ana Silva' }));
    expect(card.getByText('26 successful referrals')).toBeInTheDocument();
    expect(card.queryByText('New')).not.toBeInTheDocument();
    expect(card.queryByText(/^Answers/)).not.toBeInTheDocument();
  });

  it('shows no +N badge when three or fewer specialties', () => {
    inRouter(<ReferrerCard referrer={{ ...ana, specialties: ['Python', 'Spark', 'SQL'], successfulReferrals: 1 }} />);
    expect(screen.queryByText(/^\+\d/)).not.toBeInTheDocument();
    expect(screen.getByText('1 successful referral')).toBeInTheDocument();
  });
});

describe('job card', () => {
  it('shows the job as the spec lists it, with View Details to its page and Apply with Referral', () => {
    inRouter(<JobCard job={job} />);
    const card = within(screen.getByRole('article', { name: 'Data Engineer' }));
    expect(card.getByText('Full-time')).toBeInTheDocument();
    expect(card.getByText('Globex')).toBeInTheDocument();
    expect(card.getByText('Remote (US)')).toBeInTheDocument();
    expect(card.getByText('Mid level')).toBeInTheDocument();
    expect(card.getByText('Nov 3, 2026')).toHaveAttribute('datetime', '2026-11-03T10:00:00.000Z');
    expect(card.getByText('Build the pipelines our analysts live in.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View details of Data Engineer' })).toHaveAttribute('href', '/jobs/5');
    expect(card.getByRole('button', { name: 'Apply with Referral' })).toBeInTheDocument();
  });

  it('says "No description available" for a job without one', () => {
    inRouter(<JobCard job={{ ...job, description: '  ' }} />);
    expect(screen.getByText('No description available')).toBeInTheDocument();
  });
});

describe('company card', () => {
  it('shows the company, its industry, its website by host name, and links its open jobs to the jobs list', () => {
    inRouter(
      <CompanyCard
        company={{
          id: 3,
          name: 'Globex',
          description: 'Logistics software.',
          industry: 'Software',
          logo: null,
          websiteUrl: 'https://www.globex.example/careers',
          openJobs: 4,
        }}
      />,
    );
    const card = within(screen.getByRole('article', { name: 'Globex' }));
    expect(card.getByText('Software')).toBeInTheDocument();
    expect(card.getByText('Logistics software.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '4 open jobs' })).toHaveAttribute('href', '/browse-jobs?company=Globex');
    expect(card.getByRole('link', { name: 'globex.example' })).toHaveAttribute(
      'href',
      'https://www.globex.example/careers',
    );
  });

  it('never links a website that is not http(s)', () => {
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('not a url')).toBeNull();
    expect(safeWebsite('http://initech.example')?.hostname).toBe('initech.example');
  });
});

describe('monograms and skeletons', () => {
  it('takes the first and last initials, and the same colour for the same name', () => {
    expect(initialsOf('Ana Maria Silva')).toBe('AS');
    expect(initialsOf('globex')).toBe('G');
    expect(initialsOf('   ')).toBe('?');
    expect(paletteOf('Globex')).toBe(paletteOf('Globex'));
  });

  it('shows as many placeholder cards as asked, announced once as loading', () => {
    renderWithProviders(<CardGridSkeleton count={6} label="Loading companies" />);
    expect(screen.getByRole('status', { name: 'Loading companies' })).toBeInTheDocument();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
  });
});
