import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { LIST_COUNT_CAP } from '../../shared/listLimits';

/** The page a list shows, from `?page=` (1 when absent or not a whole number from 1). */
export function usePageParam() {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** "requests waiting" -> "request waiting", "companies" -> "company": the nouns the lists use, for a count of one. */
export function singularOf(noun: string) {
  const [first = '', ...rest] = noun.split(' ');
  const one = first.endsWith('ies') ? `${first.slice(0, -3)}y` : first.replace(/s$/, '');
  return [one, ...rest].join(' ');
}

/**
 * Where this page sits in the whole list: "Showing 13–24 of 57 referrers", "Showing 7 requests" when one page holds
 * them all, "Showing 1 request", "Showing the last of 21 requests". The catalogue's lists count up to LIST_COUNT_CAP
 * and no further (src/shared/listLimits.ts), so a total at the cap reads "200+"; a list counted in full (a
 * referrer's requests) says so with `countedInFull`. `noun` is the plural.
 */
export function rangeText({
  page,
  perPage,
  shown,
  total,
  noun,
  countedInFull = false,
}: {
  page: number;
  perPage: number;
  shown: number;
  total: number;
  noun: string;
  countedInFull?: boolean;
}) {
  if (total === 0 || shown === 0) return `No ${noun}`;
  const first = (page - 1) * perPage + 1;
  const capped = !countedInFull && total >= LIST_COUNT_CAP;
  if (first === 1 && shown === total && !capped) return `Showing ${total} ${total === 1 ? singularOf(noun) : noun}`;
  const of = capped ? `${LIST_COUNT_CAP}+` : String(total);
  if (shown === 1) return `Showing the last of ${of} ${noun}`;
  return `Showing ${first}–${first + shown - 1} of ${of} ${noun}`;
}

/**
 * Previous and next links of a paged list, keeping its other filters. Links, not buttons: each page has its own
 * address, which the back button and a shared link return to.
 */
export function Pagination({ page, totalPages, label }: { page: number; totalPages: number; label: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (totalPages <= 1) return null;
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <HStack as="nav" aria-label={label} justify="center" gap={4} pt={4}>
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <RouterLink to={hrefOf(page - 1)}>Previous</RouterLink>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled>
          Previous
        </Button>
      )}
      <Text textStyle="sm" color="fg.muted" aria-current="page">
        Page {page} of {totalPages}
      </Text>
      {page < totalPages ? (
        <Button asChild variant="outline" size="sm">
          <RouterLink to={hrefOf(page + 1)}>Next</RouterLink>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled>
          Next
        </Button>
      )}
    </HStack>
  );
}
