import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import type { CompanyWithJobCount, Job, Referrer } from '../../shared/schemas/catalog';
import { CardGridSkeleton } from './CardGridSkeleton';
import { CompanyCard } from './CompanyCard';
import { JobCard } from './JobCard';
import { ReferrerCard } from './ReferrerCard';

const defaultColumns: SimpleGridProps['columns'] = { base: 1, md: 2, lg: 3 };

/**
 * The cards of a list, drawn in the background. A page of cards is the heaviest thing a list page draws (a score of
 * styled elements each): drawn as its data arrived, it held a phone's main thread for one task of about 170 ms, in
 * which a tap waited. In the background React draws them in slices and lets the browser answer between; the cards'
 * shape stays on screen until then, and a new page of results replaces the old one only once it is drawn.
 */
function useCardsInBackground<T>(items: T[]): T[] | null {
  return useDeferredValue<T[] | null>(items, null);
}

/** Referrers as a list of cards, one column on a phone. */
export function ReferrerGrid({
  referrers,
  columns = defaultColumns,
}: {
  referrers: Referrer[];
  columns?: SimpleGridProps['columns'];
}) {
  const shown = useCardsInBackground(referrers);
  if (!shown) return <CardGridSkeleton count={referrers.length} columns={columns} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={5}>
      {shown.map((referrer) => (
        <li key={referrer.id}>
          <ReferrerCard referrer={referrer} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Jobs as a list of cards, one column on a phone. */
export function JobGrid({ jobs, columns = defaultColumns }: { jobs: Job[]; columns?: SimpleGridProps['columns'] }) {
  const shown = useCardsInBackground(jobs);
  if (!shown) return <CardGridSkeleton count={jobs.length} columns={columns} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={5}>
      {shown.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Companies as a list of cards, one column on a phone. */
export function CompanyGrid({
  companies,
  columns = defaultColumns,
}: {
  companies: CompanyWithJobCount[];
  columns?: SimpleGridProps['columns'];
}) {
  const shown = useCardsInBackground(companies);
  if (!shown) return <CardGridSkeleton count={companies.length} columns={columns} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={5}>
      {shown.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} />
        </li>
      ))}
    </SimpleGrid>
  );
}
