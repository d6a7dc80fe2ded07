import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import {
  useCloseConversationMutation,
  useConversationQuery,
  useReportMessageMutation,
  useSendMessageMutation,
} from '../../api/conversationsApi';
import { CONVERSATION, conversationMessages, messageRules } from '../../shared/conversation';
import type { Conversation, ConversationMessage } from '../../shared/schemas/conversations';
import { formatCount } from '../../shared/text';
import { ConfirmDialog, type Confirmation } from '../ui/ConfirmDialog';
import { FormAlert, showRefusal } from '../ui/FormAlert';
import { FormikTextarea } from '../ui/FormikTextarea';
import { List } from '../ui/chakra/List';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Why nobody can write now, in the reader's words. */
function cannotWriteText(conversation: Conversation) {
  switch (conversation.cannotWriteBecause) {
    case 'closed': {
      const by =
        conversation.closedByParty === conversation.party ? 'you' : (conversation.otherName ?? 'the other side');
      const on = conversation.closedAt ? ` on ${when.format(new Date(conversation.closedAt))}` : '';
      return `This conversation was closed by ${by}${on}. Nobody can write in it any more.`;
    }
    case 'noReferrerYet':
      return conversationMessages.noReferrerYet;
    case 'candidateDeleted':
      return conversationMessages.candidateDeleted;
    case 'noCandidateAccount':
      return conversationMessages.noCandidateAccount;
    default:
      return null;
  }
}

function authorOf(message: ConversationMessage, conversation: Conversation) {
  if (message.mine) return 'You';
  return conversation.otherName ?? (message.authorParty === 'referrer' ? 'Your referrer' : 'The candidate');
}

/**
 * The conversation on a request, for its candidate (My requests) and its referrer (the dashboard): the messages, oldest
 * first, in a log region that announces new ones as they arrive live; a message box with its character count; report
 * (the other side's messages) and close, each after a confirmation.
 */
export function ConversationPanel({ requestId }: { requestId: number }) {
  const conversation = useConversationQuery(requestId);
  const [send] = useSendMessageMutation();
  const [close] = useCloseConversationMutation();
  const [report] = useReportMessageMutation();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const logId = `conversation-${requestId}-log`;

  if (conversation.isError && !conversation.data) {
    return (
      <Stack gap={2} align="flex-start">
        <Text color="fg.error" role="alert">
          We could not load the messages. Check your connection and try again.
        </Text>
        <Button size="xs" variant="outline" onClick={() => void conversation.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (!conversation.data) return <Spinner size="sm" aria-label="Loading the messages" />;
  const data = conversation.data;
  const blocked = cannotWriteText(data);
  const otherName = data.otherName ?? (data.party === 'candidate' ? 'your referrer' : 'the candidate');

  const askToReport = (message: ConversationMessage) =>
    setConfirmation({
      title: 'Report this message?',
      description:
        'Our team will read this conversation and may act on it. The other side is not told who reported it.',
      confirmLabel: 'Report message',
      destructive: true,
      run: () => report({ requestId, messageId: message.id }).unwrap(),
      done: { title: 'Message reported', description: conversationMessages.reported },
    });
  const askToClose = () =>
    setConfirmation({
      title: 'Close this conversation?',
      description: `Neither you nor ${otherName} will be able to write in it again. What was said stays here.`,
      confirmLabel: 'Close conversation',
      destructive: true,
      run: () => close(requestId).unwrap(),
      done: { title: conversationMessages.closed, description: 'Nobody can write in it any more.' },
    });

  return (
    <Stack gap={3}>
      <Box
        id={logId}
        role="log"
        aria-live="polite"
        aria-label={`Messages with ${otherName}`}
        maxH="24rem"
        overflowY="auto"
        tabIndex={0}
      >
        {data.messages.length === 0 ? (
          <Text color="fg.muted">
            {blocked ? 'No messages.' : `No messages yet. Write to ${otherName} about this request.`}
          </Text>
        ) : (
          <List.Root as="ol" gap={3} listStyleType="none">
            {data.messages.map((message) => (
              <List.Item key={message.id}>
                <Box
                  borderStartWidth="3px"
                  borderColor={message.mine ? 'brand.muted' : 'border.emphasized'}
                  ps={3}
                  maxW="full"
                >
                  <HStack gap={2} flexWrap="wrap" textStyle="sm">
                    <Text as="span" fontWeight="semibold">
                      {authorOf(message, data)}
                    </Text>
                    <Text as="span" color="fg.muted">
                      <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))}</time>
                    </Text>
                    {message.reported && (
                      <Badge colorPalette="orange" variant="subtle" size="sm">
                        Reported
                      </Badge>
                    )}
                  </HStack>
                  {/* Plain text: React writes it as text, never as HTML; line breaks are kept. */}
                  <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {message.body}
                  </Text>
                  {!message.mine && !message.reported && (
                    <Button
                      size="xs"
                      variant="plain"
                      px={0}
                      color="fg.muted"
                      textDecoration="underline"
                      aria-label={`Report the message of ${when.format(new Date(message.createdAt))}`}
                      onClick={() => askToReport(message)}
                    >
                      Report
                    </Button>
                  )}
                </Box>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>

      {blocked ? (
        <Text color="fg.muted" textStyle="sm">
          {blocked}
        </Text>
      ) : (
        <Formik
          initialValues={{ body: '' }}
          validationSchema={messageRules}
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            try {
              await send({ requestId, body: messageRules.cast(values).body }).unwrap();
              helpers.resetForm();
            } catch (error) {
              showRefusal(error, helpers, 'We could not send your message. Please try again.');
            }
          }}
        >
          {({ isSubmitting, status, values }) => (
            <Form noValidate aria-label={`Write to ${otherName}`}>
              <Stack gap={2}>
                <FormAlert message={status} announce />
                <FormikTextarea
                  name="body"
                  label="Your message"
                  helperText={`${formatCount(values.body.length)} of ${formatCount(CONVERSATION.messageMaxLength)} characters. Plain text only.`}
                />
                <HStack gap={2} flexWrap="wrap" justify="space-between">
                  <Button type="submit" size="sm" colorPalette="brand" loading={isSubmitting} loadingText="Sending...">
                    Send message
                  </Button>
                  <Button size="sm" variant="ghost" colorPalette="red" onClick={askToClose}>
                    Close conversation
                  </Button>
                </HStack>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Stack>
  );
}
