import { Button, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useGetShareLinkTargetQuery } from '../../../api/shareLinkTargetApi';
import { opensRequestModal } from '../../../lib/lazyDialogs';
import { isShareToken, shareLinkNotices } from '../../../shared/shareLinks';

/**
 * The way to ask a referrer who cannot take requests this week, for a visitor who came through the referrer's own share
 * link: the request is matched with someone else at their company (the server does the same), so the page says so and
 * offers the request instead of refusing it. Anyone else (no link, a forged one, another referrer's) sees `otherwise`:
 * the page's refusal. Loaded only for a full referrer's page opened with a `ref`, so no other visit carries it.
 */
export default function OwnShareLinkRequest({
  token,
  person,
  onRequest,
  otherwise,
}: {
  token: string;
  person: { id: number; name: string; companyName: string };
  onRequest: () => void;
  otherwise: ReactNode;
}) {
  const link = useGetShareLinkTargetQuery(isShareToken(token) ? token : skipToken);
  if (link.data?.referrerId !== person.id) return otherwise;
  return (
    <>
      <Text maxW="60ch" data-testid="share-link-fallback">
        {shareLinkNotices.atCapacity(person.name, person.companyName)}
      </Text>
      <Button colorPalette="brand" size="lg" onClick={onRequest} {...opensRequestModal}>
        Request Referral
      </Button>
    </>
  );
}
