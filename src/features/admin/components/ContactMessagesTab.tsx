import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useListContactMessagesQuery } from '../../../api/contactApi';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { usePageParam } from '../../../components/catalog/Pagination';
import type { ContactMessage } from '../../../shared/schemas/contact';
import { ADMIN_PAGE_SIZE, AdminCard, AdminList, AdminListIntro, formatTime } from './AdminList';

function MessageCard({ message }: { message: ContactMessage }) {
  return (
    <AdminCard stacked label={`Message from ${message.name}: ${message.topic}`}>
      <HStack gap={2} flexWrap="wrap">
        <Badge colorPalette="brand">{message.topic}</Badge>
        <Text color="fg.muted" textStyle="xs">
          {formatTime(message.createdAt)}
        </Text>
      </HStack>
      <Text textStyle="sm" overflowWrap="anywhere">
        <Text as="span" fontWeight="semibold">
          {message.name}
        </Text>{' '}
        ·{' '}
        <Link href={`mailto:${message.email}`} color="brand.600">
          {message.email}
        </Link>
      </Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {message.message}
      </Text>
    </AdminCard>
  );
}

/** The admin dashboard's Messages tab: what people wrote through /contact, newest first (each was also mailed). */
export function ContactMessagesTab() {
  const page = usePageParam();
  const messages = useListContactMessagesQuery({ page, limit: ADMIN_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap={4}>
      <AdminListIntro query={messages}>
        Messages sent through the contact page. Each also went to every admin by mail; answer at the sender&apos;s
        address.
      </AdminListIntro>
      <AdminList
        query={messages}
        page={page}
        noun="messages"
        loadingLabel="Loading the messages"
        errorMessage="We couldn't load the messages."
        empty={<EmptyState title="No messages yet" description="What people write on the contact page shows here." />}
        renderItem={(message) => <MessageCard message={message} />}
      />
    </Stack>
  );
}
