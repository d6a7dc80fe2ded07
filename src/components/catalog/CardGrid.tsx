import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { useDeferredValue, type ReactNode } from 'react';
import type { CompanyWithJobCount, Job, Referrer } from '../../shared/schemas/catalog';
import { CardGridSkeleton } from './CardGridSkeleton';
import { CompanyCard } from './CompanyCard';
import { JobCard } from './JobCard';
import { ReferrerCard } from './ReferrerCard';

const defaultColumns: SimpleGridProps['columns'] = { base: 1, md: 2, lg: 3 };

type GridProps = { columns?: SimpleGridProps['columns'] };

/**
 * The cards of a list, one column on a phone, drawn in the background. A page of cards is the heaviest thing a list
 * page draws (a score of styled elements each): drawn as its data arrived, it held a phone's main thread for one task
 * of about 170 ms, in which a tap waited. In the background React draws them in slices and lets the browser answer
 * between; the cards' shape stays on screen until then, and a new page of results replaces the old one only once it
 * is drawn.
 */
function CardGrid<T extends { id: number }>({
  items,
  card,
  columns = defaultColumns,
}: GridProps & { items: T[]; card: (item: T) => ReactNode }) {
  const shown = useDeferredValue<T[] | null>(items, null);
  if (!shown) return <CardGridSkeleton count={items.length} columns={columns} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={5}>
      {shown.map((item) => (
        <li key={item.id}>{card(item)}</li>
      ))}
    </SimpleGrid>
  );
}

const referrerCard = (referrer: Referrer) => <ReferrerCard referrer={referrer} />;
const jobCard = (job: Job) => <JobCard job={job} />;
const companyCard = (company: CompanyWithJobCount) => <CompanyCard company={company} />;

/** Referrers as a list of cards. */
export function ReferrerGrid({ referrers, columns }: GridProps & { referrers: Referrer[] }) {
  return <CardGrid items={referrers} card={referrerCard} columns={columns} />;
}

/** Jobs as a list of cards. */
export function JobGrid({ jobs, columns }: GridProps & { jobs: Job[] }) {
  return <CardGrid items={jobs} card={jobCard} columns={columns} />;
}

/** Companies as a list of cards. */
export function CompanyGrid({ companies, columns }: GridProps & { companies: CompanyWithJobCount[] }) {
  return <CardGrid items={companies} card={companyCard} columns={columns} />;
}
