import { Box, Button, Card, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../../api/baseQuery';
import { useConfirmWorkEmailMutation } from '../../../api/referrerProfileApi';
import { usePageTitle } from '../../../lib/usePageTitle';
import { RESET_TOKEN_PATTERN } from '../../../shared/passwordRecovery';
import { paths } from '../../../shared/paths';
import { workEmailMessages } from '../../../shared/workEmail';

type Outcome = { confirmed: string } | { unusable: string };

/**
 * /confirm-work-email?token=: the page the confirmation mail links to. Opening it confirms the work e-mail, signed in
 * or not (the link is the proof); a link that cannot work says so and leads back to the referrer profile for a new one.
 */
export default function ConfirmWorkEmailPage() {
  usePageTitle('Confirm your work e-mail', 'Confirm your work e-mail for your ReferBridge referrer profile.');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [confirm] = useConfirmWorkEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | undefined>(
    RESET_TOKEN_PATTERN.test(token) ? undefined : { unusable: workEmailMessages.linkUnusable },
  );
  // Once per page, however often React runs the effect: the link works once.
  const sent = useRef(false);
  useEffect(() => {
    if (outcome || sent.current) return;
    sent.current = true;
    confirm({ token })
      .unwrap()
      .then(
        (answer) => setOutcome({ confirmed: answer.message }),
        (error: unknown) => setOutcome({ unusable: serverMessage(error) ?? workEmailMessages.linkUnusable }),
      );
  }, [confirm, outcome, token]);

  return (
    <Container maxW="md" py={{ base: 8, md: 16 }}>
      <Stack gap={6}>
        <Box textAlign="center">
          <Heading as="h1" size="2xl">
            Confirm your work e-mail
          </Heading>
        </Box>
        <Card.Root>
          <Card.Body>
            {!outcome ? (
              <Stack direction="row" gap={3} align="center" role="status">
                <Spinner size="sm" />
                <Text>Confirming your work e-mail...</Text>
              </Stack>
            ) : (
              <Stack gap={4} role={'confirmed' in outcome ? 'status' : 'alert'}>
                <Text fontWeight="medium">{'confirmed' in outcome ? outcome.confirmed : outcome.unusable}</Text>
                <Button asChild colorPalette="brand" alignSelf="flex-start">
                  <RouterLink to={paths.referrerProfile.href()}>Open your referrer profile</RouterLink>
                </Button>
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
