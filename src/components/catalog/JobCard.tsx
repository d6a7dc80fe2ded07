import { Badge, Button, Card, HStack, Link, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { requestModalEvents } from '../../../machines/requestModal.events';
import { useAppDispatch } from '../../app/hooks';
import { opensRequestModal } from '../../lib/lazyDialogs';
import { paths } from '../../shared/paths';
import { formatUtcDay } from '../../shared/utcDay';
import type { Job } from '../../shared/schemas/catalog';
import { BriefcaseIcon, CalendarIcon, MapPinIcon } from './catalogIcons';
import { Monogram } from './Monogram';
import { CardGrid, type GridProps } from './CardGrid';

export const NO_DESCRIPTION = 'No description available';

/** When a job was posted, as people read it ("Nov 3, 2026"), the same day for every reader (utcDay.ts). */
export function formatPostedAt(postedAt: string) {
  return formatUtcDay(new Date(postedAt));
}

/** Where the job is, at what level, and when it was posted: what its card and its page both show, in a row. */
export function JobFacts({ job }: { job: Job }) {
  const posted = formatPostedAt(job.postedAt);
  return (
    <>
      <HStack gap={1}>
        <MapPinIcon boxSize="4" />
        <Text>{job.location}</Text>
      </HStack>
      <HStack gap={1}>
        <BriefcaseIcon boxSize="4" />
        <Text>{job.experienceLevel}</Text>
      </HStack>
      {posted && (
        <HStack gap={1}>
          <CalendarIcon boxSize="4" />
          <Text>
            Posted <time dateTime={job.postedAt}>{posted}</time>
          </Text>
        </HStack>
      )}
    </>
  );
}

/** Opens the request modal for the job: on its card and on its page. */
export function ApplyWithReferralButton({ job, ...buttonProps }: { job: Job } & Omit<ButtonProps, 'onClick'>) {
  const dispatch = useAppDispatch();
  return (
    <Button
      colorPalette="brand"
      onClick={() => dispatch(requestModalEvents.open({ jobId: job.id, jobTitle: job.title }))}
      {...opensRequestModal}
      {...buttonProps}
    >
      Apply with Referral
    </Button>
  );
}

/**
 * A job as the lists show it (SPEC section 2): title, type, company, location, experience level, posted date, the
 * description or "No description available", View Details, and Apply with Referral, which opens the request form
 * for this job (its title and company filled in). `action` takes Apply's place where the reader is not a candidate
 * for the job (its poster's Edit); `null` leaves the place empty.
 */
export function JobCard({ job, action }: { job: Job; action?: ReactNode }) {
  return (
    <Card.Root as="article" variant="outline" h="full" aria-labelledby={`job-${job.id}-title`}>
      <Card.Body gap={3}>
        <HStack gap={3} align="flex-start">
          <Monogram name={job.companyName} shape="square" size="10" textStyle="sm" />
          <Stack gap={0.5} minW={0} flex="1">
            <Link asChild fontWeight="semibold" textStyle="lg" color="fg" id={`job-${job.id}-title`}>
              <RouterLink to={paths.job.href(job.id)}>{job.title}</RouterLink>
            </Link>
            <Text color="fg.muted" textStyle="sm">
              {job.companyName}
            </Text>
          </Stack>
          <Badge variant="subtle" colorPalette="green" flexShrink={0}>
            {job.type}
          </Badge>
        </HStack>
        <HStack gap={4} flexWrap="wrap" textStyle="sm" color="fg.muted">
          <JobFacts job={job} />
        </HStack>
        <Text textStyle="sm" color={job.description.trim() ? 'fg' : 'fg.muted'} lineClamp={3}>
          {job.description.trim() || NO_DESCRIPTION}
        </Text>
      </Card.Body>
      <Card.Footer gap={2} flexWrap="wrap">
        <Button asChild variant="outline" flex="1">
          <RouterLink to={paths.job.href(job.id)} aria-label={`View details of ${job.title}`}>
            View Details
          </RouterLink>
        </Button>
        {action === undefined ? <ApplyWithReferralButton job={job} flex="1" /> : action}
      </Card.Footer>
    </Card.Root>
  );
}

/** Jobs as a list of cards, drawn in the background (CardGrid). */
export function JobGrid({ jobs, columns }: GridProps & { jobs: Job[] }) {
  return <CardGrid items={jobs} card={(job) => <JobCard job={job} />} columns={columns} />;
}
