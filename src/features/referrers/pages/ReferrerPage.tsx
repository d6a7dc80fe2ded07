import { Badge, Box, Button, Container, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, memo, Suspense, useDeferredValue } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { requestModalEvents } from '../../../../machines/requestModal.events';
import { useGetCompanyQuery, useGetReferrerQuery, useListCompanyJobsQuery } from '../../../api/catalogApi';
import { useAppDispatch } from '../../../app/hooks';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { JobGrid } from '../../../components/catalog/JobCard';
import { CompanyAbout } from '../../../components/catalog/CompanyAbout';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { ListError } from '../../../components/catalog/ListError';
import { Monogram } from '../../../components/catalog/Monogram';
import {
  CompanyAboutSkeleton,
  DetailPageSkeleton,
  SkeletonBar,
  SkeletonLines,
  SkeletonRow,
} from '../../../components/catalog/skeletons';
import { referralCountText } from '../../../components/catalog/ReferrerCard';
import { ResponseStats } from '../../../components/catalog/ResponseStats';
import { StarRating } from '../../../components/catalog/StarRating';
import { VerifiedBadge } from '../../../components/catalog/VerifiedBadge';
import { opensRequestModal } from '../../../lib/lazyDialogs';
import { BackLinkBar } from '../../../components/ui/BackLinkBar';
import { ShareButton } from '../../../components/ui/ShareButton';
import { positiveId } from '../../../lib/positiveId';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useHydrated } from '../../../rendering/hydration';
import { useCountShareVisit } from '../../../lib/useCountShareVisit';
import { paths } from '../../../shared/paths';
import { notOnReferBridgeRequestText, referrerAtCapacityMessage } from '../../../shared/responseStats';
import type { Company, Referrer } from '../../../shared/schemas/catalog';

const OwnShareLinkRequest = lazy(() => import('../components/OwnShareLinkRequest'));

const CONTACT_ANCHOR = 'contact';

function CompanyJobs({ companyName }: { companyName: string }) {
  const jobs = useListCompanyJobsQuery(companyName);
  if (jobs.isError) return <ListError message="Failed to fetch jobs" onRetry={() => void jobs.refetch()} />;
  if (!jobs.data) return <CardGridSkeleton count={2} label={`Loading jobs at ${companyName}`} />;
  if (jobs.data.length === 0) {
    return (
      <EmptyState
        title={`No open jobs at ${companyName} right now`}
        description="A referral still helps: referrers hear about roles before they are posted."
      />
    );
  }
  return <JobGrid jobs={jobs.data} columns={{ base: 1, md: 2 }} />;
}

/**
 * The referrer page's shape while the referrer loads (also its prerendered page); memoised, as ReferrerDetails
 * says.
 */
const ReferrerPageSkeleton = memo(function ReferrerPageSkeleton() {
  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 8, md: 10 }}>
        <BackLinkBar to={paths.referrers.href()} label="All referrers" />
        <DetailPageSkeleton label="Loading the referrer">
          <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: 4, md: 6 }} align={{ sm: 'center' }}>
            <SkeletonBar width={{ base: '20', md: '24' }} height={{ base: '20', md: '24' }} borderRadius="full" />
            <Stack gap={2.5} flex="1">
              <SkeletonBar width="60%" height={{ base: '7', md: '9' }} />
              <SkeletonBar width="75%" height="5" />
              <SkeletonBar width="40%" height="4" />
            </Stack>
          </Stack>
          <Stack gap={3}>
            <SkeletonBar width="24" height="7" />
            <SkeletonLines lines={4} />
            <SkeletonRow widths={['24', '28', '20']} height="7" />
          </Stack>
          <CompanyAboutSkeleton />
          <Stack gap={4}>
            <SkeletonBar width="50%" height="7" />
            <CardGridSkeleton count={2} columns={{ base: 1, md: 2 }} />
          </Stack>
        </DetailPageSkeleton>
      </Stack>
    </Container>
  );
});

/**
 * The referrer, their company and its jobs, and how to ask them, once the referrer has loaded. Memoised, and given the
 * page's values deferred (ReferrerPage): drawn as the data arrived, in the store's urgent update, it held a phone's
 * main thread for one long task; deferred, React draws it in the background, in slices, with the page's skeleton on
 * screen until then.
 */
const ReferrerDetails = memo(function ReferrerDetails({
  person,
  company,
  companyFailed,
}: {
  person: Referrer;
  company: Company | undefined;
  companyFailed: boolean;
}) {
  const dispatch = useAppDispatch();
  const request = () => dispatch(requestModalEvents.open({ referrerId: person.id, referrerName: person.name }));

  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Stack gap={{ base: 8, md: 10 }}>
        <BackLinkBar to={paths.referrers.href()} label="All referrers">
          <ShareButton
            path={paths.referrer.href(person.id)}
            title={`${person.name}, ${person.title} at ${person.companyName}`}
            contentType="referrer"
            contentId={person.id}
          />
        </BackLinkBar>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: 4, md: 6 }} align={{ sm: 'center' }}>
          <Monogram name={person.name} src={person.photo} size={{ base: '20', md: '24' }} textStyle="2xl" />
          <Stack gap={1.5}>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {person.name}
            </Heading>
            <Text textStyle="lg">
              {person.title} at{' '}
              <Text as="span" fontWeight="semibold">
                {person.companyName}
              </Text>
            </Text>
            <HStack gap={2} flexWrap="wrap">
              {person.verified && <VerifiedBadge companyName={person.companyName} />}
              <StarRating rating={person.rating} count={person.ratingCount} />
              <Text color="fg.muted" textStyle="sm">
                {person.ratingCount > 0 && `${person.rating.toFixed(1)} · `}
                {referralCountText(person.successfulReferrals)}
              </Text>
            </HStack>
            <ResponseStats referrer={person} textStyle="sm" />
          </Stack>
        </Stack>
        {person.takingRequests && (
          // On a phone the section at the end of the page is screens away: the button is here too, under the name.
          <Button
            colorPalette="brand"
            size="lg"
            display={{ base: 'inline-flex', md: 'none' }}
            onClick={request}
            {...opensRequestModal}
          >
            Request Referral
          </Button>
        )}

        <Stack as="section" aria-labelledby="about-heading" gap={3}>
          <Heading as="h2" id="about-heading" size="lg">
            About
          </Heading>
          <Text whiteSpace="pre-line" maxW="70ch">
            {person.bio || `${person.name} has not written a bio yet.`}
          </Text>
          {person.specialties.length > 0 && (
            <Wrap gap={2} aria-label="Specialties">
              {person.specialties.map((specialty) => (
                <Badge key={specialty} colorPalette="brand" variant="subtle" size="lg">
                  {specialty}
                </Badge>
              ))}
            </Wrap>
          )}
        </Stack>

        {company ? (
          <CompanyAbout company={company} heading={company.name} />
        ) : (
          !companyFailed && <CompanyAboutSkeleton />
        )}

        <Stack as="section" aria-labelledby="jobs-heading" gap={4}>
          <Heading as="h2" id="jobs-heading" size="lg">
            Open jobs at {person.companyName}
          </Heading>
          <CompanyJobs companyName={person.companyName} />
        </Stack>

        <Box
          as="section"
          id={CONTACT_ANCHOR}
          aria-labelledby="contact-heading"
          scrollMarginTop="4"
          borderWidth="1px"
          borderRadius="l3"
          bg="brand.50"
          borderColor="brand.200"
          p={{ base: 5, md: 8 }}
        >
          <Stack gap={3} align="flex-start">
            <Heading as="h2" id="contact-heading" size="lg">
              Ask {person.name} for a referral
            </Heading>
            {person.takingRequests ? (
              <>
                <Text maxW="60ch">
                  {person.readsRequests
                    ? `Send a short message and your resume. ${person.name.split(' ')[0]} reads it and can put you forward at ${person.companyName}.`
                    : notOnReferBridgeRequestText(person.name, person.companyName)}
                </Text>
                <Button colorPalette="brand" size="lg" onClick={request} {...opensRequestModal}>
                  Request Referral
                </Button>
              </>
            ) : (
              <FullReferrerContact person={person} onRequest={request} />
            )}
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
});

/**
 * How to ask a referrer who cannot take requests this week: SPEC's refusal, with the way to their colleagues; or, for a
 * visitor of the referrer's own share link, the request, matched with someone else (OwnShareLinkRequest, loaded only
 * then).
 */
function FullReferrerContact({ person, onRequest }: { person: Referrer; onRequest: () => void }) {
  // SHARE_LINK_PARAMETER, spelled here: its module brings Yup, which this page's first visit does without.
  const shareToken = useSearchParams()[0].get('ref');
  // The page's HTML (rendered on the server) has the refusal: the link is asked about once the browser has it.
  const hydrated = useHydrated();
  const refusal = (
    <>
      <Text maxW="60ch">{referrerAtCapacityMessage(person.name, person.companyName)}</Text>
      {/* A long company name wraps on a phone rather than pushing the button past the screen. */}
      <Button asChild colorPalette="brand" size="lg" maxW="full" h="auto" minH="12" py={2} whiteSpace="normal">
        <RouterLink to={`${paths.referrers.href()}?company=${encodeURIComponent(person.companyName)}`}>
          See referrers at {person.companyName}
        </RouterLink>
      </Button>
    </>
  );
  if (!shareToken || !hydrated) return refusal;
  return (
    <Suspense fallback={refusal}>
      <OwnShareLinkRequest token={shareToken} person={person} onRequest={onRequest} otherwise={refusal} />
    </Suspense>
  );
}

/** /referrer/{id}: who the referrer is, their company and its open jobs, and how to ask them (#contact). */
export default function ReferrerPage() {
  useCountShareVisit();
  const id = positiveId(useParams().id);
  const referrer = useGetReferrerQuery(id ?? skipToken);
  const company = useGetCompanyQuery(referrer.data?.companyId ?? skipToken);
  usePageTitle(
    referrer.data ? `${referrer.data.name}, ${referrer.data.title}` : 'Referrer',
    referrer.data
      ? `${referrer.data.name} is a ${referrer.data.title} at ${referrer.data.companyName} who refers candidates on ReferBridge.`
      : undefined,
  );
  // What the page draws, a step behind the store: see ReferrerDetails.
  const shownReferrer = useDeferredValue(referrer.data);
  const shownCompany = useDeferredValue(company.data);
  // From the error, which stays while the page asks again (see JobPage).
  const notFound =
    id === null || (referrer.error !== undefined && 'status' in referrer.error && referrer.error.status === 404);

  if (notFound) {
    return (
      <Container maxW="5xl" py={{ base: 8, md: 12 }}>
        <EmptyState title="We couldn't find this referrer" description="They may have left ReferBridge.">
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.referrers.href()}>Browse referrers</RouterLink>
          </Button>
        </EmptyState>
      </Container>
    );
  }
  if (referrer.isError) {
    return (
      <Container maxW="5xl" py={{ base: 8, md: 12 }}>
        <ListError message="We couldn't load this referrer." onRetry={() => void referrer.refetch()} />
      </Container>
    );
  }
  if (!shownReferrer) return <ReferrerPageSkeleton />;
  return <ReferrerDetails person={shownReferrer} company={shownCompany} companyFailed={company.isError} />;
}
