import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertIntoRoot } from '../../src/rendering/pageDocument';
import { APP_CODE_ELEMENT_ID, CODE_AFTER_PAINT_SCRIPT } from '../../src/rendering/codeAfterPaint';

/** The head and body Vite writes into index.html for the browser build. */
const builtTemplate =
  '<!doctype html><html><head><title>ReferBridge</title>' +
  '<script type="module" crossorigin src="/assets/index-AbC1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XyZ2.js">' +
  '</head><body><div id="root"></div></body></html>';

describe("a prerendered page's document", () => {
  const html = insertIntoRoot(builtTemplate, '<h1>Browse Referrers</h1>');

  it('holds the page, and the app code only as data: no tag that would fetch it before the first paint', () => {
    expect(html).toContain('<div id="root"><h1>Browse Referrers</h1></div>');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const data = new RegExp(`<script type="application/json" id="${APP_CODE_ELEMENT_ID}">(.+?)</script>`).exec(html);
    expect(JSON.parse(data![1]!)).toEqual({
      entry: '/assets/index-AbC1.js',
      preload: ['/assets/rolldown-runtime-XyZ2.js'],
    });
    expect(html).toContain(`<script>${CODE_AFTER_PAINT_SCRIPT}</script></head>`);
  });

  it('is refused when the build no longer writes the entry as expected, rather than shipping a page without code', () => {
    expect(() => insertIntoRoot(builtTemplate.replace(/<script[^>]*><\/script>/, ''), '')).toThrow(/module script/);
  });
});

describe('the script that loads the app after the first paint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    document.head.innerHTML =
      `<script type="application/json" id="${APP_CODE_ELEMENT_ID}">` +
      '{"entry":"/assets/index-AbC1.js","preload":["/assets/rolldown-runtime-XyZ2.js"]}' +
      '</script>';
    new Function(CODE_AFTER_PAINT_SCRIPT)();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  const entries = () =>
    [...document.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));
  const preloads = () =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

  it('asks for nothing until the frame that paints the page has passed, then for the entry and its imports', () => {
    expect(entries()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(entries()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(entries()).toEqual(['/assets/index-AbC1.js']);
    expect(preloads()).toEqual(['/assets/rolldown-runtime-XyZ2.js']);
    // The fallback for a tab that runs no frames does not load the app a second time.
    vi.advanceTimersByTime(1000);
    expect(entries()).toHaveLength(1);
  });

  it("adds nothing once the entry has run: the app's import of the page asks for the page's chunks", () => {
    frames.forEach((frame) => frame(0));
    vi.advanceTimersByTime(0);
    document.querySelector('script[type="module"]')!.dispatchEvent(new Event('load'));
    expect(preloads()).toEqual(['/assets/rolldown-runtime-XyZ2.js']);
    expect(entries()).toEqual(['/assets/index-AbC1.js']);
  });

  it('loads the app after a second where no frame comes (a tab opened in the background)', () => {
    vi.advanceTimersByTime(999);
    expect(entries()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entries()).toEqual(['/assets/index-AbC1.js']);
  });
});
