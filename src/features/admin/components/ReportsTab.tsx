import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { ConfirmDialog, type Confirmation } from '../../../components/ui/ConfirmDialog';
import { List } from '../../../components/ui/chakra/List';
import type { ReportedMessage } from '../../../shared/schemas/conversations';
import { useReportedConversationQuery, useReportedMessagesQuery, useResolveReportMutation } from '../adminReportsApi';
import { AdminCard, AdminList, AdminListIntro, formatTime } from './AdminList';

/** The whole conversation of a reported message, read only while its report is open. */
function ReportedConversationView({ conversationId, reportedId }: { conversationId: number; reportedId: number }) {
  const conversation = useReportedConversationQuery(conversationId);
  if (conversation.isError) return <Text color="fg.error">The conversation could not be loaded.</Text>;
  if (!conversation.data) return <Spinner size="sm" aria-label="Loading the conversation" />;
  const { candidateName, referrerName, messages, closedAt } = conversation.data;
  return (
    <Stack gap={2}>
      <List.Root
        as="ol"
        gap={2}
        listStyleType="none"
        aria-label={`Conversation of ${candidateName} and ${referrerName}`}
      >
        {messages.map((message) => (
          <List.Item key={message.id}>
            <Box
              borderStartWidth="3px"
              borderColor={message.id === reportedId ? 'orange.solid' : 'border.emphasized'}
              ps={3}
            >
              <HStack gap={2} flexWrap="wrap" textStyle="sm">
                <Text as="span" fontWeight="semibold">
                  {message.authorParty === 'candidate' ? `${candidateName} (candidate)` : `${referrerName} (referrer)`}
                </Text>
                <Text as="span" color="fg.muted">
                  {formatTime(message.createdAt)}
                </Text>
                {message.reportOpen && (
                  <Badge colorPalette="orange" size="sm">
                    Reported
                  </Badge>
                )}
              </HStack>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {message.body}
              </Text>
            </Box>
          </List.Item>
        ))}
      </List.Root>
      {closedAt && (
        <Text color="fg.muted" textStyle="sm">
          Closed {formatTime(closedAt)}
        </Text>
      )}
    </Stack>
  );
}

function ReportCard({ message, onResolve }: { message: ReportedMessage; onResolve: () => void }) {
  const [open, setOpen] = useState(false);
  const author = message.authorName ?? 'A deleted account';
  const conversationId = `report-${message.id}-conversation`;
  return (
    <AdminCard stacked label={`Reported message from ${author}, request ${message.requestId} at ${message.company}`}>
      <HStack gap={2} flexWrap="wrap">
        <Badge colorPalette="orange">Reported</Badge>
        <Text color="fg.muted" textStyle="xs">
          {formatTime(message.reportedAt)} by {message.reportedByName ?? 'a deleted account'}
        </Text>
      </HStack>
      <Text textStyle="sm">
        <Text as="span" fontWeight="semibold">
          {author}
        </Text>{' '}
        ({message.authorParty}) on request {message.requestId} at {message.company}, {formatTime(message.createdAt)}
      </Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {message.body}
      </Text>
      <HStack gap={2} flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open}
          aria-controls={conversationId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? 'Hide the conversation' : 'Read the conversation'}
        </Button>
        <Button size="sm" colorPalette="brand" onClick={onResolve}>
          Resolve
        </Button>
      </HStack>
      {open && (
        <Box id={conversationId} borderTopWidth="1px" pt={3}>
          <ReportedConversationView conversationId={message.conversationId} reportedId={message.id} />
        </Box>
      )}
    </AdminCard>
  );
}

/**
 * The admin dashboard's Reports tab: messages a party to a request reported, oldest report first, each with its whole
 * conversation, which admins can read only while a report in it is open.
 */
export function ReportsTab() {
  const reports = useReportedMessagesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [resolve] = useResolveReportMutation();
  const [resolving, setResolving] = useState<ReportedMessage | null>(null);
  const confirmation: Confirmation | null = resolving && {
    title: 'Resolve this report?',
    description:
      'The message leaves the queue. Once no report in its conversation is open, admins can no longer read it.',
    confirmLabel: 'Resolve report',
    destructive: false,
    run: () => resolve(resolving.id).unwrap(),
    done: { title: 'Report resolved', description: `The message on request ${resolving.requestId}.` },
  };
  return (
    <Stack gap={4}>
      <AdminListIntro query={reports}>
        Messages that a candidate or a referrer reported in the conversation on their request. You can read a
        conversation only while a report in it is open.
      </AdminListIntro>
      <AdminList
        query={reports}
        page={1}
        paged={false}
        noun="reports"
        loadingLabel="Loading the reports"
        errorMessage="We couldn't load the reports."
        empty={
          <EmptyState title="No reports" description="Messages people report show here, with their conversation." />
        }
        renderItem={(message) => <ReportCard message={message} onResolve={() => setResolving(message)} />}
      />
      <ConfirmDialog confirmation={confirmation} onClose={() => setResolving(null)} />
    </Stack>
  );
}
