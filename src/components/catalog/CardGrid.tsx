import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { Job, Referrer } from '../../shared/schemas/catalog';
import { JobCard } from './JobCard';
import { ReferrerCard } from './ReferrerCard';

const defaultColumns: SimpleGridProps['columns'] = { base: 1, md: 2, lg: 3 };

/** Referrers as a list of cards, one column on a phone. */
export function ReferrerGrid({
  referrers,
  columns = defaultColumns,
}: {
  referrers: Referrer[];
  columns?: SimpleGridProps['columns'];
}) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={5}>
      {referrers.map((referrer) => (
        <li key={referrer.id}>
          <ReferrerCard referrer={referrer} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Jobs as a list of cards, one column on a phone. */
export function JobGrid({ jobs, columns = defaultColumns }: { jobs: Job[]; columns?: SimpleGridProps['columns'] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={5}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </SimpleGrid>
  );
}
