import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EXCLUSION_TEXT, responseText, roomText } from '../../../shared/matchReasons';
import type { MatchScore, ScoredReferrer } from '../../../shared/schemas/matchReasons';
import { useMatchScoresQuery } from '../adminApi';

const points = (value: number) => value.toFixed(1);

/** The parts of one referrer's score, each with the fact it was computed from, and the total. */
function ScoreParts({ score }: { score: MatchScore }) {
  const most = score.specialtyFit.weight + score.responseRecord.weight + score.lightLoad.weight;
  const rows: Array<[string, string]> = [
    [
      'Specialty fit',
      `${points(score.specialtyFit.points)} of ${score.specialtyFit.weight} (${
        score.fittingSpecialties.length ? score.fittingSpecialties.join(', ') : 'none fit'
      })`,
    ],
    [
      'Response record',
      `${points(score.responseRecord.points)} of ${score.responseRecord.weight} (${responseText(score)})`,
    ],
    ['Room this week', `${points(score.lightLoad.points)} of ${score.lightLoad.weight} (${roomText(score)})`],
    ['Total', `${points(score.total)} of ${most}`],
  ];
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap={3} rowGap={0.5} textStyle="sm">
      {rows.map(([term, value]) => (
        <Box key={term} display="contents">
          <Text as="dt" color="fg.muted">
            {term}
          </Text>
          <Text as="dd" fontWeight={term === 'Total' ? 'semibold' : undefined} overflowWrap="anywhere">
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function roleBadge(referrer: ScoredReferrer) {
  if (referrer.role === 'holds') return <Badge colorPalette="blue">Has it now</Badge>;
  if (referrer.role === 'would-choose') return <Badge colorPalette="green">The matching’s choice</Badge>;
  if (referrer.excluded) return <Badge colorPalette="gray">{EXCLUSION_TEXT[referrer.excluded]}</Badge>;
  return null;
}

/**
 * How the matching scores every referrer at the request's company, from its own function (the server's
 * scoreBreakdown): the one it is with (or the matching's choice) first, then the rest best first, then those the
 * matching passes by, and why.
 */
export function MatchScoreBreakdown({ requestId }: { requestId: number }) {
  const scores = useMatchScoresQuery(requestId);
  // Folded at first: the dialog keeps its choice and its buttons in view (a phone's screen holds little more).
  const [shown, setShown] = useState(false);
  const headingId = `match-scores-${requestId}`;
  const listId = `${headingId}-list`;
  const count = scores.data?.referrers.length;
  return (
    <Stack as="section" aria-labelledby={headingId} gap={3}>
      <HStack justify="space-between" gap={2} flexWrap="wrap">
        <Text id={headingId} fontWeight="semibold">
          How the matching scores them
        </Text>
        <Button
          size="xs"
          variant="outline"
          aria-expanded={shown}
          aria-controls={listId}
          onClick={() => setShown((open) => !open)}
        >
          {shown ? 'Hide the scores' : `Show the scores${count === undefined ? '' : ` (${count})`}`}
        </Button>
      </HStack>
      {shown && (
        <Box id={listId}>
          {scores.isError ? (
            <Stack gap={2}>
              <Text color="fg.error">We couldn't load the scores.</Text>
              <Button size="sm" variant="outline" alignSelf="start" onClick={() => void scores.refetch()}>
                Try again
              </Button>
            </Stack>
          ) : !scores.data ? (
            <Skeleton h="16" aria-hidden="true" />
          ) : scores.data.referrers.length === 0 ? (
            <Text color="fg.muted">Nobody at this company can be matched: no referrer with a working account.</Text>
          ) : (
            <Stack as="ul" role="list" gap={3} listStyleType="none" aria-labelledby={headingId}>
              {scores.data.referrers.map((referrer) => (
                <Box as="li" key={referrer.id} borderWidth="1px" borderRadius="md" p={3}>
                  <HStack gap={2} flexWrap="wrap" mb={1}>
                    <Text as="span" fontWeight="medium">
                      {referrer.name}
                    </Text>
                    {roleBadge(referrer)}
                  </HStack>
                  <ScoreParts score={referrer.score} />
                </Box>
              ))}
            </Stack>
          )}
          {scores.data?.origin === 'matching' && scores.data.storedScore && (
            <Text color="fg.muted" textStyle="sm" mt={2}>
              When the matching gave it, the score was {points(scores.data.storedScore.total)}: scores above are as of
              now.
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}
