import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../src/server/db/seed/demoAccounts';
import { seedReferrers } from '../../../src/server/db/seed-data';
import { mockApi, renderApp } from '../../utils';

/** The first names of the people a visitor meets in the demo marketplace: its referrers and the demo accounts. */
const demoFirstNames = [...seedReferrers, ...demoAccounts].map((person) => person.name.split(' ')[0]!);

/** The demo's first names that `text` holds as a word of its own. */
const namesIn = (text: string) =>
  demoFirstNames.filter((name) => new RegExp(`(^|[^\\p{L}])${name}([^\\p{L}]|$)`, 'u').test(text));

describe('success stories', () => {
  it('on the home page, name nobody a visitor meets as a referrer or a demo account', async () => {
    mockApi(null);
    renderApp('/');
    const stories = await screen.findByRole('region', { name: 'Referred through ReferBridge' });
    expect(stories.textContent).toMatch(/backend engineer/);
    expect(namesIn(stories.textContent!)).toEqual([]);
  });

  it('on /success-stories, name nobody a visitor meets as a referrer or a demo account', async () => {
    mockApi(null);
    renderApp('/success-stories');
    const stories = await screen.findByRole('region', { name: 'Stories from the ReferBridge community' });
    expect(stories.textContent).toMatch(/Outcome:/);
    expect(namesIn(stories.textContent!)).toEqual([]);
  });
});
