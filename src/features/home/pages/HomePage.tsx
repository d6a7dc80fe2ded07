import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { requestModalEvents } from '../../../../machines/requestModal.events';
import { selectCurrentUser } from '../../../api/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PricingPlans } from '../../../components/marketing/PricingPlans';
import { opensRequestModal } from '../../../lib/lazyDialogs';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSearchParamInput } from '../../../lib/useSearchParamInput';
import { paths } from '../../../shared/paths';
import { BlogTeasers } from '../components/BlogTeasers';
import { FeaturedCompanies } from '../components/FeaturedCompanies';
import { FeaturedJobs } from '../components/FeaturedJobs';
import { HeroSearch } from '../components/HeroSearch';
import { SearchResults } from '../components/SearchResults';
import { useHydrated } from '../../../rendering/hydration';

const steps = [
  { title: 'Find a referrer', text: 'Search employees at the companies you want to join, by company, role or skill.' },
  { title: 'Ask for a referral', text: 'Send a short message and your resume. Referrers see exactly what they need.' },
  { title: 'Get referred', text: 'Your referrer puts you forward internally, so your application gets read.' },
];

/** SPEC section 2: two success stories, as they were told to us. */
const stories = [
  {
    quote:
      'I had applied to Northwind three times without hearing back. Two days after my request, an engineer there referred me, and I had a first interview the next week.',
    name: 'Daria, backend engineer',
  },
  {
    quote:
      'As a career changer I had no network in product. A product manager on ReferBridge read my case study, referred me, and told me what the panel would care about.',
    name: 'Kemal, product manager',
  },
];

function SuccessStories() {
  return (
    <Box as="section" aria-labelledby="stories-heading" bg="bg.subtle" py={{ base: 10, md: 14 }}>
      <Container maxW="5xl">
        <Heading as="h2" id="stories-heading" size="2xl" textAlign="center" mb={8}>
          Referred through ReferBridge
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
          {stories.map((story) => (
            <Box as="figure" key={story.name} bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: 5, md: 7 }}>
              <Text as="blockquote" textStyle="lg" lineHeight="tall">
                “{story.quote}”
              </Text>
              <Text as="figcaption" mt={4} color="fg.muted" fontWeight="medium">
                {story.name}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function BecomeReferrer({ signedIn }: { signedIn: boolean }) {
  return (
    <Container as="section" aria-labelledby="referrer-cta-heading" maxW="5xl" py={{ base: 10, md: 14 }}>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap={6}
        align={{ md: 'center' }}
        justify="space-between"
        bg="brand.50"
        borderWidth="1px"
        borderColor="brand.200"
        borderRadius="l3"
        p={{ base: 6, md: 10 }}
      >
        <Stack gap={2} maxW="xl">
          <Heading as="h2" id="referrer-cta-heading" size="xl">
            Work somewhere great? Become a referrer
          </Heading>
          <Text color="fg.muted">
            Help good candidates get a fair read, earn your company&apos;s referral bonus, and choose who you put
            forward.
          </Text>
        </Stack>
        <HStack gap={3} flexWrap="wrap">
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={paths.refereeProfile.href()}>Become a Referrer</RouterLink>
          </Button>
          {signedIn && (
            <Button asChild variant="outline" size="lg">
              <RouterLink to={paths.jobPosting.href()}>Post a Job</RouterLink>
            </Button>
          )}
        </HStack>
      </Stack>
    </Container>
  );
}

function PricingSection() {
  return (
    <Box as="section" id="pricing" aria-labelledby="pricing-heading" bg="bg.subtle" py={{ base: 10, md: 14 }}>
      <Container maxW="5xl">
        <Stack gap={8}>
          <Stack gap={2} textAlign="center" align="center">
            <Heading as="h2" id="pricing-heading" size="2xl">
              Pricing
            </Heading>
            <Text color="fg.muted" maxW="2xl">
              Free while we are in beta, and the Basic plan stays free for good.
            </Text>
          </Stack>
          <PricingPlans />
        </Stack>
      </Container>
    </Box>
  );
}

function ClosingCallToAction() {
  const dispatch = useAppDispatch();
  return (
    <Container as="section" aria-labelledby="closing-heading" maxW="4xl" py={{ base: 12, md: 20 }} textAlign="center">
      <Stack gap={5} align="center">
        <Heading as="h2" id="closing-heading" size={{ base: '2xl', md: '3xl' }}>
          Your next job is one referral away
        </Heading>
        <Text color="fg.muted" textStyle="lg" maxW="2xl">
          Tell us where you want to work. We put your request in front of someone who can refer you.
        </Text>
        <Button
          size="lg"
          colorPalette="brand"
          onClick={() => dispatch(requestModalEvents.open())}
          {...opensRequestModal}
        >
          Request a Referral
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * The results of the search in the address, after the prerendered page has hydrated: it was rendered without a
 * search (a shared /?search= link). Its own component, so that only it renders again when hydration ends.
 */
function SearchResultsOnceTakenOver({ search }: { search: string }) {
  const hydrated = useHydrated();
  return hydrated && search ? <SearchResults search={search} /> : null;
}

/** The home page (SPEC section 2), in the spec's order; a search shows its results right under the hero. */
export default function HomePage() {
  usePageTitle();
  const search = useSearchParamInput('search');
  const signedIn = Boolean(useAppSelector(selectCurrentUser));
  return (
    <>
      <HeroSearch search={search} />
      <SearchResultsOnceTakenOver search={search.search} />
      <Container as="section" aria-labelledby="how-heading" maxW="6xl" py={{ base: 12, md: 20 }}>
        <Heading as="h2" id="how-heading" size="2xl" textAlign="center" mb={10}>
          How it works
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap={8} listStyleType="none">
          {steps.map((step, index) => (
            <Stack as="li" key={step.title} gap={2} textAlign="center" align="center">
              <Text
                aria-hidden="true"
                fontWeight="bold"
                color="brand.600"
                bg="brand.50"
                borderRadius="full"
                boxSize={10}
                display="grid"
                placeItems="center"
              >
                {index + 1}
              </Text>
              <Heading as="h3" size="md">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
      <FeaturedCompanies />
      <FeaturedJobs />
      <SuccessStories />
      <BecomeReferrer signedIn={signedIn} />
      <BlogTeasers />
      <PricingSection />
      <ClosingCallToAction />
    </>
  );
}
