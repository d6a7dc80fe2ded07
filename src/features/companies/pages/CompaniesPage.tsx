import { Container, Stack } from '@chakra-ui/react';
import { useListCompaniesQuery } from '../../../api/catalogApi';
import { PageHeader } from '../../../components/ui/PageHeader';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { CompanyGrid } from '../../../components/catalog/CompanyCard';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { ListError } from '../../../components/catalog/ListError';
import { usePageTitle } from '../../../lib/usePageTitle';

/** /companies: every company where referrers work, with what it does and its open jobs. */
export default function CompaniesPage() {
  usePageTitle(
    'Companies',
    'The companies where ReferBridge referrers work, what they do and the jobs they are hiring for.',
  );
  const companies = useListCompaniesQuery();
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 6, md: 8 }}>
        <PageHeader
          title="Companies"
          description="Explore the companies where ReferBridge referrers work, and the jobs they are hiring for."
        />
        {companies.isError ? (
          <ListError message="We couldn't load companies." onRetry={() => void companies.refetch()} />
        ) : !companies.data ? (
          <CardGridSkeleton count={6} label="Loading companies" />
        ) : companies.data.length === 0 ? (
          <EmptyState
            title="No companies yet"
            description="Companies appear here as soon as a referrer who works there joins. Check back soon."
          />
        ) : (
          <CompanyGrid companies={companies.data} />
        )}
      </Stack>
    </Container>
  );
}
