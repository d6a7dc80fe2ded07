import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { JobCard } from '../../src/components/catalog/JobCard';
import { ReferrerCard } from '../../src/components/catalog/ReferrerCard';
import { SCRIPT_LIKE_BIO, SCRIPT_LIKE_TEXT } from '../hostileText';
import { json, mockApi, renderApp, renderWithProviders } from '../utils';
import { globex, jobAt, referrerAt } from './catalogFixtures';

/**
 * What people write is shown as they wrote it: markup in a stored name, bio or job is text on the page, never
 * elements. The server stores these very strings and answers them verbatim (test/server/hostileCatalogue.test.ts).
 */
const referrer = {
  ...referrerAt(12, SCRIPT_LIKE_TEXT.imageTag),
  title: SCRIPT_LIKE_TEXT.scriptTag,
  bio: SCRIPT_LIKE_BIO,
  specialties: [SCRIPT_LIKE_TEXT.boldTag, SCRIPT_LIKE_TEXT.sqlQuote],
};
const job = {
  ...jobAt(5, SCRIPT_LIKE_TEXT.svgTag),
  location: SCRIPT_LIKE_TEXT.sqlComment,
  description: `${SCRIPT_LIKE_TEXT.imageTag} Build the pipelines our analysts live in.`,
};

/** No element the stored text names was made: no script, no image or svg with a handler, no bold. */
function expectNothingInjected(container: HTMLElement) {
  expect(container.querySelector('script, img[src="x"], svg[onload], b, [onerror], [onload]')).toBeNull();
}

describe('text that reads as markup', () => {
  it("is shown as text on a referrer's card", () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <ReferrerCard referrer={referrer} />
      </MemoryRouter>,
    );
    const card = within(screen.getByRole('article', { name: SCRIPT_LIKE_TEXT.imageTag }));
    expect(card.getByRole('link', { name: SCRIPT_LIKE_TEXT.imageTag })).toHaveAttribute('href', '/referrer/12');
    expect(card.getByText(SCRIPT_LIKE_TEXT.scriptTag)).toBeInTheDocument();
    expect(card.getByText(SCRIPT_LIKE_BIO)).toBeInTheDocument();
    expect(within(card.getByLabelText('Specialties')).getByText(SCRIPT_LIKE_TEXT.boldTag)).toBeInTheDocument();
    expect(card.getByText(SCRIPT_LIKE_TEXT.sqlQuote)).toBeInTheDocument();
    expectNothingInjected(container);
  });

  it("is shown as text on a job's card", () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <JobCard job={job} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article', { name: SCRIPT_LIKE_TEXT.svgTag })).toBeInTheDocument();
    expect(screen.getByText(SCRIPT_LIKE_TEXT.sqlComment)).toBeInTheDocument();
    expect(screen.getByText(job.description)).toBeInTheDocument();
    expectNothingInjected(container);
  });

  it("is shown as text on a referrer's page, as the API answers it", async () => {
    mockApi(null, {
      'GET /api/referrer/12': () => json(200, referrer),
      'GET /api/company/3': () => json(200, { ...globex, description: SCRIPT_LIKE_TEXT.scriptTag }),
      'GET /api/jobs/company/Globex': () => json(200, [job]),
    });
    const { container } = renderApp('/referrer/12');
    expect(await screen.findByRole('heading', { level: 1, name: SCRIPT_LIKE_TEXT.imageTag })).toBeInTheDocument();
    expect(screen.getByText(SCRIPT_LIKE_BIO)).toBeInTheDocument();
    expect(await screen.findByText(SCRIPT_LIKE_TEXT.scriptTag, { selector: 'p' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: SCRIPT_LIKE_TEXT.svgTag })).toBeInTheDocument();
    expectNothingInjected(container);
  });
});
