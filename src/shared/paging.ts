import * as yup from 'yup';

/** Paging of every list (`?page=1&limit=20`): the same bounds for the server and for pages that read their URL. */
export const PAGE_MAX = 10_000;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;

export const pagingMessages = {
  page: `page must be a whole number from 1 to ${PAGE_MAX}`,
  limit: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
} as const;

/**
 * Only digits make a page number: a plain number cast would take "1e999" as Infinity, "0x10" as 16 and "1.0" as 1,
 * and an offset of Infinity fails in PostgreSQL instead of here.
 */
const wholeNumber = (max: number, message: string) =>
  yup
    .number()
    .transform((_cast, original: unknown) => {
      if (typeof original === 'number') return original;
      return typeof original === 'string' && /^[0-9]{1,9}$/.test(original) ? Number(original) : Number.NaN;
    })
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(max, message);

export const pagingRules = yup.object({
  page: wholeNumber(PAGE_MAX, pagingMessages.page).default(1),
  limit: wholeNumber(PAGE_SIZE_MAX, pagingMessages.limit).default(PAGE_SIZE_DEFAULT),
});

export type Paging = yup.InferType<typeof pagingRules>;
