/**
 * A prerendered page shows its buttons before its code has loaded; on a phone that gap is seconds. A press in that
 * gap would be lost (nothing listens yet) or, on a form's submit button, would post the form natively. This small
 * script, inlined into the head of every prerendered page, keeps such presses instead; the app replays them once
 * React has taken the page over (replayEarlyPresses, below), so the menu opens and the form is sent as pressed.
 *
 * It lives here because both sides need its exact text: the build inlines it, and the server allows it in the
 * Content-Security-Policy by its hash (inline scripts are otherwise refused); the browser's half, which replays the
 * kept presses, is beside it.
 */
export const EARLY_PRESSES_GLOBAL = '__referbridgeEarlyPresses';

/** Kept in ES5 and short: it runs before anything else on the page, on every browser that opens it. */
export const EARLY_PRESSES_SCRIPT = `(function(){var kept=[];function keep(event){var target=event.target;var button=target&&target.closest&&target.closest("button");if(!button||button.disabled)return;event.preventDefault();if(kept.indexOf(button)<0)kept.push(button)}document.addEventListener("click",keep,true);window.${EARLY_PRESSES_GLOBAL}=function(){document.removeEventListener("click",keep,true);return kept}})();`;

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
