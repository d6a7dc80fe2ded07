import type { ReactNode } from 'react';
import { Box, Container, Heading, Link, Span, Stack, Text } from '@chakra-ui/react';
import { Accordion } from '../../../components/ui/chakra/Accordion';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeader } from '../../../components/ui/PageHeader';

interface Faq {
  value: string;
  question: string;
  answer: ReactNode;
}

const faqs: Faq[] = [
  {
    value: 'what-is-referbridge',
    question: 'What is ReferBridge?',
    answer: (
      <Text color="fg.muted">
        ReferBridge is a referral marketplace. Job seekers find employees at the companies they want to join and ask
        them for a referral, with their resume attached. Employees (we call them referrers) answer those requests and
        can post open jobs from their company.
      </Text>
    ),
  },
  {
    value: 'is-it-free',
    question: 'Is ReferBridge free?',
    answer: (
      <Text color="fg.muted">
        Yes. The Basic plan is free, forever, for candidates and referrers alike. We are planning Pro and Enterprise
        plans, but they are not available yet. See the{' '}
        <Link asChild color="brand.600">
          <RouterLink to="/pricing">pricing page</RouterLink>
        </Link>{' '}
        for details.
      </Text>
    ),
  },
  {
    value: 'how-to-ask',
    question: 'How do I ask for a referral?',
    answer: (
      <Text color="fg.muted">
        Create an account, browse referrers by company, and open the profile of someone who works close to the role you
        want. From there you can send a request with a short message, your years of experience and your resume. If you
        are applying for a job posted on ReferBridge, you can link the request to that job. Our{' '}
        <Link asChild color="brand.600">
          <RouterLink to="/guides">referral guides</RouterLink>
        </Link>{' '}
        explain how to write a request that gets answered.
      </Text>
    ),
  },
  {
    value: 'who-sees-resume',
    question: 'Who can see my resume?',
    answer: (
      <Text color="fg.muted">
        Only three parties: you, the referrer your request is assigned to, and ReferBridge admins who look after the
        marketplace. Your resume is never shown on public profiles or shared with other referrers. Read more in our{' '}
        <Link asChild color="brand.600">
          <RouterLink to="/privacy">privacy policy</RouterLink>
        </Link>
        .
      </Text>
    ),
  },
  {
    value: 'after-sending',
    question: 'What happens after I send a request?',
    answer: (
      <Text color="fg.muted">
        Your request starts as pending. The referrer can accept it, decline it, or, once they have put you forward
        through their company&apos;s referral process, mark it as referred. You can follow the status of every request
        you have sent from your profile.
      </Text>
    ),
  },
  {
    value: 'guarantee',
    question: 'Does a referral guarantee an interview or a job?',
    answer: (
      <Text color="fg.muted">
        No. A referral usually means your application gets a closer look from a recruiter, but the hiring decision is
        always the company&apos;s. Neither ReferBridge nor the referrer can promise an interview or an offer.
      </Text>
    ),
  },
  {
    value: 'several-referrers',
    question: 'Can I ask more than one referrer?',
    answer: (
      <Text color="fg.muted">
        Yes, you can send requests to referrers at different companies. For a single job, we recommend starting with one
        well-chosen referrer and waiting for their answer: several people from the same company receiving the same
        request rarely helps, and it can make a poor impression.
      </Text>
    ),
  },
  {
    value: 'become-referrer',
    question: 'How do I become a referrer?',
    answer: (
      <Text color="fg.muted">
        If you work at a company and are happy to recommend good candidates, you can{' '}
        <Link asChild color="brand.600">
          <RouterLink to="/become-referrer">become a referrer</RouterLink>
        </Link>
        . You tell us where you work, your role and your specialties; candidates can then find you and send you
        requests. You decide which requests to accept, and you can also post open jobs from your company.
      </Text>
    ),
  },
  {
    value: 'delete-data',
    question: 'How do I delete my account or my data?',
    answer: (
      <Text color="fg.muted">
        Write to{' '}
        <Link href="mailto:privacy@referbridge.example" color="brand.600">
          privacy@referbridge.example
        </Link>{' '}
        from the e-mail address on your account and tell us what you would like deleted. Our{' '}
        <Link asChild color="brand.600">
          <RouterLink to="/privacy">privacy policy</RouterLink>
        </Link>{' '}
        explains what we keep and for how long.
      </Text>
    ),
  },
  {
    value: 'report-problem',
    question: 'I found a bug or have an idea. Where do I tell you?',
    answer: (
      <Text color="fg.muted">
        ReferBridge is in beta, so this helps us a lot. Use the{' '}
        <Link asChild color="brand.600">
          <RouterLink to="/feedback">feedback form</RouterLink>
        </Link>{' '}
        for ideas and general comments, or visit the{' '}
        <Link asChild color="brand.600">
          <RouterLink to="/support">support page</RouterLink>
        </Link>{' '}
        if something is not working.
      </Text>
    ),
  },
];

export default function FaqPage() {
  usePageTitle(
    'FAQ',
    'Answers to common questions about ReferBridge: how requests work, what is free, who sees your resume, and more.',
  );

  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={{ base: 10, md: 14 }}>
        <PageHeader
          variant="content"
          title="Frequently asked questions"
          description="Quick answers about how ReferBridge works for candidates and referrers. Select a question to show its answer."
        />

        <Stack as="section" gap="6" aria-labelledby="faq-questions-heading">
          <Heading as="h2" size="xl" id="faq-questions-heading">
            Common questions
          </Heading>
          <Accordion.Root collapsible multiple variant="enclosed" size={{ base: 'md', md: 'lg' }}>
            {faqs.map((faq) => (
              <Accordion.Item key={faq.value} value={faq.value}>
                <Heading as="h3" size="md">
                  <Accordion.ItemTrigger cursor="pointer">
                    <Span flex="1">{faq.question}</Span>
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                </Heading>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>{faq.answer}</Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Stack>

        <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 6 }} bg="bg.subtle">
          <Stack gap="3">
            <Heading as="h2" size="xl">
              Didn&apos;t find your answer?
            </Heading>
            <Text color="fg.muted">
              Visit our{' '}
              <Link asChild color="brand.600">
                <RouterLink to="/support">support page</RouterLink>
              </Link>{' '}
              or{' '}
              <Link asChild color="brand.600">
                <RouterLink to="/contact">contact the ReferBridge team</RouterLink>
              </Link>
              . We usually reply within one business day.
            </Text>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
