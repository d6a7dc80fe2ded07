import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useAdminAuditLogQuery } from '../auditLogApi';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { usePageParam } from '../../../components/catalog/Pagination';
import type { AuditAction, AuditObjectType } from '../../../shared/auditLog';
import type { AuditLogEntry } from '../../../shared/schemas/auditLog';
import { ADMIN_PAGE_SIZE, AdminCard, AdminList, AdminListIntro } from './AdminList';

const formatTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const ACTION_LABELS: Record<AuditAction, string> = {
  'user.role_changed': 'Role changed',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled',
  'user.deleted': 'Account deleted',
  'referral_request.assigned': 'Request assigned',
  'referral_request.reassigned': 'Request reassigned',
  'company.website_changed': 'Website changed',
  'job.removed': 'Job removed',
  'job.edited': 'Job edited',
  'job.closed': 'Job closed',
  'message_report.resolved': 'Report resolved',
};

const OBJECT_LABELS: Record<AuditObjectType, string> = {
  user: 'Account',
  referral_request: 'Request',
  company: 'Company',
  job: 'Job',
  message: 'Message',
};

/** The names of the values an action records; a value not listed shows under its own name. */
const VALUE_LABELS: Record<string, string> = {
  role: 'Role',
  isReferrer: 'A referrer',
  disabledAt: 'Disabled',
  referrerId: 'Referrer',
  websiteUrl: 'Website',
  removedAt: 'Removed',
  removedReason: 'Reason',
  closedAt: 'Closed',
  title: 'Title',
  type: 'Type',
  companyId: 'Company',
  location: 'Location',
  experienceLevel: 'Experience',
  description: 'Description',
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value as people read it: a date as a date, a referrer by name, nothing as "none". */
function readable(entry: AuditLogEntry, name: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (name === 'referrerId') {
    const referrer = entry.referrerNames[String(value)];
    return referrer ? `${referrer} (#${String(value)})` : `referrer #${String(value)}`;
  }
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatTime(value);
  return String(value);
}

/** Each value the action recorded: "before → after", or what it was when the object is gone. */
function changesOf(entry: AuditLogEntry) {
  const names = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return names.map((name) => {
    const label = VALUE_LABELS[name] ?? name;
    const before = readable(entry, name, entry.before?.[name]);
    const after = readable(entry, name, entry.after?.[name]);
    if (!entry.after) return { name, label, text: `${before} (before)` };
    if (!entry.before) return { name, label, text: after };
    return { name, label, text: `${before} → ${after}` };
  });
}

function objectText({ object }: AuditLogEntry) {
  const kind = `${OBJECT_LABELS[object.type]} #${object.id}`;
  return object.label === null ? `${kind} (no longer exists)` : `${kind}: ${object.label}`;
}

function EntryCard({ entry }: { entry: AuditLogEntry }) {
  const action = ACTION_LABELS[entry.action];
  return (
    <AdminCard stacked label={`${action}: ${objectText(entry)}`}>
      <HStack gap={2} flexWrap="wrap">
        <Badge colorPalette={entry.action === 'user.deleted' || entry.action === 'job.removed' ? 'red' : 'brand'}>
          {action}
        </Badge>
        <Text color="fg.muted" textStyle="xs">
          <time dateTime={entry.at}>{formatTime(entry.at)}</time>
        </Text>
      </HStack>
      <Text fontWeight="semibold" overflowWrap="anywhere">
        {objectText(entry)}
      </Text>
      <Stack as="ul" gap={1} listStyleType="none" textStyle="sm">
        {changesOf(entry).map(({ name, label, text }) => (
          <Text as="li" key={name} overflowWrap="anywhere">
            <Text as="span" color="fg.muted">
              {label}:
            </Text>{' '}
            {text}
          </Text>
        ))}
      </Stack>
      <Text color="fg.muted" textStyle="sm" overflowWrap="anywhere">
        By {entry.admin.name} · {entry.admin.email}
      </Text>
    </AdminCard>
  );
}

/** The admin dashboard's Audit tab: every change an admin made, newest first, with who made it and what it changed. */
export function AuditLogTab() {
  const page = usePageParam();
  const entries = useAdminAuditLogQuery({ page, limit: ADMIN_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap={4}>
      <AdminListIntro query={entries}>
        Every change an admin made: roles, disabled and deleted accounts, assignments, websites, and jobs removed, or
        edited and closed for their poster, newest first. Each entry is written with its change, and names the admin as
        they were then.
      </AdminListIntro>
      <AdminList
        query={entries}
        page={page}
        noun="entries"
        loadingLabel="Loading the audit log"
        errorMessage="We couldn't load the audit log."
        empty={<EmptyState title="No admin actions yet" description="What admins change shows here." />}
        renderItem={(entry) => <EntryCard entry={entry} />}
      />
    </Stack>
  );
}
