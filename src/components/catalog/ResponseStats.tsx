import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import {
  NEW_REFERRER_HINT,
  NEW_REFERRER_LABEL,
  NOT_TAKING_REQUESTS_LABEL,
  replyTimeText,
  responseRateText,
} from '../../shared/responseStats';
import type { Referrer } from '../../shared/schemas/catalog';

/**
 * How a referrer answers, as the server reads it from request histories: the share of requests they answer and how
 * fast, "New" while they have too few requests to tell, and a note when their week is full.
 */
export function ResponseStats({
  referrer,
  textStyle = 'xs',
}: {
  referrer: Pick<Referrer, 'responseRate' | 'typicalReplyHours' | 'takingRequests'>;
  textStyle?: 'xs' | 'sm';
}) {
  const { responseRate, typicalReplyHours, takingRequests } = referrer;
  return (
    <HStack gap={2} flexWrap="wrap">
      {!takingRequests && (
        <Badge variant="subtle" colorPalette="orange">
          {NOT_TAKING_REQUESTS_LABEL}
        </Badge>
      )}
      {responseRate === null ? (
        <Badge variant="outline" title={NEW_REFERRER_HINT} aria-label={`${NEW_REFERRER_LABEL}: ${NEW_REFERRER_HINT}`}>
          {NEW_REFERRER_LABEL}
        </Badge>
      ) : (
        // Two short lines rather than one that wraps mid-phrase in a narrow card.
        <Stack gap={0} textStyle={textStyle} color="fg.muted">
          <Text>{responseRateText(responseRate)}</Text>
          {typicalReplyHours !== null && <Text>{replyTimeText(typicalReplyHours)}</Text>}
        </Stack>
      )}
    </HStack>
  );
}
