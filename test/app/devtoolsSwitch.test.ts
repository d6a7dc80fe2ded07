import { afterEach, describe, expect, it } from 'vitest';
import { devToolsRequested, devToolsRequestedHere } from '../../src/app/devToolsSwitch';

/**
 * The switch that connects a production build's store to Redux DevTools (src/app/devToolsSwitch.ts): off unless the
 * tab asked with ?devtools=1, then on for the rest of that tab's session, until ?devtools=0.
 */
function visit(address: string) {
  window.history.replaceState(null, '', address);
  return devToolsRequestedHere();
}

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the DevTools switch of a production build', () => {
  it('is off for a tab that never asked', () => {
    expect(visit('/')).toBe(false);
    expect(visit('/referrers?q=data')).toBe(false);
  });

  it('?devtools=1 turns it on for the rest of the tab session, on pages that do not ask again', () => {
    expect(visit('/referrer/3?devtools=1')).toBe(true);
    expect(visit('/browse-jobs')).toBe(true);
    expect(visit('/')).toBe(true);
  });

  it('?devtools=0 turns it off again', () => {
    visit('/?devtools=1');
    expect(visit('/companies?devtools=0')).toBe(false);
    expect(visit('/companies')).toBe(false);
  });

  it('lasts for the session only: a new tab (an empty sessionStorage) starts with it off', () => {
    visit('/?devtools=1');
    window.sessionStorage.clear();
    expect(visit('/')).toBe(false);
  });

  it.each(['true', 'yes', '', '2'])('?devtools=%s changes nothing', (value) => {
    expect(visit(`/?devtools=${value}`)).toBe(false);
    visit('/?devtools=1');
    expect(visit(`/?devtools=${value}`)).toBe(true);
  });

  it('where the browser refuses storage, the page that asks is connected and the next one is not', () => {
    const refused = (): Storage => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(devToolsRequested('?devtools=1', refused)).toBe(true);
    expect(devToolsRequested('', refused)).toBe(false);
    expect(devToolsRequested('?devtools=0', refused)).toBe(false);
  });
});
