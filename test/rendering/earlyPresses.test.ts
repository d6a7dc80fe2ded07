import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_PRESSES_GLOBAL, EARLY_PRESSES_SCRIPT, replayEarlyPresses } from '../../src/rendering/earlyPresses';

/** Runs the inline script as the prerendered page's head does, before anything else (jsdom runs no <script>). */
function runPageScript() {
  new Function(EARLY_PRESSES_SCRIPT)();
}

describe('presses on a prerendered page before the app runs', () => {
  let pressed: string[];
  const recordPress = (event: Event) => {
    const button = (event.target as Element).closest('button');
    if (button) pressed.push(button.textContent!);
  };

  beforeEach(() => {
    pressed = [];
    document.body.innerHTML = `
      <form aria-label="Sign in"><input name="email"><button type="submit">Sign In</button></form>
      <button type="button" aria-label="Open menu"><svg></svg><span>Menu</span></button>
      <button type="button" disabled>Unavailable</button>`;
    runPageScript();
  });

  afterEach(() => {
    document.removeEventListener('click', recordPress);
    // Taking the kept presses also stops the script's listener, which would otherwise cancel the next tests' presses.
    window[EARLY_PRESSES_GLOBAL]?.();
    delete window[EARLY_PRESSES_GLOBAL];
    document.body.innerHTML = '';
  });

  it('does not submit a form natively', () => {
    const form = document.querySelector('form')!;
    let submitted = false;
    form.addEventListener('submit', () => (submitted = true));
    document.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    expect(submitted).toBe(false);
  });

  it('are pressed again, once each and in order, when the app has taken the page over', () => {
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    // A second impatient press on the menu does not close it again.
    document.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!.click();
    document.querySelector<HTMLButtonElement>('button[disabled]')!.click();

    // The app's handlers arrive with React.
    document.addEventListener('click', recordPress);
    replayEarlyPresses();
    expect(pressed).toEqual(['Menu', 'Sign In']);
  });

  it('stop being kept once the app runs: later presses reach the page at once, and only once', () => {
    replayEarlyPresses();
    document.addEventListener('click', recordPress);
    document.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!.click();
    replayEarlyPresses();
    expect(pressed).toEqual(['Menu']);
  });

  it('skip a button the page has removed meanwhile', () => {
    const menu = document.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!;
    menu.click();
    menu.remove();
    document.addEventListener('click', recordPress);
    replayEarlyPresses();
    expect(pressed).toEqual([]);
  });
});
