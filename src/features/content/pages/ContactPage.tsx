import { Box, Card, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';

const channels = [
  {
    title: 'General questions',
    email: 'hello@referbridge.example',
    text: 'Questions about ReferBridge, partnerships, or bringing your company’s referral program on board.',
  },
  {
    title: 'Help with your account',
    email: 'support@referbridge.example',
    text: 'Trouble signing in, a referral request that looks wrong, or anything else that is not working.',
  },
  {
    title: 'Press and media',
    email: 'press@referbridge.example',
    text: 'Interview requests, background on the company, and information for journalists.',
  },
  {
    title: 'Privacy',
    email: 'privacy@referbridge.example',
    text: 'Requests to see, correct or delete your data, and questions about our privacy policy.',
  },
];

export default function ContactPage() {
  usePageTitle(
    'Contact Us',
    'Reach the ReferBridge team: the right e-mail address for support, partnerships, press and privacy questions.',
  );

  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={{ base: 10, md: 14 }}>
        <Stack gap="4">
          <Heading as="h1" size="3xl">
            Contact us
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            We are happy to hear from you. Pick the address that fits your question and it will reach the right person
            on our team directly.
          </Text>
        </Stack>

        <Stack as="section" gap="6" aria-labelledby="email-heading">
          <Heading as="h2" size="xl" id="email-heading">
            E-mail us
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {channels.map((channel) => (
              <Card.Root key={channel.email}>
                <Card.Body>
                  <Stack gap="2">
                    <Heading as="h3" size="md">
                      {channel.title}
                    </Heading>
                    <Text color="fg.muted">{channel.text}</Text>
                    <Link href={`mailto:${channel.email}`} color="brand.600" fontWeight="medium" wordBreak="break-all">
                      {channel.email}
                    </Link>
                  </Stack>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <Text color="fg.muted">
            We answer e-mail Monday to Friday and usually reply within one business day. Before writing about a problem,
            you may find a quicker answer in the{' '}
            <Link asChild color="brand.600">
              <RouterLink to="/faq">frequently asked questions</RouterLink>
            </Link>{' '}
            or on the{' '}
            <Link asChild color="brand.600">
              <RouterLink to="/support">support page</RouterLink>
            </Link>
            .
          </Text>
        </Stack>

        <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 6 }} bg="bg.subtle">
          <Stack gap="3">
            <Heading as="h2" size="xl">
              A contact form is coming
            </Heading>
            <Text color="fg.muted">
              We are building a contact form so you can reach us without leaving ReferBridge. Until it is ready, e-mail
              is the best way to get in touch. If you would like to tell us what you think of ReferBridge, please{' '}
              <Link asChild color="brand.600">
                <RouterLink to="/feedback">share your feedback</RouterLink>
              </Link>
              ; it only takes a few minutes.
            </Text>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
