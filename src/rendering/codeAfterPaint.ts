/**
 * A prerendered page is readable from its HTML alone, so its first paint should not share the phone's slow link with
 * the app's code. The page document takes the entry script out of the page's head and lists it in a data element
 * (pageDocument.ts); this small script, inlined after it, loads the code once the page has painted (after the frame that paints it), or
 * after a second at the latest where frames do not run (a tab opened in the background).
 *
 * Both sides need its exact text: the page document inlines it, and the server allows it in the
 * Content-Security-Policy by its hash (inline scripts are otherwise refused).
 *
 * The tags it adds go into the body: the head ends with the page's styles (pageDocument.ts), which Emotion
 * adopts in place only while they are the head's last nodes; a tag after them makes it move them, and moving a
 * stylesheet makes the browser restyle the whole page.
 */
export const APP_CODE_ELEMENT_ID = 'app-code';

/**
 * What the data element holds: the entry module and what it imports before it runs. The page's own chunks are not
 * listed: the app's import of the page asks for them, one level of imports at a time. Listed and asked for all at
 * once as the entry ran (as `<link rel="modulepreload">`), they arrived sooner, but adding the links held the main
 * thread (Chromium's appendChild: about 230 ms of a CPU profile of `/` at a 4× slowed CPU), and the imports that
 * followed took no less. Without them, the blocking time after the first paint at 4×, median of 8 to 10 alternated
 * loads: `/` 840 → 643 ms, `/jobs/1` 584 → 433 ms, `/auth` 585 → 506 ms; Lighthouse's time to interactive no later.
 * `<link rel="preload" as="script">` instead saved nothing (`/` 906 → 907 ms).
 */
export interface AppCode {
  entry: string;
  preload: string[];
}

/** Kept in ES5 and short: it runs on every browser that opens a prerendered page. */
export const CODE_AFTER_PAINT_SCRIPT = `(function(){var started=false;function start(){if(started)return;started=true;var code=JSON.parse(document.getElementById("${APP_CODE_ELEMENT_ID}").textContent);code.preload.forEach(preload);var script=document.createElement("script");script.type="module";script.crossOrigin="";script.src=code.entry;document.body.appendChild(script)}function preload(href){var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.body.appendChild(link)}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})();`;
