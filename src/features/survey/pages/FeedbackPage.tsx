import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/List';
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { usePageTitle } from '../../../lib/usePageTitle';
import { surveyEvents } from '../../../../machines/survey.events';

/** /feedback: why we ask, and the survey itself, which opens on arrival. */
export default function FeedbackPage() {
  usePageTitle('Share Your Feedback');
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(surveyEvents.open());
  }, [dispatch]);

  return (
    <Container maxW="3xl" py={{ base: 10, md: 16 }}>
      <Stack gap={5}>
        <Heading as="h1" size="3xl">
          Share Your Feedback
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          ReferBridge is in beta, and what you tell us decides what we build next. The survey takes under 2 minutes.
        </Text>
        <List.Root gap={2} ps={5} color="fg.muted">
          <List.Item>How you use ReferBridge: finding referrals, giving them, or both.</List.Item>
          <List.Item>How well it meets your needs, and what delights or annoys you.</List.Item>
          <List.Item>Whether we may contact you to learn more (only if you say yes).</List.Item>
        </List.Root>
        <Button colorPalette="brand" alignSelf="flex-start" onClick={() => dispatch(surveyEvents.open())}>
          Take the survey
        </Button>
      </Stack>
    </Container>
  );
}
