import { SHARE_LINK_PARAMETER, isShareToken } from '../shared/shareLinks';

/** Where a browser session remembers the links it has counted: a visit counts once per session. */
export const COUNTED_KEY = 'rb.shareVisits';

/**
 * Counts the visit of a page opened through a referrer's share link (`?ref=`), once per browser session. Loaded only
 * when the address has a `ref` (useCountShareVisit), so pages opened otherwise carry none of it. A forged or unknown
 * token is counted as nothing by the server, and the page shows as it would without it: no failure is shown.
 */
export function countShareVisit(search: string) {
  const token = new URLSearchParams(search).get(SHARE_LINK_PARAMETER);
  if (!isShareToken(token)) return;
  let counted: string[] = [];
  try {
    counted = JSON.parse(sessionStorage.getItem(COUNTED_KEY) ?? '[]') as string[];
    if (!Array.isArray(counted)) counted = [];
  } catch {
    counted = [];
  }
  if (counted.includes(token)) return;
  try {
    sessionStorage.setItem(COUNTED_KEY, JSON.stringify([...counted, token].slice(-20)));
  } catch {
    // Storage refused (a private window's quota): the visit is still counted, perhaps again on a reload.
  }
  void fetch('/api/share-links/visits', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
    keepalive: true,
  }).catch(() => undefined);
}
