import { Box, Button, Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useListCompaniesQuery, useListCompanyJobsQuery, useListJobsQuery } from '../../../api/catalogApi';
import { PageHeader } from '../../../components/ui/PageHeader';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { JobGrid } from '../../../components/catalog/JobCard';
import { FilterForm, SearchField, SelectFilter } from '../../../components/catalog/Filters';
import { ListError } from '../../../components/catalog/ListError';
import { Pagination, rangeText, usePageParam } from '../../../components/catalog/Pagination';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSearchParamChoice, useSearchParamInput } from '../../../lib/useSearchParamInput';
import { EXPERIENCE_LEVELS, JOB_TYPES, JOBS_FETCH_FAILED } from '../../../shared/jobs';
import { paths } from '../../../shared/paths';

const JOBS_PER_PAGE = 12;

/**
 * /browse-jobs: every open job, searched and filtered by type, location, experience level and company, all in the
 * URL. A company alone (the companies page links here so) lists that company's jobs through its own endpoint.
 */
export default function BrowseJobsPage() {
  usePageTitle(
    'Browse Jobs',
    'Open roles at companies where ReferBridge referrers work. Apply with a referral to stand out.',
  );
  const search = useSearchParamInput('search');
  const location = useSearchParamInput('location');
  const [type, chooseType] = useSearchParamChoice('type');
  const [experienceLevel, chooseExperienceLevel] = useSearchParamChoice('experienceLevel');
  const [company, chooseCompany] = useSearchParamChoice('company');
  const page = usePageParam();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const foldedFiltersId = useId();
  const activeFilters = [type, location.search, experienceLevel, company].filter(Boolean).length;
  const companyOnly = Boolean(company && !search.search && !location.search && !type && !experienceLevel);
  const companies = useListCompaniesQuery();
  const jobs = useListJobsQuery(
    companyOnly
      ? skipToken
      : {
          search: search.search,
          type,
          location: location.search,
          experienceLevel,
          company,
          page,
          limit: JOBS_PER_PAGE,
        },
  );
  const companyJobs = useListCompanyJobsQuery(companyOnly ? company : skipToken);

  const unknownCompany =
    companyOnly && companyJobs.isError && 'status' in companyJobs.error && companyJobs.error.status === 404;
  let results: ReactNode;
  if (unknownCompany) {
    results = (
      <EmptyState
        title={`We couldn't find a company named “${company}”`}
        description="It may have changed its name, or the link may be mistyped."
      >
        <Button asChild variant="outline">
          <RouterLink to={paths.companies.href()}>See all companies</RouterLink>
        </Button>
      </EmptyState>
    );
  } else if (companyOnly ? companyJobs.isError : jobs.isError) {
    results = (
      <ListError
        message={JOBS_FETCH_FAILED}
        onRetry={() => void (companyOnly ? companyJobs.refetch() : jobs.refetch())}
      />
    );
  } else if (companyOnly ? !companyJobs.data : !jobs.data) {
    results = <CardGridSkeleton count={6} label="Loading jobs" />;
  } else {
    const shown = companyOnly ? companyJobs.data! : jobs.data!.items;
    const total = companyOnly ? shown.length : jobs.data!.total;
    results =
      shown.length === 0 ? (
        <EmptyState
          title="No jobs match these filters"
          description="Try fewer filters or other words, or ask for a referral at the company you have in mind."
        >
          <Button asChild variant="outline">
            <RouterLink to={paths.browseJobs.href()}>See all jobs</RouterLink>
          </Button>
        </EmptyState>
      ) : (
        <Stack gap={4} opacity={(companyOnly ? companyJobs : jobs).isFetching ? 0.6 : 1} transition="opacity 150ms">
          <Text color="fg.muted" textStyle="sm" aria-live="polite">
            {companyOnly
              ? `${total} open job${total === 1 ? '' : 's'} at ${company}`
              : rangeText({ page, perPage: JOBS_PER_PAGE, shown: shown.length, total, noun: 'jobs' })}
          </Text>
          <JobGrid jobs={shown} />
          {!companyOnly && <Pagination page={page} totalPages={Math.ceil(total / JOBS_PER_PAGE)} label="Job pages" />}
        </Stack>
      );
  }

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 6, md: 8 }}>
        <PageHeader
          title="Browse Jobs"
          description="Open roles posted by referrers and companies. Apply with a referral to stand out."
        />
        <FilterForm label="Search jobs" inputs={[search, location]}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap={4}>
            <SearchField label="Search" placeholder="Title or keyword" input={search} />
            {/* On a phone the four other filters fold behind a button, so the first job shows on the first screen. */}
            <Button
              variant="outline"
              display={{ base: 'inline-flex', md: 'none' }}
              aria-expanded={filtersOpen}
              aria-controls={foldedFiltersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {activeFilters > 0 ? `Filters (${activeFilters} active)` : 'Filters'}
            </Button>
            <Box id={foldedFiltersId} display={{ base: filtersOpen ? 'contents' : 'none', md: 'contents' }}>
              <SelectFilter label="Type" value={type} onChange={chooseType} all="Any type" options={JOB_TYPES} />
              <SearchField label="Location" placeholder="City, country or Remote" input={location} />
              <SelectFilter
                label="Experience"
                value={experienceLevel}
                onChange={chooseExperienceLevel}
                all="Any level"
                options={EXPERIENCE_LEVELS}
              />
              <SelectFilter
                label="Company"
                value={company}
                onChange={chooseCompany}
                all="All companies"
                options={(companies.data ?? []).map(({ name }) => name)}
              />
            </Box>
          </SimpleGrid>
        </FilterForm>
        {results}
      </Stack>
    </Container>
  );
}
