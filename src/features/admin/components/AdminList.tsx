import { Box, Button, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { ListError } from '../../../components/catalog/ListError';
import { Pagination, rangeText } from '../../../components/catalog/Pagination';
import type { ListPage } from '../../../api/catalogApi';

export const ADMIN_PAGE_SIZE = 10;

/** A moment as the dashboard shows it: "Nov 20, 2026, 10:04 AM", in the admin's time zone. */
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What a list tab holds, said above it, with a Refresh for a list that others add to while it is open. */
export function AdminListIntro({
  query,
  children,
}: {
  query: { isFetching: boolean; refetch: () => unknown };
  children: ReactNode;
}) {
  return (
    <HStack justify="space-between" align="flex-start" gap={4} flexWrap="wrap">
      <Text color="fg.muted" textStyle="sm" maxW="2xl">
        {children}
      </Text>
      <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
        Refresh
      </Button>
    </HStack>
  );
}

/**
 * One list of the dashboard, as every tab shows it: a skeleton while it loads, an error with "Try again", the empty
 * state when it holds nothing, else where this page sits in the list, its items and the page links.
 */
export function AdminList<Item extends { id: number | string }>({
  query,
  page,
  paged = true,
  noun,
  loadingLabel,
  errorMessage,
  empty,
  renderItem,
}: {
  query: { data?: ListPage<Item>; isError: boolean; isFetching: boolean; refetch: () => unknown };
  page: number;
  /** False: the first page only, without the page links (a tab that shows the start of several lists). */
  paged?: boolean;
  noun: string;
  loadingLabel: string;
  errorMessage: string;
  empty: ReactNode;
  renderItem: (item: Item) => ReactNode;
}) {
  if (query.isError) return <ListError message={errorMessage} onRetry={() => void query.refetch()} />;
  if (!query.data) return <CardGridSkeleton count={3} columns={{ base: 1 }} label={loadingLabel} />;
  const { items, total } = query.data;
  if (items.length === 0 && page === 1) return <>{empty}</>;
  return (
    <Stack gap={4} opacity={query.isFetching ? 0.6 : 1} transition="opacity 150ms">
      <Text color="fg.muted" textStyle="sm" aria-live="polite">
        {rangeText({ page, perPage: ADMIN_PAGE_SIZE, shown: items.length, total, noun, countedInFull: true })}
      </Text>
      <Stack as="ul" gap={3} listStyleType="none">
        {items.map((item) => (
          <Box as="li" key={item.id}>
            {renderItem(item)}
          </Box>
        ))}
      </Stack>
      {paged && <Pagination page={page} totalPages={Math.ceil(total / ADMIN_PAGE_SIZE)} label={`Pages of ${noun}`} />}
    </Stack>
  );
}

/** A row of a list as a card: it stacks its parts on a phone and lays them out in a line on wider screens. */
export function AdminCard({
  label,
  stacked = false,
  children,
}: {
  label: string;
  /** Its lines one under another at every width (a mail, a message, an entry), rather than side by side past md. */
  stacked?: boolean;
  children: ReactNode;
}) {
  const layout = stacked
    ? ({ gap: 2 } as const)
    : ({
        direction: { base: 'column', md: 'row' },
        justify: 'space-between',
        align: { base: 'stretch', md: 'center' },
        gap: 4,
      } as const);
  return (
    <Stack
      as="article"
      aria-label={label}
      {...layout}
      p={{ base: 4, md: 5 }}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
    >
      {children}
    </Stack>
  );
}

/**
 * Preformatted text a card shows only when asked (a mail's text, where a job failed): long, and rarely what the
 * admin came for, so the card stays short until its button opens it.
 */
export function TextOnDemand({
  showLabel,
  textStyle,
  children,
}: {
  showLabel: string;
  textStyle: 'xs' | 'sm';
  children: string;
}) {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button variant="outline" size="xs" alignSelf="flex-start">
          {showLabel}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box
          as="pre"
          mt={3}
          p={3}
          bg="bg.subtle"
          borderRadius="l2"
          textStyle={textStyle}
          fontFamily="mono"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
        >
          {children}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
