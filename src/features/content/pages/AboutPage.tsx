import { Badge, Box, Button, Card, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/List';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeader } from '../../../components/ui/PageHeader';

const candidateSteps = [
  'Create a free account and tell us what kind of role you are looking for.',
  'Browse referrers by company and pick someone whose team or specialty matches the job you want.',
  'Send a short referral request with your resume attached and, if you have one, the job you are applying for.',
  'Track the request on your profile: you can see when it is accepted, declined or when you have been referred.',
];

const referrerSteps = [
  'Register as a referrer and say where you work, what you do and which roles you know well.',
  'Receive referral requests from candidates, each with a message and a resume.',
  'Accept the requests you can vouch for, decline the ones that are not a fit, and mark a candidate as referred once you have submitted them.',
  'Post open jobs from your company so candidates can ask for a referral to a specific role.',
];

const values = [
  {
    title: 'Trust',
    text: 'A referral is a personal recommendation. We keep the process honest on both sides: candidates say who they are and what they want, and referrers only refer people they are willing to stand behind.',
  },
  {
    title: 'Privacy',
    text: 'Your resume is shared only with the referrer you send it to (and our admins, who keep the marketplace running). We do not sell your data and we do not use third-party trackers.',
  },
  {
    title: 'Speed',
    text: 'Job openings close quickly. Requests are short by design, referrers see them in one dashboard, and you can follow every request without chasing anyone over e-mail.',
  },
];

export default function AboutPage() {
  usePageTitle(
    'About Us',
    'Why ReferBridge exists: referred candidates get a closer look, and we help anyone reach an employee who can refer them.',
  );

  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={{ base: 10, md: 14 }}>
        <PageHeader
          variant="content"
          title="About ReferBridge"
          description="ReferBridge connects talented professionals with industry-leading companies through trusted referrers."
        />

        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            Our mission
          </Heading>
          <Text color="fg.muted">
            Most hiring teams give referred candidates a closer look, yet referrals tend to go to people who already
            know someone on the inside. We started ReferBridge to change that. Our goal is simple: a strong candidate
            should be able to reach a real employee at the company they want to join, make their case in a few
            sentences, and get a fair answer.
          </Text>
          <Text color="fg.muted">
            For employees, referring good people is one of the most useful things they can do for their team. We make it
            easier to find those people and to say yes or no quickly, without an overflowing inbox.
          </Text>
        </Stack>

        <Stack as="section" gap="6">
          <Heading as="h2" size="xl">
            How it works
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <Card.Root>
              <Card.Header>
                <Heading as="h3" size="lg">
                  For candidates
                </Heading>
              </Card.Header>
              <Card.Body>
                <List.Root as="ol" ps="5" gap="3" color="fg.muted">
                  {candidateSteps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List.Root>
              </Card.Body>
              <Card.Footer>
                <Button asChild colorPalette="brand" width={{ base: 'full', sm: 'auto' }}>
                  <RouterLink to="/referrers">Find a referrer</RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
            <Card.Root>
              <Card.Header>
                <Heading as="h3" size="lg">
                  For referrers
                </Heading>
              </Card.Header>
              <Card.Body>
                <List.Root as="ol" ps="5" gap="3" color="fg.muted">
                  {referrerSteps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List.Root>
              </Card.Body>
              <Card.Footer>
                <Button asChild variant="outline" colorPalette="brand" width={{ base: 'full', sm: 'auto' }}>
                  <RouterLink to="/become-referrer">Become a referrer</RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          </SimpleGrid>
          <Text color="fg.muted">
            Behind the scenes, a small team of admins looks after the marketplace: they keep company and referrer
            listings up to date, route requests that have not been assigned to a referrer yet, and step in when
            something goes wrong.
          </Text>
        </Stack>

        <Stack as="section" gap="6">
          <Heading as="h2" size="xl">
            What we value
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {values.map((value) => (
              <Box key={value.title} borderWidth="1px" borderRadius="lg" p="5">
                <Heading as="h3" size="md" mb="2">
                  {value.title}
                </Heading>
                <Text color="fg.muted">{value.text}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>

        <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 6 }} bg="bg.subtle">
          <Stack gap="3">
            <Stack direction="row" align="center" gap="3" wrap="wrap">
              <Heading as="h2" size="xl">
                We&apos;re in beta
              </Heading>
              <Badge colorPalette="orange">Beta</Badge>
            </Stack>
            <Text color="fg.muted">
              ReferBridge is new and still growing. Some features are unfinished, and you may run into the odd rough
              edge. If something breaks or could be better, please{' '}
              <Link asChild color="brand.600">
                <RouterLink to="/feedback">share your feedback</RouterLink>
              </Link>{' '}
              or{' '}
              <Link asChild color="brand.600">
                <RouterLink to="/contact">get in touch with us</RouterLink>
              </Link>
              . We read every message.
            </Text>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
