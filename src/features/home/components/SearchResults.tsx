import { Button, Container, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { requestModalEvents } from '../../../../machines/requestModal.events';
import { useListReferrersQuery } from '../../../api/catalogApi';
import { useAppDispatch } from '../../../app/hooks';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { ListError } from '../../../components/catalog/ListError';
import { ReferrerGrid } from '../../../components/catalog/ReferrerCard';
import { trackContentView } from '../../../lib/analytics';
import { opensRequestModal } from '../../../lib/lazyDialogs';
import { paths } from '../../../shared/paths';
import { SectionHeading } from './SectionHeading';

/** How many referrers the home page shows for a search; the rest are one link away. */
const RESULTS_SHOWN = 9;

/** SPEC section 2, word for word. */
const NO_REFERRERS_FOUND = 'No referrers found matching your search. Try different keywords or browse all referrers.';

/** The home page's referrer search results, shown while the URL carries `?search=`. */
export function SearchResults({ search }: { search: string }) {
  const dispatch = useAppDispatch();
  const results = useListReferrersQuery({ search, limit: RESULTS_SHOWN });
  const allResults = `${paths.referrers.href()}?search=${encodeURIComponent(search)}`;
  const total = results.data?.total;

  useEffect(() => {
    if (total !== undefined) trackContentView('referrer_search', search);
  }, [search, total]);

  return (
    <Container as="section" aria-labelledby="results-heading" maxW="6xl" py={{ base: 8, md: 12 }} id="results">
      <Stack gap={5}>
        <SectionHeading id="results-heading" size="xl" linkTo={paths.referrers.href()} linkText="Browse all referrers">
          Referrers for “{search}”
        </SectionHeading>
        {results.isError ? (
          <ListError message="We couldn't search referrers." onRetry={() => void results.refetch()} />
        ) : !results.data ? (
          <CardGridSkeleton count={3} label="Searching referrers" />
        ) : results.data.items.length === 0 ? (
          <EmptyState title="No referrers found" description={NO_REFERRERS_FOUND}>
            <Button colorPalette="brand" onClick={() => dispatch(requestModalEvents.open())} {...opensRequestModal}>
              Request a Referral Anyway
            </Button>
          </EmptyState>
        ) : (
          <Stack gap={4}>
            <Text color="fg.muted" textStyle="sm" aria-live="polite">
              {results.data.total === 1 ? '1 referrer found' : `${results.data.total} referrers found`}
            </Text>
            <ReferrerGrid referrers={results.data.items} />
            {results.data.total > results.data.items.length && (
              <Button asChild variant="outline" alignSelf="center">
                <RouterLink to={allResults}>See all {results.data.total} referrers</RouterLink>
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
