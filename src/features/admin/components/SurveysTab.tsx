import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useSurveyResponsesQuery, useSurveySummaryQuery } from '../adminApi';
import { EmptyState } from '../../../components/catalog/EmptyState';
import { ListError } from '../../../components/catalog/ListError';
import { usePageParam } from '../../../components/catalog/Pagination';
import type { AdminSurveyResponse } from '../../../shared/schemas/admin';
import { ADMIN_PAGE_SIZE, AdminCard, AdminList } from './AdminList';
import { ChartSkeleton } from './ChartSkeleton';
import { purposeLabel } from './surveyLabels';

const SurveyCharts = lazy(() => import('./SurveyCharts'));

function Answer({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <Text textStyle="sm">
      <Text as="span" fontWeight="semibold">
        {label}:{' '}
      </Text>
      {text}
    </Text>
  );
}

function SurveyCard({ response }: { response: AdminSurveyResponse }) {
  const sentOn = new Date(response.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' });
  return (
    <AdminCard stacked label={`Survey answer of ${sentOn}`}>
      <HStack gap={2} flexWrap="wrap">
        <Badge colorPalette="brand">{response.delightRating} / 5</Badge>
        <Badge variant="outline">{purposeLabel(response.userPurpose)}</Badge>
        <Text color="fg.muted" textStyle="xs">
          {sentOn}
        </Text>
      </HStack>
      <Text textStyle="sm">{response.meetingNeeds}</Text>
      <Answer label="Other purpose" text={response.otherPurpose} />
      <Answer label="Loves" text={response.loveFeedback} />
      <Answer label="Would improve" text={response.improvementFeedback} />
      <Answer label="Role" text={[response.jobRole, response.company].filter(Boolean).join(' at ') || null} />
      <Answer label="More" text={response.additionalFeedback} />
      {response.contactConsent === 'yes' && (
        <Answer
          label="May be contacted at"
          text={[response.contactEmail, response.contactPhone].filter(Boolean).join(', ') || null}
        />
      )}
    </AdminCard>
  );
}

/** What the survey says: how the answers split, as charts, then every answer, newest first. */
export function SurveysTab() {
  const summary = useSurveySummaryQuery();
  const page = usePageParam();
  const responses = useSurveyResponsesQuery({ page, limit: ADMIN_PAGE_SIZE });
  const empty = (
    <EmptyState
      title="No survey answers yet"
      description="The survey opens after someone sends a referral request, and from the navbar and footer."
    />
  );

  return (
    <Stack gap={8}>
      <Stack gap={3}>
        <Heading as="h2" size="md">
          Summary
        </Heading>
        {summary.isError ? (
          <ListError message="We couldn't load the survey summary." onRetry={() => void summary.refetch()} />
        ) : !summary.data ? (
          <Stack role="status" aria-label="Loading the survey summary" aria-busy="true">
            <ChartSkeleton />
          </Stack>
        ) : summary.data.total === 0 ? (
          <Text color="fg.muted">The charts appear with the first answer.</Text>
        ) : (
          <Suspense fallback={<ChartSkeleton />}>
            <SurveyCharts summary={summary.data} />
          </Suspense>
        )}
      </Stack>
      <Stack gap={3}>
        <Heading as="h2" size="md">
          Answers
        </Heading>
        <AdminList
          query={responses}
          page={page}
          noun="answers"
          loadingLabel="Loading survey answers"
          errorMessage="We couldn't load the survey answers."
          empty={empty}
          renderItem={(response) => <SurveyCard response={response} />}
        />
      </Stack>
    </Stack>
  );
}
