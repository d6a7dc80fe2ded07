import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { LIST_COUNT_CAP } from '../../shared/listLimits';

/** The page a list shows, from `?page=` (1 when absent or not a whole number from 1). */
export function usePageParam() {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * "Showing 13–24 of 57 referrers": where this page sits in the whole list. The catalogue's lists count up to
 * LIST_COUNT_CAP and no further (src/shared/listLimits.ts), so a total at the cap reads "200+"; a list counted in
 * full (a referrer's requests) says so with `countedInFull`.
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
  const of = !countedInFull && total >= LIST_COUNT_CAP ? `${LIST_COUNT_CAP}+` : String(total);
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
