import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { mustMatchServerHtml } from '../../rendering/hydration';
import { CardGridSkeleton } from './CardGridSkeleton';

const defaultColumns: SimpleGridProps['columns'] = { base: 1, md: 2, lg: 3 };

export type GridProps = { columns?: SimpleGridProps['columns'] };

/**
 * The cards of a list, one column on a phone, drawn in the background. A page of cards is the heaviest thing a list
 * page draws (a score of styled elements each): drawn as its data arrived, it held a phone's main thread for one task
 * of about 170 ms, in which a tap waited. In the background React draws them in slices and lets the browser answer
 * between; the cards' shape stays on screen until then, and a new page of results replaces the old one only once it
 * is drawn. Each kind of card has its grid beside it (ReferrerGrid, JobGrid, CompanyGrid), so a page loads the cards
 * it shows and no others.
 */
export function CardGrid<T extends { id: number }>({
  items,
  card,
  columns = defaultColumns,
}: GridProps & { items: T[]; card: (item: T) => ReactNode }) {
  // A page rendered with its data on the server has its cards in its HTML: they are drawn at once there and while
  // React hydrates the page (which yields to the browser anyway, startInBrowser.tsx), as the HTML shows them.
  const [asInHtml] = useState(mustMatchServerHtml);
  const shown = useDeferredValue<T[] | null>(items, asInHtml ? items : null);
  if (!shown) return <CardGridSkeleton count={items.length} columns={columns} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={5}>
      {shown.map((item) => (
        <li key={item.id}>{card(item)}</li>
      ))}
    </SimpleGrid>
  );
}
