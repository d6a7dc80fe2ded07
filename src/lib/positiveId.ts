/** The id in a URL (`/jobs/12`, `?edit=12`), or null when it cannot name a row: anything but a whole number from 1. */
export function positiveId(value: string | null | undefined) {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
