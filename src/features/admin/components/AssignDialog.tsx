import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAssignmentSuggestionsQuery, useAssignRequestMutation } from '../adminApi';
import { MatchScoreBreakdown } from './MatchScoreBreakdown';
import { useAppDispatch } from '../../../app/hooks';
import { FormDialog } from '../../../components/ui/FormDialog';
import { FormikRadioGroup } from '../../../components/ui/FormikRadioGroup';
import { toastAdded } from '../../../components/ui/toaster/toastsSlice';
import { assignmentRules } from '../../../shared/admin';
import type { AssignmentSuggestion, PendingRequest } from '../../../shared/schemas/admin';

/**
 * A request the dialog gives to a referrer: one that waits for a referrer, or one `heldBy` a referrer who has not
 * answered it yet, which the dialog moves to another.
 */
export interface RequestToAssign extends Pick<PendingRequest, 'id' | 'name' | 'email' | 'company' | 'jobTitle'> {
  heldBy?: { id: number; name: string };
}

function SuggestionLabel({ suggestion }: { suggestion: AssignmentSuggestion }) {
  return (
    <Stack gap={0.5}>
      <HStack gap={2} flexWrap="wrap">
        <Text as="span" fontWeight="semibold">
          {suggestion.name}
        </Text>
        {!suggestion.hasAccount && (
          <Badge colorPalette="orange" variant="subtle">
            No account: cannot read requests
          </Badge>
        )}
      </HStack>
      <Text as="span" textStyle="sm" color="fg.muted">
        {suggestion.title} at {suggestion.companyName} · {suggestion.successfulReferrals} successful referrals ·{' '}
        {suggestion.rating.toFixed(1)}★ · {suggestion.openRequests} unanswered
      </Text>
    </Stack>
  );
}

/** What the dialog says about the request, and what it says when nobody (else) at the company can take it. */
function wordingFor(request: RequestToAssign) {
  const asks = `${request.name} asks for a referral${request.jobTitle ? ` for ${request.jobTitle}` : ''} at ${request.company}.`;
  if (request.heldBy) {
    return {
      title: `Reassign the request from ${request.name}`,
      intro: `${asks} It is with ${request.heldBy.name}, who has not answered yet. The referrer you choose finds it in their dashboard and gets an e-mail; ${request.heldBy.name} no longer sees it.`,
      nobody: `Nobody else works at ${request.company}: the request stays with ${request.heldBy.name}.`,
      submitLabel: 'Reassign request',
      submittingLabel: 'Reassigning...',
      done: 'Request reassigned',
    };
  }
  return {
    title: `Assign the request from ${request.name}`,
    intro: `${asks} The referrer you choose finds it in their dashboard and gets an e-mail.`,
    nobody: `No referrer works at ${request.company} yet. The request waits here until one joins; you can also reply to ${request.email} directly.`,
    submitLabel: 'Assign request',
    submittingLabel: 'Assigning...',
    done: 'Request assigned',
  };
}

/**
 * Gives a request to a referrer at the company it names, chosen from the suggestions (best placed first; never the
 * referrer who holds it), then says where it went and closes. Checked with the rule the server applies; a request
 * another admin or assignment moved meanwhile is refused in the server's words.
 */
export function AssignDialog({ request, onClose }: { request: RequestToAssign | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const suggestions = useAssignmentSuggestionsQuery(request?.id ?? skipToken);
  const [assign] = useAssignRequestMutation();
  const wording = request && wordingFor(request);
  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title={wording?.title ?? ''}
      initialValues={{ referrerId: '' }}
      validationSchema={assignmentRules}
      onSubmit={async (values) => {
        const { referrerId } = assignmentRules.cast(values);
        const result = await assign({ id: request!.id, referrerId, fromReferrerId: request!.heldBy?.id }).unwrap();
        dispatch(
          toastAdded({
            title: wording!.done,
            description: `${result.referrerName} will find the request from ${request!.name} in their dashboard.`,
          }),
        );
        onClose();
      }}
      failure="The request could not be assigned. Please try again."
      submitLabel={wording?.submitLabel ?? ''}
      submittingLabel={wording?.submittingLabel ?? ''}
      submitPalette="brand"
      submitDisabled={!suggestions.data?.length}
      size="lg"
    >
      {request && wording && (
        <>
          <Text color="fg.muted">{wording.intro}</Text>
          {suggestions.isError ? (
            <Stack gap={2} role="alert">
              <Text color="fg.error">We couldn't load the referrers at {request.company}.</Text>
              <Button size="sm" variant="outline" alignSelf="start" onClick={() => void suggestions.refetch()}>
                Try again
              </Button>
            </Stack>
          ) : !suggestions.data ? (
            <Stack gap={3} role="status" aria-label="Loading suggested referrers" aria-busy="true">
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} h="12" aria-hidden="true" />
              ))}
            </Stack>
          ) : suggestions.data.length === 0 ? (
            <Text>{wording.nobody}</Text>
          ) : (
            <FormikRadioGroup
              name="referrerId"
              label={`Referrers at ${request.company}, best placed first`}
              options={suggestions.data.map((suggestion) => ({
                value: String(suggestion.id),
                label: <SuggestionLabel suggestion={suggestion} />,
              }))}
            />
          )}
          <MatchScoreBreakdown requestId={request.id} />
        </>
      )}
    </FormDialog>
  );
}
