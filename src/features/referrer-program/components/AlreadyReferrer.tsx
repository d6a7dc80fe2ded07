import { Button, Card, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/paths';

/** For a referrer who opens the registration again: where their referrer tools are. */
export function AlreadyReferrer() {
  return (
    <Card.Root variant="outline">
      <Card.Body gap={4}>
        <Stack gap={1}>
          <Heading as="h2" size="lg">
            You&apos;re already a referrer
          </Heading>
          <Text color="fg.muted">
            Answer your requests, post your team&apos;s open roles, or edit what candidates see.
          </Text>
        </Stack>
        <Wrap gap={3}>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.referrerDashboard.href()}>Referrer Dashboard</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.jobPosting.href()}>Post a Job</RouterLink>
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to={paths.referrerProfile.href()}>Edit your referrer profile</RouterLink>
          </Button>
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
