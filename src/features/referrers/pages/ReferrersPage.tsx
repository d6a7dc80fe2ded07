import { Button, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { requestModalEvents } from '../../../../machines/requestModal.events';
import { useListCompaniesQuery, useListReferrersQuery } from '../../../api/catalogApi';
import { useAppDispatch } from '../../../app/hooks';
import { PageHeader } from '../../../components/ui/PageHeader';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { ListError } from '../../../components/catalog/ListError';
import { Pagination, rangeText, usePageParam } from '../../../components/catalog/Pagination';
import { ReferrerGrid } from '../../../components/catalog/ReferrerCard';
import { FilterForm, SearchField, SelectFilter } from '../../../components/catalog/Filters';
import { opensRequestModal } from '../../../lib/lazyDialogs';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSearchParamChoice, useSearchParamInput } from '../../../lib/useSearchParamInput';
import { paths } from '../../../shared/paths';

const REFERRERS_PER_PAGE = 12;

/** SPEC section 2, word for word. */
const NO_REFERRERS_FOUND = 'No referrers found matching your search. Try different keywords or browse all referrers.';

/** /referrers: every referrer, searched by words and filtered by company and specialty, all kept in the URL. */
export default function ReferrersPage() {
  usePageTitle(
    'Browse Referrers',
    'Search employees at the companies you want to join, by company, role or skill, and ask them for a referral.',
  );
  const dispatch = useAppDispatch();
  const search = useSearchParamInput('search');
  const specialty = useSearchParamInput('specialty');
  const [company, chooseCompany] = useSearchParamChoice('company');
  const page = usePageParam();
  const companies = useListCompaniesQuery();
  const referrers = useListReferrersQuery({
    search: search.search,
    company,
    specialty: specialty.search,
    page,
    limit: REFERRERS_PER_PAGE,
  });
  const filtered = Boolean(search.search || company || specialty.search);
  const totalPages = Math.ceil((referrers.data?.total ?? 0) / REFERRERS_PER_PAGE);

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 6, md: 8 }}>
        <PageHeader
          title="Browse Referrers"
          description="Find employees at the companies you want to join who are open to referring candidates like you."
        />

        <FilterForm label="Search referrers" inputs={[search, specialty]}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            <SearchField label="Search" placeholder="Name, role, company or skill" input={search} />
            <SelectFilter
              label="Company"
              value={company}
              onChange={chooseCompany}
              all="All companies"
              options={(companies.data ?? []).map(({ name }) => name)}
            />
            <SearchField label="Specialty" placeholder="e.g. Python, Product design" input={specialty} />
          </SimpleGrid>
          {/* Enter searches at once; the button is for those who look for one. */}
        </FilterForm>

        {referrers.isError ? (
          <ListError message="We couldn't load referrers." onRetry={() => void referrers.refetch()} />
        ) : !referrers.data ? (
          <CardGridSkeleton count={6} label="Loading referrers" />
        ) : referrers.data.items.length === 0 ? (
          <EmptyState title="No referrers found" description={NO_REFERRERS_FOUND}>
            <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
              <Button colorPalette="brand" onClick={() => dispatch(requestModalEvents.open())} {...opensRequestModal}>
                Request a Referral Anyway
              </Button>
              {filtered && (
                <Button asChild variant="outline">
                  <RouterLink to={paths.referrers.href()}>Browse all referrers</RouterLink>
                </Button>
              )}
            </Stack>
          </EmptyState>
        ) : (
          <Stack gap={4} opacity={referrers.isFetching ? 0.6 : 1} transition="opacity 150ms">
            <Text color="fg.muted" textStyle="sm" aria-live="polite">
              {rangeText({
                page,
                perPage: REFERRERS_PER_PAGE,
                shown: referrers.data.items.length,
                total: referrers.data.total,
                noun: 'referrers',
              })}
            </Text>
            <ReferrerGrid referrers={referrers.data.items} />
            <Pagination page={page} totalPages={totalPages} label="Referrer pages" />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
