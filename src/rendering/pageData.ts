/**
 * The data a page was rendered with on the server, carried in its HTML to the browser's store (startInBrowser.tsx),
 * so React hydrates the page with the same answers and asks the API for none of them again: the api slice's state, by its reducer
 * path, as RTK Query reads it back (apiSlice.ts, extractRehydrationInfo).
 */
export interface PageData {
  data: Record<string, unknown>;
}

/** The id of the `<script type="application/json">` element that holds it. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The element, safe to put in HTML: JSON inside a script element ends at the first `</script>`, and a `<!--` changes
 * how the parser reads what follows, so every `<` is written as `\u003c`, which JSON reads back as the same character.
 * A data element is never run, so the Content-Security-Policy's script rules do not apply to it.
 */
export function pageDataElement(data: PageData['data']) {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** What the page's data element holds, or undefined on a page rendered without data. */
export function readPageData(document: Document): PageData['data'] | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData['data']) : undefined;
}
