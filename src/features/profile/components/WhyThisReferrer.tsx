import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '../../../components/ui/ConfirmDialog';
import { MATCH_ORIGIN_TEXT, matchReasonText, someoneElseMessages } from '../../../shared/matchReasons';
import type { ReferralRequest } from '../../../shared/schemas/referralRequests';
import { useAskForSomeoneElseMutation, useMatchReasonQuery } from '../matchReasonApi';

/**
 * Why the request is with its referrer, in plain words: the reasons the matching kept when it chose them, or that our
 * team did; and, once per request the matching gave, "Ask for someone else" (with a confirm step). Nothing for a
 * request the candidate sent to the referrer themselves, or one that waits.
 */
export function WhyThisReferrer({ request }: { request: ReferralRequest }) {
  const withReferrer = request.referrerName !== null && !request.pendingAssignment;
  const reason = useMatchReasonQuery(withReferrer ? request.id : skipToken);
  const [ask] = useAskForSomeoneElseMutation();
  const [asking, setAsking] = useState(false);
  if (!withReferrer) return null;
  if (reason.isError) {
    // A request the candidate no longer holds, or no longer there, has nothing to explain.
    if ('status' in reason.error && reason.error.status === 404) return null;
    return (
      <Stack gap={1} role="alert">
        <Text color="fg.error" textStyle="sm">
          We couldn't load why your request went to {request.referrerName}.
        </Text>
        <Button size="xs" variant="outline" alignSelf="start" onClick={() => void reason.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const why = reason.data;
  if (!why || why.origin === null || why.origin === 'you-chose') return null;
  const text =
    why.origin === 'our-team'
      ? MATCH_ORIGIN_TEXT['our-team']
      : why.score
        ? matchReasonText(why.score)
        : MATCH_ORIGIN_TEXT.matchingUnexplained;
  const confirmation: Confirmation | null = asking
    ? {
        title: someoneElseMessages.confirmTitle,
        description: someoneElseMessages.confirmDescription(why.referrerName ?? request.referrerName!, request.company),
        confirmLabel: someoneElseMessages.confirmLabel,
        destructive: false,
        run: () => ask(request.id).unwrap(),
        done: { title: someoneElseMessages.done, description: someoneElseMessages.doneDescription(request.company) },
      }
    : null;
  const headingId = `why-referrer-${request.id}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderStartWidth="3px" borderColor="teal.muted" ps={3}>
      <Stack gap={2}>
        <Stack gap={0.5}>
          <Text id={headingId} textStyle="sm" fontWeight="medium">
            Why {why.referrerName}
          </Text>
          <Text color="fg.muted" textStyle="sm" overflowWrap="anywhere">
            {text}
          </Text>
          {why.askedForSomeoneElse && (
            <Text color="fg.muted" textStyle="sm">
              You asked for someone else for this request; it cannot be asked again.
            </Text>
          )}
        </Stack>
        {why.canAskForSomeoneElse && (
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setAsking(true)}>
            Ask for someone else
          </Button>
        )}
      </Stack>
      <ConfirmDialog confirmation={confirmation} onClose={() => setAsking(false)} />
    </Box>
  );
}
