import { Badge, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { Company } from '../../shared/schemas/catalog';
import { safeWebsite } from './CompanyCard';

/** A company's section on a job or referrer page: what it does, its industry and its website. */
export function CompanyAbout({ company, heading }: { company: Company; heading: string }) {
  const website = safeWebsite(company.websiteUrl);
  return (
    <Stack as="section" aria-labelledby="company-heading" gap={2}>
      <Heading as="h2" id="company-heading" size="lg">
        {heading}
      </Heading>
      {company.industry && (
        <Badge colorPalette="purple" variant="subtle" alignSelf="flex-start">
          {company.industry}
        </Badge>
      )}
      <Text maxW="70ch" color="fg.muted">
        {company.description || `${company.name} has not written a description yet.`}
      </Text>
      {website && (
        <Link href={website.href} target="_blank" rel="noopener noreferrer" color="brand.700">
          {website.hostname.replace(/^www\./, '')}
        </Link>
      )}
    </Stack>
  );
}
