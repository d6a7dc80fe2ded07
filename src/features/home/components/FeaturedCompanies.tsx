import { Box, Container, HStack, Link, Stack, Text, type StackProps } from '@chakra-ui/react';
import { memo, useDeferredValue, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useListCompaniesQuery, type CompanyWithJobCount } from '../../../api/catalogApi';
import { openJobsText } from '../../../components/catalog/CompanyCard';
import { Monogram } from '../../../components/catalog/Monogram';
import { paths } from '../../../shared/paths';
import { SectionHeading } from './SectionHeading';

/** SPEC section 9: the carousel shows six placeholders while the companies load. */
const PLACEHOLDERS = 6;
const TILE_WIDTH = { base: '60%', sm: '40%', md: '30%', lg: '18%' };

/**
 * Brings a tile that Tab reached into the row's view whole: the browser scrolls a focused element only until some of it
 * shows, which on a phone left the tile half outside the row.
 */
function revealFocusedTile(row: HTMLElement, tile: HTMLElement) {
  const rowBox = row.getBoundingClientRect();
  const tileBox = tile.getBoundingClientRect();
  if (tileBox.left < rowBox.left || tileBox.right > rowBox.right) {
    tile.scrollIntoView({ block: 'nearest', inline: 'start' });
  }
}

/** The tile an arrow key, Home or End moves focus to from tile `index` of `count`; null for any other key. */
function tileAfterKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return Math.min(index + 1, count - 1);
  if (key === 'ArrowLeft') return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

function Row({
  children,
  busy,
  onFocus,
  ...props
}: { children: React.ReactNode; busy?: boolean } & Pick<StackProps, 'className' | 'onFocus' | 'onKeyDown'>) {
  return (
    <HStack
      as="ul"
      listStyleType="none"
      gap={4}
      // Every tile as tall as the tallest, whose name takes two lines.
      alignItems="stretch"
      overflowX="auto"
      scrollSnapType="x mandatory"
      // Room for a focused tile's ring, which the scrolling row would otherwise cut, the tiles still in line with the
      // heading.
      p={1}
      pb={3}
      mx={-1}
      scrollPaddingInline={1}
      aria-busy={busy || undefined}
      // The row scrolls sideways by touch, trackpad or Shift+wheel, and with the arrow keys from tile to tile.
      onFocus={(event) => {
        revealFocusedTile(event.currentTarget, event.target);
        onFocus?.(event);
      }}
      css={{ scrollbarWidth: 'thin' }}
      {...props}
    >
      {children}
    </HStack>
  );
}

/** The row's shape while the companies load; memoised, as CompanyTiles says. */
const CompanyPlaceholders = memo(function CompanyPlaceholders() {
  return (
    <Box role="status" aria-label="Loading companies">
      <Row busy>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <Box
            as="li"
            key={index}
            data-testid="company-placeholder"
            flex="0 0 auto"
            w={TILE_WIDTH}
            h="28"
            borderRadius="l3"
            bg="bg.emphasized"
            animation="pulse"
          />
        ))}
      </Row>
    </Box>
  );
});

/**
 * The companies' tiles. Memoised, and given the companies deferred (FeaturedCompanies): drawn as the data arrived, in
 * the store's urgent update, the row held a phone's main thread for one long task; deferred, React draws it in the
 * background, in slices, with the placeholders on screen until then (as the card lists do, CardGrid.tsx).
 *
 * The row is one Tab stop (a roving tabindex), on the tile last reached: a dozen companies are not a dozen presses of
 * Tab on the way to the rest of the page. The arrow keys, Home and End walk the tiles, as a hint says while the
 * keyboard is in the row.
 */
const CompanyTiles = memo(function CompanyTiles({ companies }: { companies: CompanyWithJobCount[] }) {
  const [reached, setReached] = useState(0);
  const tabStop = Math.min(reached, companies.length - 1);
  const hintId = useId();
  const tilesOf = (row: HTMLElement) => Array.from(row.querySelectorAll<HTMLElement>(':scope > li > a'));
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    // Alt+Left is the browser's Back, Shift+arrows select: only the bare keys walk the row.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tiles = tilesOf(event.currentTarget);
    const from = tiles.indexOf(event.target as HTMLElement);
    const to = from < 0 ? null : tileAfterKey(event.key, from, tiles.length);
    if (to === null) return;
    event.preventDefault();
    tiles[to]!.focus();
  };
  const onFocus = (event: React.FocusEvent<HTMLElement>) => {
    const index = tilesOf(event.currentTarget).indexOf(event.target);
    if (index >= 0) setReached(index);
  };
  return (
    <Box position="relative">
      <Row className="peer" onKeyDown={onKeyDown} onFocus={onFocus}>
        {companies.map((company, index) => (
          <Box as="li" key={company.id} flex="0 0 auto" w={TILE_WIDTH} scrollSnapAlign="start">
            <Link
              asChild
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap={2}
              p={4}
              h="full"
              bg="bg"
              borderWidth="1px"
              borderRadius="l3"
              textAlign="center"
              _hover={{ textDecoration: 'none', boxShadow: 'md' }}
            >
              <RouterLink
                to={`${paths.browseJobs.href()}?company=${encodeURIComponent(company.name)}`}
                tabIndex={index === tabStop ? 0 : -1}
                aria-describedby={hintId}
              >
                <Monogram name={company.name} src={company.logo} shape="square" size="12" />
                <Text fontWeight="semibold" color="fg">
                  {company.name}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {openJobsText(company.openJobs)}
                </Text>
              </RouterLink>
            </Link>
          </Box>
        ))}
      </Row>
      {/* Under the row, in the section's bottom padding, so showing it moves nothing. */}
      <Text
        id={hintId}
        position="absolute"
        top="full"
        mt={1}
        textStyle="xs"
        color="fg.muted"
        display="none"
        css={{ '.peer:has(:focus-visible) ~ &': { display: 'block' } }}
      >
        Use the arrow keys to move between companies.
      </Text>
    </Box>
  );
});

/** The featured companies: a row of logos that scrolls sideways, each to its open jobs. */
export function FeaturedCompanies() {
  const companies = useListCompaniesQuery();
  // What the row draws, a step behind the store: see CompanyTiles.
  const shownCompanies = useDeferredValue(companies.data);
  return (
    <Box as="section" aria-labelledby="companies-heading" bg="bg.subtle" py={{ base: 10, md: 14 }}>
      <Container maxW="6xl">
        <Stack gap={6}>
          <SectionHeading id="companies-heading" linkTo={paths.companies.href()} linkText="All companies">
            Referrers work at
          </SectionHeading>
          {companies.isError ? (
            <Text color="fg.muted">
              Companies could not be loaded just now.{' '}
              <Link asChild color="brand.700">
                <RouterLink to={paths.companies.href()}>See the companies page</RouterLink>
              </Link>
              .
            </Text>
          ) : !shownCompanies ? (
            <CompanyPlaceholders />
          ) : (
            <CompanyTiles companies={shownCompanies} />
          )}
        </Stack>
      </Container>
    </Box>
  );
}
