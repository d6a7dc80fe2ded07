import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVTOOLS_SESSION_KEY, devToolsRequested } from '../../../src/app/devToolsSwitch';
import { SESSION_START_KEY, USER_ID_KEY } from '../../../src/lib/analytics';
import { COUNTED_KEY, countShareVisit } from '../../../src/lib/shareVisit';
import { SESSION_COOKIE_NAME } from '../../../src/server/plugins/sessions';
import { TRUSTED_DEVICE_COOKIE } from '../../../src/server/trustedDevice';
import { mockApi, renderApp } from '../../utils';

/** The privacy page's account of what ReferBridge keeps in the browser: every cookie and storage key, by its name. */
async function browserSection() {
  mockApi(null);
  renderApp('/privacy');
  const heading = await screen.findByRole('heading', { name: 'Cookies and what your browser keeps', level: 2 });
  return heading.closest('section')!;
}

const itemNaming = (section: HTMLElement, name: string) =>
  within(section)
    .getAllByRole('listitem')
    .find((item) => item.querySelector('code')?.textContent === name);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/privacy', () => {
  it('names both cookies the server sets, with what each is for and how long it lasts', async () => {
    const section = await browserSection();
    expect(itemNaming(section, SESSION_COOKIE_NAME)).toHaveTextContent(
      /keeps you signed in.*a week without activity.*30 days/,
    );
    expect(itemNaming(section, TRUSTED_DEVICE_COOKIE)).toHaveTextContent(/signed in to your account before.*180 days/);
    expect(section).not.toHaveTextContent(/single cookie/);
  });

  it('names every key the browser code keeps, in the storage it uses and for how long', async () => {
    const section = await browserSection();
    // What the code writes as it runs: a visit through a share link, the developers' switch.
    countShareVisit('?ref=AbCdEfGhIjKlMnOpQrStUv');
    devToolsRequested('?devtools=1', () => sessionStorage);
    const written = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    expect(written.sort()).toEqual([DEVTOOLS_SESSION_KEY, COUNTED_KEY].sort());

    expect(itemNaming(section, COUNTED_KEY)).toHaveTextContent(
      /\(session storage\): the referrers' share links.*goes when you close the tab/,
    );
    expect(itemNaming(section, DEVTOOLS_SESSION_KEY)).toHaveTextContent(
      /\(session storage\).*\?devtools=1.*goes when you close the tab/,
    );
    expect(itemNaming(section, USER_ID_KEY)).toHaveTextContent(
      /\(local storage\): your account's number.*until you sign out or delete your account/,
    );
    expect(itemNaming(section, SESSION_START_KEY)).toHaveTextContent(
      /\(local storage\): when you last opened ReferBridge.*until you clear your browser's data/,
    );
  });
});
