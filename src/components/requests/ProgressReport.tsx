import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { serverMessage } from '../../api/baseQuery';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog, type Confirmation } from '../ui/ConfirmDialog';
import { toastAdded } from '../ui/toaster/toastsSlice';
import { allowedActions, PROGRESS_ACTIONS, REQUEST_MOVES, type RequestAction } from '../../shared/requestLifecycle';
import type { ReferralRequest } from '../../shared/schemas/referralRequests';
import { formatCalendarDay } from '../../shared/utcDay';
import { formatDate } from './outcomeDates';

/** Reports that end the request: asked about first, as they cannot be taken back. */
const FINAL_REPORTS: Partial<Record<RequestAction, { title: string; description: string }>> = {
  'report-hired': {
    title: 'You were hired?',
    description: 'Congratulations! Your referrer will see it, and it counts as one of their successful referrals.',
  },
  'report-not-selected': {
    title: 'You were not selected?',
    description: 'Your referrer will see it, and the request ends. You can ask for another referral at any time.',
  },
};

/** What of a request the section reads: "My requests" and the private link's page both have it. */
export type ProgressRequest = Pick<
  ReferralRequest,
  'company' | 'referrerName' | 'status' | 'submittedOn' | 'hireDisputableUntil'
>;

/**
 * What happened after "referred", on the candidate's request (src/shared/requestLifecycle.ts): the day their referrer
 * submitted them, their own progress to report (interviewing, an offer, hired, not selected), and their answer to the
 * referrer's "hired" while it can still be disputed. `onMove` makes the move (as the signed-in candidate in "My
 * requests", by the link's token on /follow-request) and rejects with the API's error when it is refused.
 */
export function ProgressReport({
  request,
  headingId,
  onMove,
}: {
  request: ProgressRequest;
  /** The id of the section's heading, unique on the page. */
  headingId: string;
  onMove: (action: RequestAction) => Promise<unknown>;
}) {
  const dispatch = useAppDispatch();
  const [moving, setMoving] = useState<RequestAction | null>(null);
  const [confirming, setConfirming] = useState<RequestAction | null>(null);
  const referrer = request.referrerName ?? 'Your referrer';
  // The server names the deadline while the mark waits; once it passed, the job confirms it (a late answer gets a 409).
  const hireDisputable = request.hireDisputableUntil !== null;
  const allowed = allowedActions(request.status, 'candidate', { hireDisputable });
  const reports = PROGRESS_ACTIONS.filter((action) => allowed.includes(action));
  const answers = (['confirm-hire', 'dispute-hire'] as const).filter((action) => allowed.includes(action));
  if (!request.submittedOn && reports.length === 0 && answers.length === 0) return null;

  const report = async (action: RequestAction) => {
    setMoving(action);
    try {
      await onMove(action);
      dispatch(toastAdded({ title: REQUEST_MOVES[action].done, description: `Your request to ${request.company}.` }));
    } catch (error) {
      dispatch(
        toastAdded({
          title: 'The request did not change',
          description: serverMessage(error) ?? 'Please try again.',
          variant: 'destructive',
        }),
      );
    } finally {
      setMoving(null);
    }
  };
  const finalReport = confirming && FINAL_REPORTS[confirming];
  const confirmation: Confirmation | null =
    confirming && finalReport
      ? {
          ...finalReport,
          confirmLabel: REQUEST_MOVES[confirming].label,
          destructive: false,
          run: () => onMove(confirming),
          done: { title: REQUEST_MOVES[confirming].done, description: `Your request to ${request.company}.` },
        }
      : null;
  const submitted = request.submittedOn && (
    <Text textStyle="sm" color="fg.muted">
      {referrer} submitted you in {request.company}&apos;s system on {formatCalendarDay(request.submittedOn)}.
    </Text>
  );
  // Nothing left to report (hired, not selected): only the day they were submitted.
  if (reports.length === 0 && answers.length === 0) return submitted;

  return (
    <Box as="section" aria-labelledby={headingId} borderStartWidth="3px" borderColor="purple.muted" ps={3}>
      <Stack gap={2}>
        <Text id={headingId} textStyle="sm" fontWeight="medium">
          {answers.length > 0 ? `${referrer} marked you as hired` : 'How is it going?'}
        </Text>
        {submitted}
        {answers.length > 0 && (
          <Text textStyle="sm">
            Is that right? If you do not answer by {formatDate(request.hireDisputableUntil!)}, it counts as a hire.
          </Text>
        )}
        {reports.length > 0 && (
          <Text textStyle="sm">Tell {referrer} where you are: it is the news referrers wait for.</Text>
        )}
        <HStack gap={2} flexWrap="wrap" role="group" aria-labelledby={headingId}>
          {[...answers, ...reports].map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'dispute-hire' || action === 'report-not-selected' ? 'outline' : 'solid'}
              colorPalette="brand"
              loading={moving === action}
              disabled={moving !== null}
              onClick={() => (FINAL_REPORTS[action] ? setConfirming(action) : void report(action))}
            >
              {REQUEST_MOVES[action].label}
            </Button>
          ))}
        </HStack>
      </Stack>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirming(null)} />
    </Box>
  );
}
