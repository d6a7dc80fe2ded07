import { EARLY_PRESSES_GLOBAL } from '../shared/earlyPresses';

declare global {
  interface Window {
    /** Set by the prerendered page's inline script: stops keeping presses and hands over those kept so far. */
    [EARLY_PRESSES_GLOBAL]?: () => HTMLButtonElement[];
  }
}

/**
 * Presses the buttons pressed before the app took the prerendered page over, in the order they were pressed. Called
 * right after hydrateRoot: React is listening from then on, and a press on a part it has not hydrated yet makes it
 * hydrate that part first, so each press reaches the handler it was meant for. A button gone or disabled meanwhile is
 * skipped.
 */
export function replayEarlyPresses() {
  const takeKept = window[EARLY_PRESSES_GLOBAL];
  if (!takeKept) return;
  delete window[EARLY_PRESSES_GLOBAL];
  for (const button of takeKept()) {
    if (button.isConnected && !button.disabled) button.click();
  }
}
