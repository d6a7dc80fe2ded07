import { Badge, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CompanyWithJobCount } from '../../api/catalogApi';
import { paths } from '../../shared/paths';
import { Monogram } from './Monogram';
import { CardGrid, type GridProps } from './CardGrid';

export function openJobsText(count: number) {
  return count === 0 ? 'No open jobs' : `${count} open job${count === 1 ? '' : 's'}`;
}

/** Only http(s) addresses become links: a stored `javascript:` URL must never be clickable. */
export function safeWebsite(url: string | null) {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** A company as the companies page lists it: logo, name, industry, description, website and its open jobs. */
export function CompanyCard({ company }: { company: CompanyWithJobCount }) {
  const website = safeWebsite(company.websiteUrl);
  return (
    <Card.Root as="article" variant="outline" h="full" aria-labelledby={`company-${company.id}-name`}>
      <Card.Body gap={3}>
        <HStack gap={3} align="flex-start">
          <Monogram name={company.name} src={company.logo} shape="square" size="14" textStyle="lg" />
          <Stack gap={1} minW={0} flex="1">
            <Text as="h3" fontWeight="semibold" textStyle="lg" id={`company-${company.id}-name`}>
              {company.name}
            </Text>
            {company.industry && (
              <Badge variant="subtle" colorPalette="purple" alignSelf="flex-start">
                {company.industry}
              </Badge>
            )}
          </Stack>
        </HStack>
        <Text textStyle="sm" color="fg.muted" lineClamp={3}>
          {company.description || `${company.name} has not written a description yet.`}
        </Text>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap={3} flexWrap="wrap">
        <Link asChild color="brand.700" fontWeight="medium" textStyle="sm">
          <RouterLink to={`${paths.browseJobs.href()}?company=${encodeURIComponent(company.name)}`}>
            {openJobsText(company.openJobs)}
          </RouterLink>
        </Link>
        {website && (
          <Link href={website.href} target="_blank" rel="noopener noreferrer" textStyle="sm" color="fg.muted">
            {website.hostname.replace(/^www\./, '')}
          </Link>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

/** Companies as a list of cards, drawn in the background (CardGrid). */
export function CompanyGrid({ companies, columns }: GridProps & { companies: CompanyWithJobCount[] }) {
  return <CardGrid items={companies} card={(company) => <CompanyCard company={company} />} columns={columns} />;
}
