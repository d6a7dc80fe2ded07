import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/List';
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetReferrerQuery } from '../../../api/catalogApi';
import { requestModalEvents } from '../../../../machines/requestModal.events';
import { opensRequestModal } from '../../../lib/lazyDialogs';

/** /refer and /refer/{referrerId}/{referrerName?}: the request form, for one referrer or for a match. */
export default function ReferPage() {
  const params = useParams<{ referrerId?: string; referrerName?: string }>();
  const referrerId = Number(params.referrerId);
  const validReferrerId = Number.isInteger(referrerId) && referrerId > 0 ? referrerId : null;
  const referrer = useGetReferrerQuery(validReferrerId ?? skipToken);
  // The name in the link is only a hint until the server confirms it: a crafted link must not put words
  // in a referrer's mouth, and an unknown referrer has no name at all.
  const referrerName =
    (referrer.data?.name ?? (referrer.isError ? null : validReferrerId && params.referrerName)) || null;
  usePageTitle(referrerName ? `Request a referral from ${referrerName}` : 'Request a Referral');
  const dispatch = useAppDispatch();

  const open = () => dispatch(requestModalEvents.open({ referrerId: validReferrerId, referrerName }));
  const linkName = validReferrerId && params.referrerName ? params.referrerName : null;
  useEffect(() => {
    dispatch(requestModalEvents.open({ referrerId: validReferrerId, referrerName: linkName }));
    // Open once per referrer; the confirmed name arriving later must not reopen the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, validReferrerId]);

  return (
    <Container maxW="3xl" py={{ base: 10, md: 16 }}>
      <Stack gap={5}>
        <Heading as="h1" size="3xl">
          {referrerName ? `Request a referral from ${referrerName}` : 'Request a Referral'}
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          {validReferrerId
            ? 'Send a short message and your resume. Referrers answer faster when they can see why you fit.'
            : "Tell us the company you want to join. We'll pass your request to a referrer who works there."}
        </Text>
        <List.Root as="ol" gap={2} ps={5} color="fg.muted">
          <List.Item>Say which role you want and why you are a good fit.</List.Item>
          <List.Item>Attach your resume as a PDF, DOC or DOCX, up to 5 MB.</List.Item>
          <List.Item>We e-mail you when your referrer answers.</List.Item>
        </List.Root>
        <Button colorPalette="brand" alignSelf="flex-start" onClick={open} {...opensRequestModal}>
          Request a Referral
        </Button>
      </Stack>
    </Container>
  );
}
