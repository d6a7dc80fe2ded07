import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchParamChoice, useSearchParamInput } from '../../src/lib/useSearchParamInput';

/**
 * Two choices made before the page renders again: the router moves to each new URL in a transition, so on a slow phone
 * the controls still hold the handlers of the render before the first choice. One press making both is that moment.
 */
function Filters() {
  const [type, chooseType] = useSearchParamChoice('type');
  const [level, chooseLevel] = useSearchParamChoice('level');
  const search = useSearchParamInput('search');
  const { search: query } = useLocation();
  return (
    <>
      <p>type: {type || 'any'}</p>
      <p>level: {level || 'any'}</p>
      <p>query: {query}</p>
      <button
        onClick={() => {
          chooseType('Contract');
          chooseLevel('Mid Level');
        }}
      >
        Both at once
      </button>
      <button onClick={() => chooseType('')}>Any type</button>
      <input aria-label="Search" value={search.text} onChange={(event) => search.setText(event.target.value)} />
      <button
        onClick={() => {
          chooseLevel('Senior');
          search.submit();
        }}
      >
        Level and search
      </button>
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Filters />
    </MemoryRouter>,
  );
}

describe('choices kept in the query string', () => {
  it('keeps both of two choices made before the page renders again', async () => {
    renderAt('/browse-jobs?search=rust&page=3');
    await userEvent.click(screen.getByRole('button', { name: 'Both at once' }));
    expect(screen.getByText('type: Contract')).toBeInTheDocument();
    expect(screen.getByText('level: Mid Level')).toBeInTheDocument();
    // What was there stays, and the list starts again from its first page.
    expect(screen.getByText('query: ?search=rust&type=Contract&level=Mid+Level')).toBeInTheDocument();
  });

  it('keeps a choice and a search submitted together', async () => {
    renderAt('/browse-jobs?type=Contract');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'go');
    await userEvent.click(screen.getByRole('button', { name: 'Level and search' }));
    expect(screen.getByText('query: ?type=Contract&level=Senior&search=go')).toBeInTheDocument();
  });

  it('starts from the rendered query string once the page has caught up', async () => {
    renderAt('/browse-jobs');
    await userEvent.click(screen.getByRole('button', { name: 'Both at once' }));
    await userEvent.click(screen.getByRole('button', { name: 'Any type' }));
    expect(screen.getByText('query: ?level=Mid+Level')).toBeInTheDocument();
  });
});
