import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import {
  isNewReferrer,
  NEW_REFERRER_HINT,
  NEW_REFERRER_LABEL,
  NOT_ON_REFERBRIDGE_LABEL,
  NOT_TAKING_REQUESTS_LABEL,
  notOnReferBridgeHint,
  replyTimeText,
  responseRateText,
} from '../../shared/responseStats';
import type { Referrer } from '../../shared/schemas/catalog';

/**
 * How a referrer answers, as the server reads it from request histories: the share of requests they answer and how
 * fast, "New" while they have neither figures nor referrals, and a note when their week is full. A referrer nobody
 * reads requests for answers nothing: they are "Not on ReferBridge yet", with no figures.
 */
export function ResponseStats({
  referrer,
  textStyle = 'xs',
}: {
  referrer: Pick<
    Referrer,
    'responseRate' | 'typicalReplyHours' | 'takingRequests' | 'readsRequests' | 'companyName' | 'successfulReferrals'
  >;
  textStyle?: 'xs' | 'sm';
}) {
  const { responseRate, typicalReplyHours, takingRequests, readsRequests, companyName } = referrer;
  if (!readsRequests) {
    const hint = notOnReferBridgeHint(companyName);
    return (
      <HStack gap={2} flexWrap="wrap">
        <Badge variant="outline" colorPalette="gray" title={hint} aria-label={`${NOT_ON_REFERBRIDGE_LABEL}: ${hint}`}>
          {NOT_ON_REFERBRIDGE_LABEL}
        </Badge>
      </HStack>
    );
  }
  const isNew = isNewReferrer(referrer);
  // A referrer with referrals but too few requests here yet: their card's referral count says enough.
  if (takingRequests && responseRate === null && !isNew) return null;
  return (
    <HStack gap={2} flexWrap="wrap">
      {!takingRequests && (
        <Badge variant="subtle" colorPalette="orange">
          {NOT_TAKING_REQUESTS_LABEL}
        </Badge>
      )}
      {isNew && (
        <Badge variant="outline" title={NEW_REFERRER_HINT} aria-label={`${NEW_REFERRER_LABEL}: ${NEW_REFERRER_HINT}`}>
          {NEW_REFERRER_LABEL}
        </Badge>
      )}
      {responseRate !== null && (
        // Two short lines rather than one that wraps mid-phrase in a narrow card.
        <Stack gap={0} textStyle={textStyle} color="fg.muted">
          <Text>{responseRateText(responseRate)}</Text>
          {typicalReplyHours !== null && <Text>{replyTimeText(typicalReplyHours)}</Text>}
        </Stack>
      )}
    </HStack>
  );
}
