import { Badge, Box, Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeader } from '../../../components/ui/PageHeader';

interface Story {
  name: string;
  headline: string;
  role: string;
  company: string;
  quote: string;
  paragraphs: string[];
  outcome: string;
}

const stories: Story[] = [
  {
    name: 'Clara Weiss',
    headline: 'From 40 silent applications to an offer in five weeks',
    role: 'Senior Data Analyst',
    company: 'Quillstone Analytics',
    quote: 'I stopped sending my resume into the void and started talking to people who actually worked on the team.',
    paragraphs: [
      'Clara had applied to around forty analyst roles through job boards over three months and heard back from two. She was confident in her skills but could not get past the first screen.',
      'On ReferBridge she found a referrer on the data platform team at Quillstone Analytics. Her request was four sentences long: the role she wanted, the dashboard project that matched the team’s work, and why she wanted to join. The referrer accepted it two days later.',
    ],
    outcome: 'Referred for the role, interviewed within two weeks, and accepted an offer.',
  },
  {
    name: 'Theo Marsh',
    headline: 'A career switcher who found someone who had done it before',
    role: 'Junior Frontend Developer',
    company: 'Veltrix Health',
    quote: 'My referrer had also left teaching for software. She knew exactly what my resume was missing.',
    paragraphs: [
      'After eight years as a secondary school teacher, Theo finished a coding bootcamp and built a small appointment-booking app for a local clinic. Recruiters kept filtering him out because he had no professional developer experience.',
      'He picked a referrer at Veltrix Health whose profile mentioned her own move from teaching into engineering. Before referring him, she suggested he put the clinic project at the top of his resume and describe it in terms of users and results. He updated it the same evening.',
    ],
    outcome: 'Referred after a quick resume revision, and hired into the patient-portal team.',
  },
  {
    name: 'Elena Sokolova',
    headline: 'A polite “no” that led to the right “yes”',
    role: 'Product Designer',
    company: 'Harborlane Games',
    quote: 'The first answer was a decline, but it came with advice I could act on.',
    paragraphs: [
      'Elena was relocating for her partner’s job and wanted to move from agency work to an in-house design team. Her first request, for a lead designer role at Harborlane Games, was declined: the referrer explained that the team needed someone who had already managed designers.',
      'The same referrer pointed her to a mid-level opening that had just been posted on ReferBridge. Elena sent a new request for that job, this time linking her portfolio case study on game onboarding flows.',
    ],
    outcome: 'Referred to the mid-level role and joined the team three weeks after her move.',
  },
  {
    name: 'Bartek Wójcik',
    headline: 'A referrer’s view: better candidates, less inbox noise',
    role: 'Engineering Manager (referrer)',
    company: 'Tessary Logistics',
    quote: 'I get fewer messages than I did on social networks, and the ones I get are far better.',
    paragraphs: [
      'Bartek used to receive a steady stream of generic “can you refer me?” messages and felt bad ignoring most of them. He joined ReferBridge as a referrer so that requests would arrive in one place, each with a resume and a clear target role.',
      'He now spends about twenty minutes a week on requests. He accepts the ones that fit his company’s openings, declines the rest with a short note, and posts new jobs from his team so candidates can ask about specific roles.',
    ],
    outcome: 'Referred six candidates in his first two months; two of them were hired.',
  },
];

export default function SuccessStoriesPage() {
  usePageTitle(
    'Success Stories',
    'Illustrative stories of how a clear request to the right referrer turns into an interview and a job offer.',
  );

  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={{ base: 10, md: 14 }}>
        <PageHeader
          variant="content"
          title="Success stories"
          description="A good referral starts with the right person and a clear request. These stories show what that looks like for candidates and for referrers."
        >
          <Text color="fg.muted" fontSize="sm">
            These stories are illustrative examples: the people and companies in them are fictional.
          </Text>
        </PageHeader>

        <Stack as="section" gap="6" aria-labelledby="stories-heading">
          <Heading as="h2" size="xl" id="stories-heading">
            Stories from the ReferBridge community
          </Heading>
          {stories.map((story) => (
            <Card.Root as="article" key={story.name}>
              <Card.Header>
                <Stack gap="2">
                  <Heading as="h3" size="lg">
                    {story.headline}
                  </Heading>
                  <Stack direction="row" gap="2" wrap="wrap" align="center">
                    <Text fontWeight="semibold">{story.name}</Text>
                    <Badge colorPalette="brand">{story.role}</Badge>
                    <Badge variant="outline">{story.company}</Badge>
                  </Stack>
                </Stack>
              </Card.Header>
              <Card.Body>
                <Stack gap="4">
                  <Box
                    as="blockquote"
                    borderStartWidth="4px"
                    borderStartColor="brand.500"
                    ps="4"
                    fontStyle="italic"
                    color="fg"
                  >
                    “{story.quote}”
                  </Box>
                  {story.paragraphs.map((paragraph) => (
                    <Text key={paragraph} color="fg.muted">
                      {paragraph}
                    </Text>
                  ))}
                  <Text color="fg.muted">
                    <Text as="span" fontWeight="semibold" color="fg">
                      Outcome:
                    </Text>{' '}
                    {story.outcome}
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>

        <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 6 }} bg="bg.subtle">
          <Stack gap="4">
            <Heading as="h2" size="xl">
              Write your own story
            </Heading>
            <Text color="fg.muted">
              Find someone at the company you want to join and send them a short, specific request. Our guides walk you
              through each step.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild colorPalette="brand">
                <RouterLink to="/referrers">Find a referrer</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to="/guides">Read the referral guides</RouterLink>
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
