import { Badge, Box, Button, Code, Collapsible, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFailedJobsQuery, useMailQueueQuery } from '../../../api/adminFailuresApi';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { usePageParam } from '../../../components/catalog/Pagination';
import type { FailedJob, QueuedMail } from '../../../shared/schemas/adminFailures';
import { ADMIN_PAGE_SIZE, AdminList, AdminListIntro, formatTime } from './AdminList';
import { deliveryOf } from './MailOutbox';

/** Each list of the tab pages on its own: `?jobsPage=` and `?mailPage=`. */
const JOBS_PAGE = 'jobsPage';
const MAIL_PAGE = 'mailPage';

const attemptsText = (attempts: number) => `${attempts} attempt${attempts === 1 ? '' : 's'}`;

function FailureCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      as="article"
      aria-label={label}
      gap={2}
      p={{ base: 4, md: 5 }}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
    >
      {children}
    </Stack>
  );
}

function FailedJobCard({ job }: { job: FailedJob }) {
  return (
    <FailureCard label={`Job ${job.queue}, failed ${formatTime(job.failedAt)}`}>
      <HStack gap={2} flexWrap="wrap">
        <Badge colorPalette="red">Failed</Badge>
        <Code size="sm" overflowWrap="anywhere">
          {job.queue}
        </Code>
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
      {job.stack && <StackFrames stack={job.stack} />}
    </FailureCard>
  );
}

/** Where the job's error was thrown, on demand: the first frames only. */
function StackFrames({ stack }: { stack: string }) {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button variant="outline" size="xs" alignSelf="flex-start">
          Show where it failed
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box
          as="pre"
          mt={3}
          p={3}
          bg="bg.subtle"
          borderRadius="l2"
          textStyle="xs"
          fontFamily="mono"
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
        >
          {stack}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function QueuedMailCard({ mail }: { mail: QueuedMail }) {
  const delivery = deliveryOf(mail);
  return (
    <FailureCard label={`Mail to ${mail.recipient}: ${mail.subject}`}>
      <HStack gap={2} flexWrap="wrap">
        <Badge colorPalette={delivery.palette}>{delivery.label}</Badge>
        <Text color="fg.muted" textStyle="xs">
          {delivery.detail}
        </Text>
      </HStack>
      <Text fontWeight="semibold" overflowWrap="anywhere">
        {mail.subject}
      </Text>
      <Text textStyle="sm" overflowWrap="anywhere">
        To {mail.recipient}
        <Text as="span" color="fg.muted">
          {' '}
          · queued {formatTime(mail.createdAt)}
        </Text>
      </Text>
      {mail.lastError && (
        <Text textStyle="sm" color="fg.error" overflowWrap="anywhere">
          Last error: {mail.lastError}
        </Text>
      )}
    </FailureCard>
  );
}

function FailedJobsSection() {
  const page = usePageParam(JOBS_PAGE);
  const jobs = useFailedJobsQuery({ page, limit: ADMIN_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <Stack as="section" aria-labelledby="failed-jobs-heading" gap={4}>
      <Heading as="h2" id="failed-jobs-heading" size="md">
        Background jobs
      </Heading>
      <AdminListIntro query={jobs}>
        Jobs that failed every attempt (routing requests, delivering mail, refreshing referrers&apos; figures, the
        retention sweep), the newest first. Each is kept 7 days.
      </AdminListIntro>
      <AdminList
        query={jobs}
        page={page}
        pageParam={JOBS_PAGE}
        noun="failed jobs"
        loadingLabel="Loading the failed jobs"
        errorMessage="We couldn't load the failed jobs."
        empty={<EmptyState title="No failed jobs" description="Every background job of the last 7 days succeeded." />}
        renderItem={(job) => <FailedJobCard job={job} />}
      />
    </Stack>
  );
}

function MailQueueSection() {
  const page = usePageParam(MAIL_PAGE);
  const mail = useMailQueueQuery({ page, limit: ADMIN_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <Stack as="section" aria-labelledby="mail-queue-heading" gap={4}>
      <Heading as="h2" id="mail-queue-heading" size="md">
        Mail
      </Heading>
      <AdminListIntro query={mail}>
        Mail not delivered yet, the newest first: waiting for its first or next attempt, or failed after every attempt.
        Mail is shown without its text, which may hold a private link.
      </AdminListIntro>
      <AdminList
        query={mail}
        page={page}
        pageParam={MAIL_PAGE}
        noun="mails not delivered"
        loadingLabel="Loading the mail not delivered"
        errorMessage="We couldn't load the mail not delivered."
        empty={<EmptyState title="No mail waiting" description="Every mail has been delivered." />}
        renderItem={(queued) => <QueuedMailCard mail={queued} />}
      />
    </Stack>
  );
}

/**
 * The admin dashboard's Failures tab, in every environment: the background jobs that failed, and the mail waiting or
 * failed, each paged on its own. Mail is listed without its text; the Mail tab, outside production only, shows it.
 */
export function FailuresTab() {
  return (
    <Stack gap={10}>
      <FailedJobsSection />
      <MailQueueSection />
    </Stack>
  );
}
