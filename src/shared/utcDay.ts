const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day as people read it, "Nov 3, 2026" (what Intl's en-US medium date writes), in UTC: the same day for every reader,
 * and for the server that renders the page into its HTML, which React compares as it hydrates. Written by hand rather
 * than with Intl: a page's first use of Intl starts the browser's ICU, 30 to 70 ms of the main thread on a desktop
 * CPU, and the public pages that show a date (a job card's, an article's) paid it as they started
 * (src/build/README.md has the figures). An invalid date says nothing rather than "Invalid".
 */
export function formatUtcDay(date: Date) {
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A calendar day written YYYY-MM-DD (an article's, a submission's) as people read it, "Nov 3, 2026". */
export const formatCalendarDay = (day: string) => formatUtcDay(new Date(`${day}T00:00:00Z`));
