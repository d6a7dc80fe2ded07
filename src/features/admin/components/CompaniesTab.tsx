import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminCompaniesQuery } from '../adminApi';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { FilterForm, SearchField } from '../../../components/catalog/Filters';
import { usePageParam } from '../../../components/catalog/Pagination';
import { useSearchParamInput } from '../../../lib/useSearchParamInput';
import { paths } from '../../../shared/paths';
import type { AdminCompany } from '../../../shared/schemas/admin';
import { ADMIN_PAGE_SIZE, AdminCard, AdminList } from './AdminList';
import { CompanyWebsiteDialog } from './CompanyWebsiteDialog';

const referrersText = ({ referrers, verifiedReferrers }: AdminCompany) =>
  referrers === 0
    ? 'No referrers yet'
    : `${referrers === 1 ? '1 referrer' : `${referrers} referrers`}, ${verifiedReferrers} verified`;

function CompanyCard({ company, onEdit }: { company: AdminCompany; onEdit: () => void }) {
  return (
    <AdminCard label={company.name}>
      <Stack gap={1} minW={0}>
        <HStack gap={2} flexWrap="wrap">
          <Text fontWeight="semibold">{company.name}</Text>
          {!company.domain && (
            <Badge colorPalette="orange" variant="subtle">
              No website: its referrers cannot verify
            </Badge>
          )}
        </HStack>
        {company.websiteUrl && (
          <Text textStyle="sm" wordBreak="break-all">
            {company.websiteUrl}
          </Text>
        )}
        <Text textStyle="xs" color="fg.muted">
          {referrersText(company)}
          {company.domain ? ` · work e-mails at ${company.domain}` : ''}
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        flexShrink={0}
        onClick={onEdit}
        aria-label={`Edit the website of ${company.name}`}
      >
        Edit website
      </Button>
    </AdminCard>
  );
}

/**
 * Every company, searched by name, those whose referrers cannot verify (no website on file) first: an admin sets the
 * website, whose domain is where the company's referrers confirm their work e-mail.
 */
export function CompaniesTab() {
  const search = useSearchParamInput('search');
  const page = usePageParam();
  const companies = useAdminCompaniesQuery({ search: search.search, page, limit: ADMIN_PAGE_SIZE });
  const [editing, setEditing] = useState<AdminCompany | null>(null);
  return (
    <Stack gap={6}>
      <FilterForm label="Search companies" inputs={[search]}>
        <SearchField label="Search" placeholder="Company name" input={search} />
      </FilterForm>
      <AdminList
        query={companies}
        page={page}
        noun="companies"
        loadingLabel="Loading companies"
        errorMessage="We couldn't load the companies."
        empty={
          search.search ? (
            <EmptyState title="No company matches" description="Try another name.">
              <Button asChild variant="outline">
                <RouterLink to={`${paths.adminDashboard.href()}?tab=companies`}>Show all companies</RouterLink>
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No companies yet" description="Companies appear here as referrers and jobs name them." />
          )
        }
        renderItem={(company) => <CompanyCard company={company} onEdit={() => setEditing(company)} />}
      />
      <CompanyWebsiteDialog company={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
