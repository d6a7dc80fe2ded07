import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAssignmentSuggestionsQuery, useAssignRequestMutation } from '../../../api/adminApi';
import { FormDialog } from '../../../components/ui/FormDialog';
import { FormikRadioGroup } from '../../../components/ui/FormikRadioGroup';
import { assignmentSchema } from '../../../shared/admin';
import type { AssignmentSuggestion, PendingRequest } from '../../../shared/schemas/admin';

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

/**
 * Gives a waiting request to a referrer at the company it names, chosen from the suggestions (best placed first).
 * Checked with the rule the server applies; a request another admin assigned meanwhile is refused in the server's words.
 */
export function AssignDialog({
  request,
  onClose,
  onAssigned,
}: {
  request: PendingRequest | null;
  onClose: () => void;
  onAssigned: (referrerName: string) => void;
}) {
  const suggestions = useAssignmentSuggestionsQuery(request?.id ?? skipToken);
  const [assign] = useAssignRequestMutation();
  return (
    <FormDialog
      open={request !== null}
      onClose={onClose}
      title={`Assign the request from ${request?.name ?? ''}`}
      initialValues={{ referrerId: '' }}
      validationSchema={assignmentSchema}
      onSubmit={async (values) => {
        const result = await assign({ id: request!.id, ...assignmentSchema.cast(values) }).unwrap();
        onAssigned(result.referrerName);
      }}
      failure="The request could not be assigned. Please try again."
      submitLabel="Assign request"
      submittingLabel="Assigning..."
      submitPalette="brand"
      submitDisabled={!suggestions.data?.length}
      size="lg"
    >
      {request && (
        <>
          <Text color="fg.muted">
            {request.name} asks for a referral{request.jobTitle ? ` for ${request.jobTitle}` : ''} at {request.company}.
            The referrer you choose finds it in their dashboard and gets an e-mail.
          </Text>
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
            <Text>
              No referrer works at {request.company} yet. The request waits here until one joins; you can also reply to{' '}
              {request.email} directly.
            </Text>
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
        </>
      )}
    </FormDialog>
  );
}
