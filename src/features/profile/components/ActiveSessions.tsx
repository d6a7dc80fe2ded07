import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { serverMessage } from '../../../api/baseQuery';
import { useAppDispatch } from '../../../app/hooks';
import { CardGridSkeleton } from '../../../components/catalog/CardGridSkeleton';
import { ListError } from '../../../components/catalog/ListError';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import type { ActiveSession } from '../../../shared/schemas/sessions';
import { sessionMessages } from '../../../shared/sessions';
import { useEndOtherSessionsMutation, useEndSessionMutation, useGetSessionsQuery } from '../sessionsApi';

const signedInOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** When a session was last used, in words; the server writes it at most once a minute, so "now" covers two. */
export function lastUsed(lastSeenAt: string, now = Date.now()) {
  const minutes = Math.max(0, Math.round((now - Date.parse(lastSeenAt)) / 60_000));
  if (minutes < 2) return 'Active now';
  if (minutes < 60) return `Last used ${relative.format(-minutes, 'minute')}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Last used ${relative.format(-hours, 'hour')}`;
  return `Last used ${relative.format(-Math.round(hours / 24), 'day')}`;
}

function SessionRow({ session, onEnd, ending }: { session: ActiveSession; onEnd: () => void; ending: boolean }) {
  const when = `Signed in ${signedInOn.format(new Date(session.createdAt))} · ${lastUsed(session.lastSeenAt)}`;
  return (
    <HStack
      as="li"
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      flexDirection={{ base: 'column', sm: 'row' }}
      gap={3}
      py={3}
      borderTopWidth="1px"
      borderColor="border.muted"
      _first={{ borderTopWidth: 0, pt: 0 }}
    >
      <Stack gap={1}>
        <HStack gap={2} flexWrap="wrap">
          <Text fontWeight="semibold">{session.browser}</Text>
          {session.current && <Badge colorPalette="green">This device</Badge>}
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          {when}
        </Text>
      </Stack>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          flexShrink={0}
          loading={ending}
          loadingText="Signing out..."
          aria-label={`Sign out ${session.browser}, ${when.toLowerCase()}`}
          onClick={onEnd}
        >
          Sign out
        </Button>
      )}
    </HStack>
  );
}

/** Where the person is signed in: each browser's session, this one marked, and signing any other out. */
export function ActiveSessions() {
  const dispatch = useAppDispatch();
  const sessions = useGetSessionsQuery();
  const [endSession] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const [endingId, setEndingId] = useState<number>();
  const [problem, setProblem] = useState<string>();

  if (sessions.isError) {
    return <ListError message={sessionMessages.listFailed} onRetry={() => void sessions.refetch()} />;
  }
  if (!sessions.data) return <CardGridSkeleton count={2} columns={1} label="Loading your sessions" />;

  const others = sessions.data.filter((session) => !session.current);
  const end = async (session: ActiveSession) => {
    setProblem(undefined);
    setEndingId(session.id);
    try {
      await endSession(session.id).unwrap();
      dispatch(toastAdded(sessionMessages.ended));
    } catch (error) {
      setProblem(serverMessage(error) ?? sessionMessages.failed);
      // Ended meanwhile (elsewhere, or by a password change): the list shows what is left.
      void sessions.refetch();
    } finally {
      setEndingId(undefined);
    }
  };
  const endAllOthers = async () => {
    setProblem(undefined);
    try {
      await endOthers().unwrap();
      dispatch(toastAdded(sessionMessages.othersEnded));
    } catch (error) {
      setProblem(serverMessage(error) ?? sessionMessages.failed);
    }
  };

  return (
    <Stack gap={4}>
      <Box as="ul" listStyleType="none" aria-label="Your sessions">
        {sessions.data.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            ending={endingId === session.id}
            onEnd={() => void end(session)}
          />
        ))}
      </Box>
      {others.length === 0 && (
        <Text color="fg.muted" textStyle="sm">
          You are signed in on this device only.
        </Text>
      )}
      {problem && (
        <Text color="fg.error" role="alert" textStyle="sm">
          {problem}
        </Text>
      )}
      {others.length > 0 && (
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={endingOthers.isLoading}
          loadingText="Signing out..."
          onClick={() => void endAllOthers()}
        >
          Sign out all other sessions
        </Button>
      )}
    </Stack>
  );
}
