import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useFailedJobsQuery, useMailQueueQuery } from '../adminFailuresApi';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { usePageParam } from '../../../components/catalog/Pagination';
import { paths } from '../../../shared/paths';
import type { FailedJob } from '../../../shared/schemas/adminFailures';
import { ADMIN_PAGE_SIZE, AdminCard, AdminList, AdminListIntro, formatTime, TextOnDemand } from './AdminList';
import { MailCard } from './MailOutbox';

const attemptsText = (attempts: number) => `${attempts} attempt${attempts === 1 ? '' : 's'}`;

function FailedJobCard({ job }: { job: FailedJob }) {
  return (
    <AdminCard stacked label={`Job ${job.queue}, failed ${formatTime(job.failedAt)}`}>
      <HStack gap={2} flexWrap="wrap">
        <Badge colorPalette="red">Failed</Badge>
        <Text as="span" fontFamily="mono" textStyle="sm" fontWeight="semibold" overflowWrap="anywhere">
          {job.queue}
        </Text>
        <Text color="fg.muted" textStyle="xs">
          {formatTime(job.failedAt)}, after {attemptsText(job.attempts)}
        </Text>
      </HStack>
      <Text textStyle="sm" color="fg.error" overflowWrap="anywhere">
        {job.error}
        {job.errorCode && (
          <Text as="span" color="fg.muted">
            {' '}
            (code {job.errorCode})
          </Text>
        )}
      </Text>
      <Text color="fg.muted" textStyle="xs">
        Queued {formatTime(job.createdAt)}
      </Text>
      {job.stack && (
        <TextOnDemand showLabel="Show where it failed" textStyle="xs">
          {job.stack}
        </TextOnDemand>
      )}
    </AdminCard>
  );
}

/** Which list the tab shows alone, paged (`?list=jobs`, `?list=mail`); without one, the first page of each. */
type FailureList = 'jobs' | 'mail';

const failuresHref = (list?: FailureList) =>
  `${paths.adminDashboard.href()}?tab=failures${list ? `&list=${list}` : ''}`;

/**
 * A list of the tab: the first page with a link to the whole list, or, shown alone, every page. The heading names
 * it; the intro says what it holds.
 */
function FailureSection<Item extends { id: number | string }>({
  list,
  heading,
  intro,
  paged,
  query,
  page,
  noun,
  ...rest
}: {
  list: FailureList;
  heading: string;
  intro: ReactNode;
  paged: boolean;
  query: Parameters<typeof AdminList<Item>>[0]['query'];
  page: number;
} & Pick<Parameters<typeof AdminList<Item>>[0], 'noun' | 'loadingLabel' | 'errorMessage' | 'empty' | 'renderItem'>) {
  const total = query.data?.total ?? 0;
  return (
    <Stack as="section" aria-labelledby={`failures-${list}-heading`} gap={4}>
      <Heading as="h2" id={`failures-${list}-heading`} size="md">
        {heading}
      </Heading>
      <AdminListIntro query={query}>{intro}</AdminListIntro>
      <AdminList query={query} page={page} paged={paged} noun={noun} {...rest} />
      {!paged && total > ADMIN_PAGE_SIZE && (
        <Button asChild variant="outline" size="sm" alignSelf="flex-start">
          <RouterLink to={failuresHref(list)}>
            Show all {total} {noun}
          </RouterLink>
        </Button>
      )}
    </Stack>
  );
}

function FailedJobsSection({ paged }: { paged: boolean }) {
  const pageParam = usePageParam();
  const page = paged ? pageParam : 1;
  const jobs = useFailedJobsQuery({ page, limit: ADMIN_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <FailureSection
      list="jobs"
      heading="Background jobs"
      intro="Jobs that failed every attempt (routing requests, delivering mail, refreshing referrers' figures, the retention sweep), the newest first. Each is kept 7 days."
      paged={paged}
      query={jobs}
      page={page}
      noun="failed jobs"
      loadingLabel="Loading the failed jobs"
      errorMessage="We couldn't load the failed jobs."
      empty={<EmptyState title="No failed jobs" description="Every background job of the last 7 days succeeded." />}
      renderItem={(job) => <FailedJobCard job={job} />}
    />
  );
}

function MailQueueSection({ paged }: { paged: boolean }) {
  const pageParam = usePageParam();
  const page = paged ? pageParam : 1;
  const mail = useMailQueueQuery({ page, limit: ADMIN_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <FailureSection
      list="mail"
      heading="Mail"
      intro="Mail not delivered yet, the newest first: waiting for its first or next attempt, or failed after every attempt. Mail is shown without its text, which may hold a private link."
      paged={paged}
      query={mail}
      page={page}
      noun="mails not delivered"
      loadingLabel="Loading the mail not delivered"
      errorMessage="We couldn't load the mail not delivered."
      empty={<EmptyState title="No mail waiting" description="Every mail has been delivered." />}
      renderItem={(queued) => <MailCard mail={queued} />}
    />
  );
}

/**
 * The admin dashboard's Failures tab, in every environment: the background jobs that failed, and the mail waiting or
 * failed, the first page of each; a list past one page is shown alone (`?list=`), with its page links. Mail is listed
 * without its text; the Mail tab, outside production only, shows it.
 */
export function FailuresTab() {
  const [params] = useSearchParams();
  const list = params.get('list');
  if (list === 'jobs' || list === 'mail') {
    return (
      <Stack gap={4}>
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
          <RouterLink to={failuresHref()}>Back to all failures</RouterLink>
        </Button>
        {list === 'jobs' ? <FailedJobsSection paged /> : <MailQueueSection paged />}
      </Stack>
    );
  }
  return (
    <Stack gap={10}>
      <FailedJobsSection paged={false} />
      <MailQueueSection paged={false} />
    </Stack>
  );
}
