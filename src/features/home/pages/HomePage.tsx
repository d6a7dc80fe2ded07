import { Badge, Box, Button, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useAppDispatch } from '../../../app/hooks';
import { Link as RouterLink } from 'react-router-dom';
import { requestModalEvents } from '../../../../machines/requestModal.events';
import { usePageTitle } from '../../../lib/usePageTitle';
import { paths } from '../../../shared/paths';
import { opensRequestModal } from '../../../lib/lazyDialogs';

const steps = [
  { title: 'Find a referrer', text: 'Search employees at the companies you want to join, by company, role or skill.' },
  { title: 'Ask for a referral', text: 'Send a short message and your resume. Referrers see exactly what they need.' },
  { title: 'Get referred', text: 'Your referrer puts you forward internally, so your application gets read.' },
];

export default function HomePage() {
  usePageTitle();
  const dispatch = useAppDispatch();
  return (
    <>
      <Box bgGradient="to-b" gradientFrom="blue.50" gradientTo="bg" py={{ base: 14, md: 24 }}>
        <Container maxW="4xl" textAlign="center">
          <Stack gap={6} align="center">
            <Link asChild _hover={{ textDecoration: 'none' }}>
              <RouterLink to={paths.feedback.href()}>
                <Badge colorPalette="purple" variant="surface" size="lg">
                  Beta: tell us what you think
                </Badge>
              </RouterLink>
            </Link>
            <Heading as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="shorter">
              Get referred to your dream job
            </Heading>
            <Text textStyle={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
              Connect with employees at top companies who can refer you. A referral puts your resume in front of the
              hiring team.
            </Text>
            <HStack gap={3} flexWrap="wrap" justify="center">
              <Button
                size="lg"
                colorPalette="blue"
                onClick={() => dispatch(requestModalEvents.open())}
                {...opensRequestModal}
              >
                Request a Referral
              </Button>
              <Button asChild size="lg" variant="outline">
                <RouterLink to={paths.referrers.href()}>Browse Referrers</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: 12, md: 20 }}>
        <Heading as="h2" size="2xl" textAlign="center" mb={10}>
          How it works
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap={8} listStyleType="none">
          {steps.map((step, index) => (
            <Stack as="li" key={step.title} gap={2} textAlign="center" align="center">
              <Text
                aria-hidden="true"
                fontWeight="bold"
                color="blue.600"
                bg="blue.50"
                borderRadius="full"
                boxSize={10}
                display="grid"
                placeItems="center"
              >
                {index + 1}
              </Text>
              <Heading as="h3" size="md">
                {step.title}
              </Heading>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
