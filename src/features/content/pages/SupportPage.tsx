import { Box, Button, Card, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/List';
import { Table } from '../../../components/ui/chakra/Table';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeader } from '../../../components/ui/PageHeader';

const responseTimes = [
  {
    topic: 'You cannot sign in, or something is broken and blocks you',
    target: 'Same business day where possible',
  },
  {
    topic: 'Questions about a referral request, your profile or a job posting',
    target: 'Within 1 business day',
  },
  {
    topic: 'Privacy and data requests',
    target: 'Acknowledged within 2 business days',
  },
  {
    topic: 'Feature ideas and general feedback',
    target: 'Read by the team every week',
  },
];

export default function SupportPage() {
  usePageTitle(
    'Support',
    'Get help with ReferBridge: answers on referral requests, resumes, plans and referrer profiles, and how to reach the team.',
  );

  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={{ base: 10, md: 14 }}>
        <PageHeader
          variant="content"
          title="Support"
          description="Stuck on something? Here is the fastest way to get an answer, whether you are asking for a referral or giving one."
        />

        <Stack as="section" gap="6">
          <Heading as="h2" size="xl">
            How to get help
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <Card.Root>
              <Card.Header>
                <Heading as="h3" size="lg">
                  1. Check the FAQ
                </Heading>
              </Card.Header>
              <Card.Body>
                <Text color="fg.muted">
                  Most questions about requests, resumes, plans and referrer profiles are answered there in a minute.
                </Text>
              </Card.Body>
              <Card.Footer>
                <Button asChild variant="outline" width={{ base: 'full', sm: 'auto' }}>
                  <RouterLink to="/faq">Read the FAQ</RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
            <Card.Root>
              <Card.Header>
                <Heading as="h3" size="lg">
                  2. E-mail our support team
                </Heading>
              </Card.Header>
              <Card.Body>
                <Text color="fg.muted">
                  Write to{' '}
                  <Link href="mailto:support@referbridge.example" color="brand.600">
                    support@referbridge.example
                  </Link>
                  . A real person on our team reads every message.
                </Text>
              </Card.Body>
              <Card.Footer>
                <Button asChild colorPalette="brand" width={{ base: 'full', sm: 'auto' }}>
                  <a href="mailto:support@referbridge.example">E-mail support</a>
                </Button>
              </Card.Footer>
            </Card.Root>
          </SimpleGrid>
        </Stack>

        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            What to include in your message
          </Heading>
          <Text color="fg.muted">A few details help us solve your problem without a back-and-forth:</Text>
          <List.Root ps="5" gap="2" color="fg.muted">
            <List.Item>The e-mail address you use to sign in to ReferBridge.</List.Item>
            <List.Item>The page you were on and what you were trying to do.</List.Item>
            <List.Item>What you expected to happen, and what happened instead (including any error message).</List.Item>
            <List.Item>Your device and browser, for example “Android phone, Chrome”.</List.Item>
          </List.Root>
          <Text color="fg.muted">Please never send us your password. We will never ask for it.</Text>
        </Stack>

        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            Response times
          </Heading>
          <Text color="fg.muted">
            We are a small team and answer messages Monday to Friday. These are our targets during the beta:
          </Text>
          {/* Two columns of words: they wrap on a phone rather than scroll sideways (the scroll area's default). */}
          <Table.ScrollArea borderWidth="1px" borderRadius="lg" whiteSpace="normal">
            <Table.Root size="sm">
              <Table.Caption srOnly>Support response time targets by topic</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">Topic</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Target response time</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {responseTimes.map((row) => (
                  <Table.Row key={row.topic}>
                    <Table.Cell color="fg.muted">{row.topic}</Table.Cell>
                    <Table.Cell fontWeight="medium">{row.target}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>

        <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 6 }} bg="bg.subtle">
          <Stack gap="3">
            <Heading as="h2" size="xl">
              Other ways to reach us
            </Heading>
            <Text color="fg.muted">
              For press, partnerships or anything that is not a support question, see our{' '}
              <Link asChild color="brand.600">
                <RouterLink to="/contact">contact page</RouterLink>
              </Link>
              . Have an idea or something that annoys you? Tell us through the{' '}
              <Link asChild color="brand.600">
                <RouterLink to="/feedback">feedback form</RouterLink>
              </Link>
              ; it shapes what we build next.
            </Text>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
