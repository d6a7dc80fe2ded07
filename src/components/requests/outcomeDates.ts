/** An instant's day in the reader's own time zone, as YYYY-MM-DD: a date input's value. */
export function localDay(instant: Date = new Date()) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
/** An instant's day, "Dec 11, 2026", in the reader's time zone. */
export const formatDate = (instant: string) => dateFormat.format(new Date(instant));
