import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useListOutboxQuery } from '../adminMailApi';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { usePageParam } from '../../../components/catalog/Pagination';
import { RETENTION } from '../../../shared/retention';
import type { OutboxMail } from '../../../shared/schemas/adminMail';
import { ADMIN_PAGE_SIZE, AdminCard, AdminList, AdminListIntro, formatTime, TextOnDemand } from './AdminList';

/**
 * Where a mail stands: delivered, given up on, or waiting (not yet tried, or tried and due again). The Failures tab
 * reads the mail not delivered, which has no `deliveredAt`, the same way.
 */
export function deliveryOf(mail: Pick<OutboxMail, 'attempts' | 'nextAttemptAt'> & { deliveredAt?: string | null }): {
  label: string;
  palette: string;
  detail: string;
} {
  const tries = `${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}`;
  if (mail.deliveredAt)
    return { label: 'Delivered', palette: 'green', detail: `${formatTime(mail.deliveredAt)}, ${tries}` };
  if (!mail.nextAttemptAt) return { label: 'Failed', palette: 'red', detail: `Given up after ${tries}` };
  if (mail.attempts === 0) return { label: 'Waiting', palette: 'gray', detail: 'Not sent yet' };
  return { label: 'Retrying', palette: 'orange', detail: `${tries}; next ${formatTime(mail.nextAttemptAt)}` };
}

type MailSummary = Pick<
  OutboxMail,
  'recipient' | 'subject' | 'createdAt' | 'attempts' | 'nextAttemptAt' | 'lastError'
> & {
  deliveredAt?: string | null;
};

/** A mail as both the outbox and the Failures tab show it: where it stands, its subject, recipient and last error. */
export function MailCard({ mail, children }: { mail: MailSummary; children?: ReactNode }) {
  const delivery = deliveryOf(mail);
  return (
    <AdminCard stacked label={`Mail to ${mail.recipient}: ${mail.subject}`}>
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
          {mail.deliveredAt ? 'Earlier error' : 'Last error'}: {mail.lastError}
        </Text>
      )}
      {children}
    </AdminCard>
  );
}

/** The outbox's card: the mail, and its text on demand until the outbox deletes it. */
function OutboxMailCard({ mail }: { mail: OutboxMail }) {
  return (
    <MailCard mail={mail}>
      {mail.textDeletedAt ? (
        <Text textStyle="sm" color="fg.muted">
          Text deleted {formatTime(mail.textDeletedAt)}: the outbox keeps a mail&apos;s text for{' '}
          {RETENTION.sentMailBodyDays} days after it was sent.
        </Text>
      ) : (
        <TextOnDemand showLabel="Show the text" textStyle="sm">
          {mail.text}
        </TextOnDemand>
      )}
    </MailCard>
  );
}

/**
 * The admin dashboard's Mail tab: the outbox, newest first, with where each mail stands and its text on demand.
 * Without SMTP_URL mail stays here, so this is where it is read (reset links included); the server offers it outside
 * production only.
 */
export function MailOutbox() {
  const page = usePageParam();
  const outbox = useListOutboxQuery({ page, limit: ADMIN_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap={4}>
      <AdminListIntro query={outbox}>
        Every mail the app sends is written here first. With SMTP_URL set it is delivered, and retried when the mail
        server refuses it; without it, it stays here to be read.
      </AdminListIntro>
      <AdminList
        query={outbox}
        page={page}
        noun="mails"
        loadingLabel="Loading the outbox"
        errorMessage="We couldn't load the outbox."
        empty={
          <EmptyState
            title="No mail yet"
            description="Reset links and request notifications appear here as soon as the app sends them."
          />
        }
        renderItem={(mail) => <OutboxMailCard mail={mail} />}
      />
    </Stack>
  );
}
