import { Badge, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/List';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeader } from '../../../components/ui/PageHeader';

interface Guide {
  id: string;
  title: string;
  audience: 'For candidates' | 'For referrers';
  summary: string;
  tips: string[];
  readMore?: { to: string; label: string };
}

const guides: Guide[] = [
  {
    id: 'pick-a-referrer',
    title: 'How to pick the right referrer',
    audience: 'For candidates',
    summary:
      'The best referrer is not the most senior person at the company but the one closest to the work you want to do. Someone on, or next to, the hiring team can speak to your fit with credibility.',
    tips: [
      'Filter by company first, then read titles and specialties to find people who work in your field.',
      'Prefer referrers whose specialties mention the team, technology or function in the job description.',
      'Send one thoughtful request rather than the same message to everyone at the same company.',
      'If the job is posted on ReferBridge, ask the referrer who posted it or someone on the same team.',
    ],
    readMore: {
      to: '/blog/how-to-get-referral-at-top-tech-companies',
      label: 'Read: how to get a referral at top tech companies',
    },
  },
  {
    id: 'write-the-message',
    title: 'Writing a referral message that gets a yes',
    audience: 'For candidates',
    summary:
      'Referrers read requests between meetings. A message they can understand in thirty seconds is far more likely to be accepted than a long cover letter.',
    tips: [
      'Open with the exact role (and job link or ID) you are applying for.',
      'Give two or three concrete reasons you fit: a project, a result, a skill that matches the posting.',
      'Say why this company, in one sentence that could not be pasted into any other request.',
      'Make it easy to say no: thank them for their time whatever they decide.',
    ],
    readMore: {
      to: '/blog/dos-and-donts-of-asking-for-referrals',
      label: 'Read: the dos and don’ts of asking for referrals',
    },
  },
  {
    id: 'prepare-your-resume',
    title: 'Preparing your resume before you ask',
    audience: 'For candidates',
    summary:
      'Your referrer will forward your resume to a recruiter, so it has to stand on its own. Tailor it to the role before you send the request, not after.',
    tips: [
      'Put the most relevant experience in the top third of the first page.',
      'Describe results with numbers where you can: time saved, revenue, users, error rates.',
      'Mirror the key terms in the job description, as long as they truthfully describe your work.',
      'Save it as a PDF with a clear file name such as "firstname-lastname-resume.pdf".',
    ],
  },
  {
    id: 'follow-up',
    title: 'Following up politely',
    audience: 'For candidates',
    summary:
      'Referrers are volunteers with day jobs. A silent week usually means "busy", not "no". A single, friendly follow-up is fine; pressure is not.',
    tips: [
      'Check the status of your request on your profile before writing again.',
      'Wait about a week before following up, and keep it to two or three lines.',
      'Add something useful, such as an updated resume or a note that the job closes soon.',
      'If the answer is no, thank the referrer and move on; you can ask someone else.',
      'Once you are referred, let the referrer know how the process goes. They want to hear it.',
    ],
    readMore: {
      to: '/blog/success-story-from-referral-to-dream-job',
      label: 'Read: a success story, from referral to dream job',
    },
  },
  {
    id: 'evaluate-requests',
    title: 'How to evaluate referral requests',
    audience: 'For referrers',
    summary:
      'Your name goes on every referral you make, so it is fine to be selective. A quick, consistent routine helps you answer every request fairly.',
    tips: [
      'Check the basics first: does the experience match the level and location of the role?',
      'Look for evidence in the resume that backs up what the message claims.',
      'Accept when you would be comfortable telling the recruiter why this person is worth a look.',
      'Decline promptly when it is not a fit, so the candidate can ask someone else.',
      'Mark the request as referred once you have submitted the candidate, so they know where they stand.',
    ],
  },
];

export default function GuidesPage() {
  usePageTitle(
    'Guides',
    'Practical guides for every step of a referral: finding the right referrer, writing the request, and following up.',
  );

  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={{ base: 10, md: 14 }}>
        <PageHeader
          variant="content"
          title="Referral guides"
          description="Practical advice for every step of a referral, whether you are asking for one or giving one. Each guide takes a couple of minutes to read."
        />

        <Stack as="section" gap="6" aria-labelledby="guides-heading">
          <Heading as="h2" size="xl" id="guides-heading">
            The guides
          </Heading>
          {guides.map((guide) => (
            <Card.Root as="article" key={guide.id} id={guide.id}>
              <Card.Header>
                <Stack gap="2">
                  <Badge colorPalette={guide.audience === 'For referrers' ? 'purple' : 'brand'} alignSelf="flex-start">
                    {guide.audience}
                  </Badge>
                  <Heading as="h3" size="lg">
                    {guide.title}
                  </Heading>
                </Stack>
              </Card.Header>
              <Card.Body>
                <Stack gap="4">
                  <Text color="fg.muted">{guide.summary}</Text>
                  <List.Root ps="5" gap="2" color="fg.muted">
                    {guide.tips.map((tip) => (
                      <List.Item key={tip}>{tip}</List.Item>
                    ))}
                  </List.Root>
                  {guide.readMore && (
                    <Link asChild color="brand.600" fontWeight="medium">
                      <RouterLink to={guide.readMore.to}>{guide.readMore.label}</RouterLink>
                    </Link>
                  )}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>

        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            More from the blog
          </Heading>
          <List.Root ps="5" gap="2">
            <List.Item>
              <Link asChild color="brand.600">
                <RouterLink to="/blog/how-to-get-referral-at-top-tech-companies">
                  How to get a referral at top tech companies
                </RouterLink>
              </Link>
            </List.Item>
            <List.Item>
              <Link asChild color="brand.600">
                <RouterLink to="/blog/dos-and-donts-of-asking-for-referrals">
                  The dos and don’ts of asking for referrals
                </RouterLink>
              </Link>
            </List.Item>
            <List.Item>
              <Link asChild color="brand.600">
                <RouterLink to="/blog/success-story-from-referral-to-dream-job">
                  Success story: from referral to dream job
                </RouterLink>
              </Link>
            </List.Item>
          </List.Root>
          <Text color="fg.muted">
            Still have a question? Browse the{' '}
            <Link asChild color="brand.600">
              <RouterLink to="/faq">frequently asked questions</RouterLink>
            </Link>{' '}
            or{' '}
            <Link asChild color="brand.600">
              <RouterLink to="/blog">read all blog posts</RouterLink>
            </Link>
            .
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
