import { afterEach, describe, expect, it } from 'vitest';
import { hoistEmotionStyles, insertIntoRoot } from '../../src/rendering/pageDocument';
import { createStyleCache } from '../../src/components/ui/styleCache';

/** What a server render of the app writes: Chakra's global styles, then each style before the element using it. */
const renderedMarkup =
  '<style data-emotion="rb-global 1a">@layer reset,base;</style>' +
  '<style data-emotion="rb-global 2b">@layer reset{html{margin:0}}</style>' +
  '<style data-emotion="rb 3c">.rb-3c{display:flex}</style><div class="rb-3c">' +
  '<style data-emotion="rb 4d 5e">.rb-4d{color:red}.rb-5e{color:blue}</style><p class="rb-4d rb-5e">Hi $& there</p>' +
  '</div>';

const builtTemplate =
  '<!doctype html><html><head><title>ReferBridge</title>' +
  '<script type="module" crossorigin src="/assets/index-AbC1.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

describe("a prerendered page's styles", () => {
  it('leave the markup, in their order: the global ones as plain tags, the rest as one tag naming each style', () => {
    const { markup, globalStyles, styles } = hoistEmotionStyles(renderedMarkup);
    expect(markup).toBe('<div class="rb-3c"><p class="rb-4d rb-5e">Hi $& there</p></div>');
    expect(globalStyles).toBe('<style>@layer reset,base;</style><style>@layer reset{html{margin:0}}</style>');
    expect(styles).toBe(
      '<style data-prerendered-styles="3c 4d 5e">.rb-3c{display:flex}.rb-4d{color:red}.rb-5e{color:blue}</style>',
    );
  });

  it('end the head, the global ones first, and the page keeps its text as written', () => {
    const html = insertIntoRoot(builtTemplate, renderedMarkup);
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(
      /<style>@layer reset,base;<\/style><style>@layer reset\{html\{margin:0\}\}<\/style><style data-prerendered-styles="3c 4d 5e">[^<]*<\/style>$/,
    );
    expect(html).toContain('<div id="root"><div class="rb-3c"><p class="rb-4d rb-5e">Hi $& there</p></div></div>');
    expect(html.slice(html.indexOf('<body>'))).not.toContain('<style');
  });

  it('are refused from another Emotion cache, whose class names the app would not find', () => {
    expect(() => hoistEmotionStyles('<style data-emotion="css 9z">.css-9z{}</style>')).toThrow(/unknown Emotion cache/);
  });
});

describe("the app's Emotion cache on a prerendered page", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('counts the styles of the page as inserted and adds its own right after them, moving nothing', () => {
    const html = insertIntoRoot(builtTemplate, renderedMarkup);
    document.head.innerHTML = html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'));
    // The page's code, asked for once the page is drawn, lands after the styles.
    document.head.insertAdjacentHTML('beforeend', '<link rel="modulepreload" href="/assets/HomePage-1.js">');
    const prerendered = document.head.querySelector('style[data-prerendered-styles]')!;
    const cache = createStyleCache();
    expect(['3c', '4d', '5e'].map((name) => cache.inserted[name])).toEqual([true, true, true]);

    cache.insert('.rb-6f', { name: '6f', styles: 'color:green;', next: undefined }, cache.sheet, true);
    expect(prerendered.nextElementSibling?.textContent).toContain('.rb-6f{color:green;}');
    expect(document.head.querySelector('style[data-prerendered-styles]')).toBe(prerendered);
  });

  it('adds its tags at the end of the head, as Emotion does, on a page without prerendered styles', () => {
    document.head.innerHTML = '<title>ReferBridge</title><script></script>';
    const cache = createStyleCache();
    cache.insert('.rb-7g', { name: '7g', styles: 'color:green;', next: undefined }, cache.sheet, true);
    expect(document.head.lastElementChild?.textContent).toContain('.rb-7g{color:green;}');
  });

  it("writes no prefix the build's browsers drop, and keeps Safari's -webkit-user-select", () => {
    document.head.innerHTML = '<title>ReferBridge</title>';
    const cache = createStyleCache();
    const styles = 'display:flex;align-items:center;transition:opacity 1s;user-select:none;';
    cache.insert('.rb-8h', { name: '8h', styles, next: undefined }, cache.sheet, true);
    expect(document.head.lastElementChild?.textContent).toBe(
      '.rb-8h{display:flex;align-items:center;transition:opacity 1s;-webkit-user-select:none;user-select:none;}',
    );
  });
});
