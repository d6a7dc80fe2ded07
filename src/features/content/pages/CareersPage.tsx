import { Badge, Box, Button, Card, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { List } from '../../../components/ui/chakra/List';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeader } from '../../../components/ui/PageHeader';

interface Role {
  id: string;
  title: string;
  team: string;
  type: string;
  location: string;
  summary: string;
  responsibilities: string[];
  lookingFor: string[];
}

const roles: Role[] = [
  {
    id: 'founding-full-stack-engineer',
    title: 'Founding Full-Stack Engineer',
    team: 'Engineering',
    type: 'Full-time',
    location: 'Remote',
    summary:
      'Own large parts of the product end to end, from the referral request flow to the referrer dashboard, and help set the engineering habits the team will grow with.',
    responsibilities: [
      'Build features across our React and TypeScript front end, Node.js API and PostgreSQL database.',
      'Keep the product fast, accessible and secure, especially around resumes and personal data.',
      'Talk to candidates and referrers, and turn what you learn into small, shippable improvements.',
    ],
    lookingFor: [
      'Several years of experience shipping web applications in TypeScript.',
      'Comfort working across the stack and owning a feature from idea to production.',
      'Clear written communication; much of our collaboration happens in writing.',
    ],
  },
  {
    id: 'product-designer',
    title: 'Product Designer',
    team: 'Design',
    type: 'Full-time',
    location: 'Remote',
    summary:
      'Shape how candidates ask for referrals and how referrers answer them, so that both sides feel respected and nobody wastes time.',
    responsibilities: [
      'Design flows for onboarding, referral requests and the referrer dashboard, on mobile and desktop.',
      'Run quick interviews and usability tests with job seekers and referrers.',
      'Grow a simple, consistent design system together with engineering.',
    ],
    lookingFor: [
      'A portfolio that shows your process, not only the final screens.',
      'Experience designing for two-sided products or marketplaces is a plus.',
      'Care for accessibility and plain, friendly language.',
    ],
  },
  {
    id: 'community-lead',
    title: 'Referrer Community Lead',
    team: 'Community',
    type: 'Full-time',
    location: 'Remote',
    summary:
      'Grow and look after our community of referrers: the employees who give their time to recommend great candidates.',
    responsibilities: [
      'Welcome new referrers and help them get their first requests answered well.',
      'Write guides and run short sessions on evaluating requests and giving useful feedback.',
      'Collect feedback from referrers and bring it back to the product team.',
    ],
    lookingFor: [
      'Experience in community management, recruiting or developer relations.',
      'A genuine interest in making hiring fairer and more open.',
      'An organised, warm writing style.',
    ],
  },
];

export default function CareersPage() {
  usePageTitle(
    'Careers',
    'Join the small founding team building ReferBridge, a fairer way into great companies through the people who work there.',
  );

  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Stack gap={{ base: 10, md: 14 }}>
        <PageHeader
          variant="content"
          title="Careers at ReferBridge"
          description="We are a small founding team building a fairer way into great companies. If you want your work to help people land jobs they are excited about, we would love to hear from you."
        />

        <Stack as="section" gap="4">
          <Heading as="h2" size="xl">
            How we work
          </Heading>
          <Text color="fg.muted">
            ReferBridge is in beta and the team is still small, so everyone has real ownership and talks directly to the
            people who use the product. We work remotely, write things down, and prefer shipping a small improvement
            this week over a perfect plan next quarter.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Box borderWidth="1px" borderRadius="lg" p="5">
              <Heading as="h3" size="md" mb="2">
                Ownership from day one
              </Heading>
              <Text color="fg.muted">
                You will own whole features and decisions, not tickets. Early team members shape the product and the
                culture.
              </Text>
            </Box>
            <Box borderWidth="1px" borderRadius="lg" p="5">
              <Heading as="h3" size="md" mb="2">
                Flexible and remote
              </Heading>
              <Text color="fg.muted">
                Work from where you do your best work, with a few hours of daily overlap for the conversations that are
                easier live.
              </Text>
            </Box>
          </SimpleGrid>
        </Stack>

        <Stack as="section" gap="6" aria-labelledby="open-roles-heading">
          <Heading as="h2" size="xl" id="open-roles-heading">
            Open roles
          </Heading>
          {roles.map((role) => (
            <Card.Root as="article" key={role.id} id={role.id}>
              <Card.Header>
                <Stack gap="2">
                  <Heading as="h3" size="lg">
                    {role.title}
                  </Heading>
                  <Stack direction="row" gap="2" wrap="wrap">
                    <Badge colorPalette="brand">{role.team}</Badge>
                    <Badge variant="outline">{role.type}</Badge>
                    <Badge variant="outline">{role.location}</Badge>
                  </Stack>
                </Stack>
              </Card.Header>
              <Card.Body>
                <Stack gap="4">
                  <Text color="fg.muted">{role.summary}</Text>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <Stack gap="2">
                      <Text fontWeight="semibold">What you will do</Text>
                      <List.Root ps="5" gap="1" color="fg.muted" fontSize="sm">
                        {role.responsibilities.map((item) => (
                          <List.Item key={item}>{item}</List.Item>
                        ))}
                      </List.Root>
                    </Stack>
                    <Stack gap="2">
                      <Text fontWeight="semibold">What we are looking for</Text>
                      <List.Root ps="5" gap="1" color="fg.muted" fontSize="sm">
                        {role.lookingFor.map((item) => (
                          <List.Item key={item}>{item}</List.Item>
                        ))}
                      </List.Root>
                    </Stack>
                  </SimpleGrid>
                </Stack>
              </Card.Body>
              <Card.Footer>
                <Button asChild variant="outline" colorPalette="brand" width={{ base: 'full', sm: 'auto' }}>
                  <a
                    href={`mailto:careers@referbridge.example?subject=${encodeURIComponent(`Application: ${role.title}`)}`}
                  >
                    Apply for {role.title}
                  </a>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </Stack>

        <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 6 }} bg="bg.subtle">
          <Stack gap="3">
            <Heading as="h2" size="xl">
              How to apply
            </Heading>
            <Text color="fg.muted">
              Send an e-mail to{' '}
              <Link href="mailto:careers@referbridge.example" color="brand.600">
                careers@referbridge.example
              </Link>{' '}
              with the role in the subject line, your resume or portfolio, and a few sentences on why ReferBridge
              interests you. We reply to every application, usually within two weeks, and share the salary range in our
              first conversation.
            </Text>
            <Text color="fg.muted">
              No role that fits? Write to us anyway and tell us what you would like to work on.
            </Text>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
